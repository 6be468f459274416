import * as cheerio from "cheerio";
import { describe, expect, test } from "vitest";

import { site, uniqueEmail, visitor } from "../support/pages-site";

/*
 * Headers on real pages of the production build (the server tests cover the API), and the nonce
 * every script tag must carry. That the scripts the after-paint loader starts run under the policy
 * is the browser's to show: tests/e2e/security-headers.spec.ts.
 */

const PAGES = ["/", "/auth", "/lab", "/elegance", "/technology", "/auth?tab=signup", "/no-such-page"];

/** The nonce script-src allows, from a response's Content-Security-Policy. */
function nonceOf(response: Response): string {
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(
    response.headers.get("content-security-policy") ?? "",
  );
  expect(match, "a nonce in script-src").not.toBeNull();
  return match![1]!;
}

function expectSecurityHeaders(response: Response) {
  const { headers } = response;
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const directives = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "default-src 'self'"];
  for (const directive of directives) expect(csp).toContain(directive);
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  expect(headers.get("x-powered-by")).toBeNull();
  // The site's PUBLIC_URL is http://127.0.0.1: no HSTS there.
  expect(headers.get("strict-transport-security")).toBeNull();
}

describe("every page", () => {
  test("carries the security headers, and its scripts that response's nonce, the inert module script and its loader included", async () => {
    const anonymous = visitor();
    const seen = new Set<string>();
    for (const path of PAGES) {
      const response = await anonymous.request(path, { headers: { accept: "text/html" } });
      expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expectSecurityHeaders(response);
      const nonce = nonceOf(response);
      expect(seen.has(nonce), "a fresh nonce per response").toBe(false);
      seen.add(nonce);

      const html = await response.text();
      const page = cheerio.load(html);
      // JSON-LD is data, never run, so it needs no nonce.
      const scripts = page("script").filter(
        (_, script) => page(script).attr("type") !== "application/ld+json",
      );
      expect(scripts.length, `${path}: scripts`).toBeGreaterThan(1);
      expect(
        scripts.toArray().map((script) => page(script).attr("nonce")),
        `${path}: every script's nonce`,
      ).toEqual(scripts.toArray().map(() => nonce));
      // The loader copies the inert script's nonce onto the module script it starts (decision 007).
      expect(page('script[type="modura/after-paint"]'), `${path}: the inert module script`).toHaveLength(1);
      expect(html, `${path}: the loader, with the nonce`).toContain(
        `<script nonce="${nonce}" data-after-paint-loader>(function(){`,
      );
    }
    expect(seen.size).toBe(PAGES.length);
  });
});

test("static files have the headers too, and hashed assets are cached for good", async () => {
  const anonymous = visitor();
  const home = await anonymous.open("/");
  // The entry module, which the page's after-paint loader imports (app/platform/scripts-after-paint.server.ts).
  const asset = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(
    home.text('script[type="modura/after-paint"]'),
  )?.[1];
  expect(asset).toBeDefined();
  const script = await anonymous.request(asset!);
  expect(script.status).toBe(200);
  expectSecurityHeaders(script);
  expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

  const icon = await anonymous.request("/favicon.svg");
  expect(icon.status).toBe(200);
  expectSecurityHeaders(icon);
});

test("the waitlist form's action refuses another site and takes our own", async () => {
  const anonymous = visitor();
  // The same sign-up both times: the refused one must not have been taken.
  const form = { fullName: "Ada Lovelace", email: uniqueEmail("xsite"), primaryActivity: "trail" };
  const post = (origin: string) =>
    anonymous.request("/?index", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams(form),
    });
  const foreign = await post("https://evil.example");
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toEqual({ error: "Cross-site request refused" });
  expectSecurityHeaders(foreign);

  const own = await post(new URL(site().siteUrl).origin);
  expect(own.status).toBe(200);
  expect(await own.text()).toContain("Waitlist Joined!");
});
