import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { beforeAll, describe, expect, test } from "vitest";

import { POSTED_STATE, SIGNED_IN_STATES, SIGNED_OUT_STATES } from "../support/page-states";

import { EARLY_ACCESS_STATES, earlyAccessStates } from "../support/early-access";
import { signedInVisitor, teamVisitor, visitor } from "../support/pages-site";

/*
 * The HTML the server sends, before any script runs: what a visitor without JavaScript gets, what
 * every visitor sees first, and what crawlers read. Checked on every route and state, signed out
 * and signed in.
 */

type Page = { name: string; html: string };

let pages: Page[] = [];

/** The launch room's pages (a team member's) and the sign-in's code step, beside every public state. */
const TEAM_STATES = [
  "/team",
  "/team?range=7",
  "/team?from=2026-01-01&to=2026-01-10",
  "/team?range=bad",
  "/team/members",
  "/team/members?q=nobody-at-all&status=confirmed",
  "/team/members?status=wrong",
  "/team/audit",
  "/team/people",
  "/team/webhooks",
  "/team/members?flagged=yes",
  "/team/admission",
  "/team/broadcasts",
  "/team/import",
  "/team/api-keys",
  "/team/embed",
  "/team/passkeys",
] as const;
const EXTRA_STATES = TEAM_STATES.length + 4 + EARLY_ACCESS_STATES;

beforeAll(async () => {
  const anonymous = visitor();
  const { visitor: signedIn } = signedInVisitor();
  const fetchAll = async (who: typeof anonymous, paths: readonly string[], label: string) => {
    const fetched: Page[] = [];
    for (const pagePath of paths) {
      const response = await who.request(pagePath, { headers: { accept: "text/html" } });
      expect(response.status, `${label} ${pagePath}`).toBeLessThan(500);
      expect(response.headers.get("content-type"), `${label} ${pagePath}`).toContain("text/html");
      fetched.push({ name: `${label} ${pagePath}`, html: await response.text() });
    }
    return fetched;
  };
  pages = [
    ...(await fetchAll(anonymous, SIGNED_OUT_STATES, "signed out")),
    ...(await fetchAll(signedIn, SIGNED_IN_STATES, "signed in")),
  ];
  const posted = await anonymous.post(POSTED_STATE.path, POSTED_STATE.form);
  pages.push({ name: `signed out ${POSTED_STATE.name}`, html: posted.html });

  const joined = await anonymous.request("/api/waitlist", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fullName: "Html Check", email: "html-check@example.com", primaryActivity: "gym" }),
  });
  expect(joined.status, "a member for the team's pages").toBe(201);
  const team = await teamVisitor();
  pages.push(...(await fetchAll(team, TEAM_STATES, "team")));
  const members = await team.open("/team/members");
  const member = await members.follow("Html Check");
  pages.push({ name: "team a member", html: member.html });
  pages.push(...(await earlyAccessStates(team)));
  // A draft broadcast: its page shows the preview, the test send and the send form.
  const draft = await team.post("/team/broadcasts", {
    intent: "create",
    subject: "Html check",
    body: "# Hello\n\nA **draft** with a [link](https://modura.example).",
    segment: "activity=gym",
  });
  expect(draft.path, "the draft's page").toMatch(/^\/team\/broadcasts\/[0-9a-f-]{36}$/);
  pages.push({ name: "team a draft broadcast", html: draft.html });
  const enrolling = await teamVisitor({ enrolled: false });
  pages.push(...(await fetchAll(enrolling, ["/team/enrol"], "team, not enrolled")));
  pages.push(...(await fetchAll(anonymous, ["/auth/two-factor?method=backup"], "signed out")));
});

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

describe("every page state the server renders", () => {
  test("is valid HTML (W3C Nu HTML checker, errors only)", async () => {
    expect(pages.length).toBe(SIGNED_OUT_STATES.length + SIGNED_IN_STATES.length + 1 + EXTRA_STATES);
    const dir = mkdtempSync(path.join(os.tmpdir(), "modura-html-"));
    const files = new Map<string, string>();
    pages.forEach((page, i) => {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, page.html);
      files.set(file, page.name);
    });
    try {
      const report = await promisify(execFile)(
        "java",
        ["-jar", vnuJar, "--errors-only", "--format", "json", ...files.keys()],
        { maxBuffer: 16 * 1024 * 1024 },
      ).then(
        ({ stderr }) => stderr,
        (error: { stderr?: string }) => error.stderr ?? String(error),
      );
      const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
      const errors = messages
        .filter((message) => message.type === "error" || message.subType === "fatal")
        .map((message) => {
          const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "?";
          return `${files.get(file) ?? file}:${message.lastLine ?? "?"}: ${message.message}`;
        });
      expect(errors, "HTML errors").toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A deadline, not a measure: one Java process checks every state, and beside the rest of npm
    // test on two cores it once took over a minute.
  }, 180_000);

  test("never blocks zoom (WCAG 1.4.4)", () => {
    expect(pages.length).toBe(SIGNED_OUT_STATES.length + SIGNED_IN_STATES.length + 1 + EXTRA_STATES);
    for (const page of pages) {
      const viewport = /<meta name="viewport" content="([^"]*)"/.exec(page.html)?.[1];
      expect(viewport, `${page.name}: a viewport`).toBeDefined();
      expect(viewport, page.name).not.toMatch(/user-scalable\s*=\s*(no|0)/i);
      const maximum = /maximum-scale\s*=\s*([\d.]+)/i.exec(viewport!);
      expect(Number(maximum?.[1] ?? 10), page.name).toBeGreaterThanOrEqual(5);
    }
  });

  /*
   * Decision 007: the production HTML paints before any script runs. React Router's module script
   * goes out inert with a loader after it, and no modulepreload link: if an upgrade changes how
   * <Scripts> writes its tags, this fails instead of the rewrite silently stopping.
   */
  test("sends its scripts to start after the first paint", () => {
    expect(pages.length).toBe(SIGNED_OUT_STATES.length + SIGNED_IN_STATES.length + 1 + EXTRA_STATES);
    for (const page of pages) {
      const inert = page.html.match(/<script\b[^>]*type="modura\/after-paint"[^>]*>/g) ?? [];
      expect(inert, `${page.name}: one inert module script`).toHaveLength(1);
      expect(page.html, `${page.name}: no module script a browser would run at once`).not.toMatch(
        /<script\b[^>]*type="module"/,
      );
      expect(page.html, `${page.name}: no modulepreload link`).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
      const loaders = page.html.match(/<script nonce="[^"]+" data-after-paint-loader>\(function\(\)\{/g);
      expect(loaders, `${page.name}: the loader, once`).toHaveLength(1);
      expect(page.html.indexOf(inert[0]!), `${page.name}: loader after the inert script`).toBeLessThan(
        page.html.indexOf(loaders![0]!),
      );
    }
  });
});

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string };
