import type { APIRequestContext, APIResponse } from "@playwright/test";

import { accountMenuButton, mainNav } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// The anonymous render of the pages that opt in (app/lib/anonymous-page.ts) is kept for a minute
// (server/page-cache.ts). It must never reach a signed-in visitor, never hold a signed-in page, and
// carry a fresh nonce each time, the one its own Content-Security-Policy names.

const nonceOf = (response: APIResponse) =>
  /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

/** Asks until the cache answers (an earlier test or this one's first request may have filled it). */
async function cachedGet(request: APIRequestContext, path: string): Promise<APIResponse> {
  await request.get(path);
  const response = await request.get(path);
  expect(response.headers()["x-page-cache"]).toBe("hit");
  return response;
}

test("two hits carry different nonces, each matching its own CSP header, and the same page otherwise", async ({
  request,
}) => {
  const first = await cachedGet(request, "/lab");
  const second = await cachedGet(request, "/lab");
  const [a, b] = [nonceOf(first), nonceOf(second)];
  expect(a).toBeDefined();
  expect(a).not.toBe(b);
  const [htmlA, htmlB] = [await first.text(), await second.text()];
  expect(htmlA).toContain(`nonce="${a}"`);
  expect(htmlA).not.toContain(b!);
  expect(htmlB).toContain(`nonce="${b}"`);
  expect(htmlA.replaceAll(a!, "N")).toBe(htmlB.replaceAll(b!, "N"));
  expect(first.headers()["content-type"]).toBe("text/html; charset=utf-8");
});

test("anonymous pages may be revalidated, vary by cookie, and are compressed with brotli or gzip", async ({
  request,
}) => {
  for (const path of ["/", "/lab", "/elegance", "/technology", "/auth"]) {
    const response = await cachedGet(request, path);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["vary"]).toMatch(/Cookie/);
  }
  const brotli = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("</html>");
});

test("each address is a page of its own, query included; pages that do not opt in, POST and HEAD misses are never kept", async ({
  request,
}) => {
  // /auth renders its redirectTo into the page: the address with it is kept apart from /auth.
  const settings = "/auth?redirectTo=%2Fdashboard%2Fsettings";
  await cachedGet(request, "/auth");
  const withQuery = await cachedGet(request, settings);
  expect(await withQuery.text()).toContain("/dashboard/settings");
  expect(await (await cachedGet(request, "/auth")).text()).not.toContain("/dashboard/settings");

  for (const path of ["/no-such-page", "/lab.data"]) {
    await request.get(path);
    expect((await request.get(path)).headers()["x-page-cache"], path).toBeUndefined();
  }
  await request.get("/dashboard", { maxRedirects: 0 });
  expect((await request.get("/dashboard", { maxRedirects: 0 })).headers()["x-page-cache"]).toBeUndefined();

  const fresh = `/technology?e2e=${Date.now()}`;
  expect((await request.head(fresh)).headers()["x-page-cache"]).toBe("miss");
  expect((await request.get(fresh)).headers()["x-page-cache"]).toBe("miss");
  expect((await request.head(fresh)).headers()["x-page-cache"]).toBe("hit");
});

test("a signed-in visitor never gets the cached anonymous page, nor an anonymous one theirs", async ({
  page,
  request,
  accounts,
}) => {
  // The anonymous page is in the cache before the signed-in visit...
  await cachedGet(request, "/");
  const account = await accounts.create(page, "cache", "Cache Tester");
  const signedIn = await page.request.get("/");
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
  const signedInHtml = await signedIn.text();
  expect(signedInHtml).toContain(account.email);
  expect(signedInHtml).toContain("Account menu for");

  // ...and the signed-in render did not replace it.
  for (const path of ["/", "/lab", "/elegance", "/technology"]) {
    await page.request.get(path);
    const anonymous = await cachedGet(request, path);
    const html = await anonymous.text();
    expect(html, path).not.toContain(account.email);
    expect(html, path).not.toContain("Cache Tester");
    expect(html, path).not.toContain("Account menu for");
  }

  // In the browser, too: the signed-in navigation, then the signed-out one after signing out.
  await page.goto("/");
  await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Cache Tester");
  await page.context().clearCookies();
  await page.goto("/");
  await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test("a route's own Cache-Control is kept, and every other answer gets ours", async ({
  page,
  request,
  accounts,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["cache-control"]).not.toContain("no-cache");
  expect((await request.get("/no-such-page")).headers()["cache-control"]).toBe("no-cache");
  await accounts.create(page, "cache-headers");
  const dashboard = await page.request.get("/dashboard");
  expect(dashboard.status()).toBe(200);
  expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
  expect(dashboard.headers()["vary"]).toMatch(/Cookie/);
});

test("a signed-in visitor's /auth is their redirect, never the cached sign-in form", async ({
  page,
  request,
  accounts,
}) => {
  await cachedGet(request, "/auth");
  await accounts.create(page, "cache-auth");
  const response = await page.request.get("/auth", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/dashboard");
});
