import { init, parse } from "es-module-lexer";
import { describe, expect, test } from "vitest";

import { SIGNED_IN_STATES, SIGNED_OUT_STATES } from "../support/page-states";
import { signedInVisitor, site, teamVisitor, visitor } from "../support/pages-site";
import type { Visitor } from "../support/visitor";

/*
 * The launch room does not exist for anyone off the team (docs/launch-room.md): not in its pages,
 * nor in the scripts they load, nor in any script their route manifest could load later.
 */

/** A team path, or a team route's id as React Router's manifest and context name one. */
const TEAM_TRACE = /\/team\b|"team(?:-[\w-]+)?"/;

const OUTSIDER_EXTRA = ["/auth/two-factor", "/team", "/team/members", "/team.data"] as const;

/** Every module a page's HTML names, each module's static imports, and every module of the manifest. */
async function everythingDownloadable(
  who: Visitor,
  html: string,
  pageUrl: string,
  seen: Map<string, string>,
): Promise<void> {
  await init;
  const queue = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"|"(\/assets\/[^"]+\.js)"/g)].map(
    (match) => new URL(match[1] ?? match[2]!, pageUrl).href,
  );
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    const response = await who.request(next);
    expect(response.status, next).toBe(200);
    const body = await response.text();
    seen.set(next, body);
    for (const found of parse(body, next)[0])
      if (found.n !== undefined && found.n.startsWith(".")) queue.push(new URL(found.n, next).href);
    // The route manifest: every route module a later navigation could load, and their imports.
    const manifest = /^window\.__reactRouterManifest=(.*);$/s.exec(body)?.[1];
    if (manifest)
      for (const match of manifest.matchAll(/"(\/assets\/[^"]+\.js)"/g))
        queue.push(new URL(match[1]!, next).href);
  }
}

async function tracesFor(who: Visitor, paths: readonly string[]): Promise<string[]> {
  const scripts = new Map<string, string>();
  const traces: string[] = [];
  for (const path of paths) {
    const response = await who.request(path, { headers: { accept: "text/html" } });
    expect(response.status, path).toBeLessThan(500);
    const html = await response.text();
    const trace = TEAM_TRACE.exec(html);
    if (trace) traces.push(`${path}: …${html.slice(Math.max(0, trace.index - 60), trace.index + 30)}…`);
    if (response.headers.get("content-type")?.includes("text/html"))
      await everythingDownloadable(who, html, new URL(path, site().siteUrl).href, scripts);
  }
  expect(scripts.size, "scripts followed").toBeGreaterThan(10);
  expect([...scripts.keys()], "the route manifest among them").toContainEqual(
    expect.stringMatching(/\/assets\/manifest-[\w-]+\.js$/),
  );
  for (const [url, body] of scripts) {
    const trace = TEAM_TRACE.exec(body);
    if (trace) traces.push(`${url}: …${body.slice(Math.max(0, trace.index - 60), trace.index + 30)}…`);
  }
  return traces;
}

describe("the launch room, to anyone off the team", () => {
  test("no page an anonymous visitor opens, and no script it could load, names a team path or route", async () => {
    expect(await tracesFor(visitor(), [...SIGNED_OUT_STATES, ...OUTSIDER_EXTRA])).toEqual([]);
  });

  test("nor for a signed-in visitor off the team, whose account menu has no Launch room", async () => {
    const { visitor: signedIn } = signedInVisitor();
    expect(await tracesFor(signedIn, [...SIGNED_IN_STATES, ...OUTSIDER_EXTRA])).toEqual([]);
    const dashboard = await signedIn.open("/dashboard");
    expect(
      dashboard.$("header a").filter((_, a) => dashboard.$(a).text().trim() === "Launch room"),
    ).toHaveLength(0);
  });

  test("a team member's menu has the Launch room, server-rendered, and their pages the team's routes", async () => {
    const team = await teamVisitor();
    for (const path of ["/", "/dashboard"]) {
      const page = await team.open(path);
      const items = page.$("header a").filter((_, a) => page.$(a).text().trim() === "Launch room");
      // The bar's avatar menu and the mobile menu.
      expect(items.map((_, a) => page.$(a).attr("href")).get(), path).toEqual(["/team", "/team"]);
    }
    const room = await team.open("/team/members");
    expect(room.status).toBe(200);
    const manifestUrl =
      room.$('link[rel="modulepreload"][href*="/manifest-"]').attr("href") ??
      /"(\/assets\/manifest-[^"]+\.js)"/.exec(room.html)?.[1];
    expect(manifestUrl).toBeDefined();
    const manifest = await (await team.request(manifestUrl!)).text();
    expect(manifest).toContain('"team-members"');
  });
});
