import type { APIRequestContext, APIResponse } from "@playwright/test";

import { accountMenuButton, createAccount, mainNav, waitForSignedInNav } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// The anonymous render of public pages is kept for a minute (server/page-cache.ts). It must never
// reach a signed-in visitor, never hold a signed-in page, and carry a fresh nonce each time.

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

test("a query string, another method or an unlisted page is never served from the cache", async ({
  request,
}) => {
  await request.get("/auth");
  expect((await request.get("/auth?tab=signup")).headers()["x-page-cache"]).toBeUndefined();
  expect((await request.get("/no-such-page")).headers()["x-page-cache"]).toBeUndefined();
  await request.get("/dashboard", { maxRedirects: 0 });
  expect((await request.get("/dashboard", { maxRedirects: 0 })).headers()["x-page-cache"]).toBeUndefined();
});

test("a signed-in visitor never gets the cached anonymous page, nor an anonymous one theirs", async ({
  page,
  request,
}) => {
  // The anonymous page is in the cache before the signed-in visit...
  await cachedGet(request, "/");
  const account = await createAccount(page, "cache", "Cache Tester");
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
  await waitForSignedInNav(page);
  await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Cache Tester");
  await page.context().clearCookies();
  await page.goto("/");
  await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test("a route's own Cache-Control is kept, and every other answer gets ours", async ({ page, request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["cache-control"]).not.toContain("no-cache");
  expect((await request.get("/no-such-page")).headers()["cache-control"]).toBe("no-cache");
  await createAccount(page, "cache-headers");
  const dashboard = await page.request.get("/dashboard");
  expect(dashboard.status()).toBe(200);
  expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
  expect(dashboard.headers()["vary"]).toMatch(/Cookie/);
});

test("a signed-in visitor's /auth is their redirect, never the cached sign-in form", async ({
  page,
  request,
}) => {
  await cachedGet(request, "/auth");
  await createAccount(page, "cache-auth");
  const response = await page.request.get("/auth", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/dashboard");
});
