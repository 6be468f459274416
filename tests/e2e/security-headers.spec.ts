import type { APIResponse } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

// Headers on real pages of the production build (the server tests cover the API), and the nonce
// every script tag must carry.

const PAGES = ["/", "/auth", "/lab", "/elegance", "/technology", "/auth?tab=signup", "/no-such-page"];

function nonceOf(response: { headers(): Record<string, string> }): string {
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(
    response.headers()["content-security-policy"] ?? "",
  );
  expect(match, "a nonce in script-src").not.toBeNull();
  return match![1]!;
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "default-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(headers["x-powered-by"]).toBeUndefined();
  // The suite's PUBLIC_URL is http://localhost: no HSTS there.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test("every page's scripts carry that response's nonce, the inert module script and its loader included", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status()).toBe(path === "/no-such-page" ? 404 : 200);
    expectSecurityHeaders(response);
    const nonce = nonceOf(response);
    expect(seen.has(nonce), "a fresh nonce per response").toBe(false);
    seen.add(nonce);

    const html = await response.text();
    // JSON-LD is data, never run, so it needs no nonce.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    // The loader copies the inert script's nonce onto the module script it starts (decision 007).
    const inert = scripts.filter((tag) => tag.includes('type="modura/after-paint"'));
    expect(inert, `${path}: the inert module script, with the nonce`).toHaveLength(1);
    expect(html, `${path}: the loader, with the nonce`).toContain(
      `<script nonce="${nonce}" data-after-paint-loader>(function(){`,
    );
  }
});

/*
 * The production HTML has no modulepreload link and no module script a browser runs at once: the
 * after-paint loader adds them (app/server/scripts-after-paint.server.ts). What can go wrong now
 * happens in the browser: the script the loader creates must carry the nonce, or CSP blocks it and
 * the page never hydrates.
 */
test("the scripts the after-paint loader starts run under the CSP", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto("/");
  const nonce = nonceOf(response!);
  // Hydration is the subject: it happens only if the module script the loader made was allowed to run.
  await waitForHydration(page);
  const started = await page.evaluate(() => ({
    moduleScripts: [...document.querySelectorAll<HTMLScriptElement>('head script[type="module"]')].map(
      (script) => script.nonce,
    ),
    violations: (window as unknown as { cspViolations: string[] }).cspViolations,
  }));
  expect(started.moduleScripts, "the loader's module script, with the response's nonce").toEqual([nonce]);
  expect(started.violations, "CSP violations").toEqual([]);
});

test("static files have the headers too, and hashed assets are cached for good", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The entry module, which the page's after-paint loader imports (app/server/scripts-after-paint.server.ts).
  const asset = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const script = await request.get(asset!);
  expect(script.status()).toBe(200);
  expectSecurityHeaders(script);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expectSecurityHeaders(icon);
});

test("the waitlist form's action refuses another site and takes our own", async ({ request, baseURL }) => {
  const form = {
    fullName: "Ada Lovelace",
    email: `xsite-${Date.now()}@example.com`,
    primaryActivity: "trail",
  };
  const foreign = await request.post("/?index", { form, headers: { Origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({ error: "Cross-site request refused" });
  expectSecurityHeaders(foreign);

  const own = await request.post("/?index", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain("Waitlist Joined!");
});
