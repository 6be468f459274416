import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, test } from "vitest";

import { rawGet } from "../support/raw-http";
import { signedInVisitor, site, visitor } from "../support/pages-site";
import type { Visitor } from "../support/visitor";

/*
 * The anonymous render of the pages that opt in (app/lib/anonymous-page.ts) is kept for a minute
 * (server/page-cache.ts). It must never reach a signed-in visitor as it is (where a route allows, they
 * get it with their own account items in place), never hold a signed-in page, and carry a fresh
 * nonce each time, the one its own Content-Security-Policy names. What a browser makes
 * of the headers, signing out after a signed-in visit, is tests/e2e/page-cache.spec.ts.
 */

const nonceOf = (response: Response) =>
  /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

/** Asks until the cache answers (an earlier test or this one's first request may have filled it). */
async function cachedGet(who: Visitor, path: string, init: RequestInit = {}): Promise<Response> {
  await (await who.request(path, init)).body?.cancel();
  const response = await who.request(path, init);
  expect(response.headers.get("x-page-cache"), path).toBe("hit");
  return response;
}

/** Requests `path` twice and answers the second answer's x-page-cache header: none when never kept. */
async function cacheHeaderOfSecondRequest(who: Visitor, path: string, init: RequestInit = {}) {
  await (await who.request(path, init)).body?.cancel();
  const second = await who.request(path, init);
  await second.body?.cancel();
  return second.headers.get("x-page-cache");
}

test("two hits carry different nonces, each matching its own CSP header, and the same page otherwise", async () => {
  const anonymous = visitor();
  const first = await cachedGet(anonymous, "/lab");
  const second = await cachedGet(anonymous, "/lab");
  const [a, b] = [nonceOf(first), nonceOf(second)];
  expect(a).toBeDefined();
  expect(a).not.toBe(b);
  const [htmlA, htmlB] = [await first.text(), await second.text()];
  expect(htmlA).toContain(`nonce="${a}"`);
  expect(htmlA).not.toContain(b!);
  expect(htmlB).toContain(`nonce="${b}"`);
  expect(htmlA.replaceAll(a!, "N")).toBe(htmlB.replaceAll(b!, "N"));
  expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
});

test("anonymous pages may be revalidated, vary by cookie, and are compressed with gzip or brotli", async () => {
  const anonymous = visitor();
  const paths = ["/", "/lab", "/elegance", "/technology", "/auth"];
  for (const path of paths) {
    const response = await cachedGet(anonymous, path);
    await response.body?.cancel();
    expect(response.headers.get("cache-control"), path).toBe("no-cache");
    expect(response.headers.get("vary"), path).toMatch(/Cookie/);
  }
  expect(paths).toHaveLength(5);
  const home = new URL("/", site().siteUrl).href;
  // Kept gzipped (server/kept-text.ts), so gzip whenever it is taken; brotli alone, on the fly.
  const both = await rawGet(home, "br, gzip");
  expect(both.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(both.body).toString()).toContain("</html>");
  const brotli = await rawGet(home, "br");
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(brotli.body).toString()).toContain("</html>");
});

test("each address is a page of its own, query included; pages that do not opt in, POST and HEAD misses are never kept", async () => {
  const anonymous = visitor();
  // /auth renders its redirectTo into the page: the address with it is kept apart from /auth.
  const settings = "/auth?redirectTo=%2Fdashboard%2Fsettings";
  await (await cachedGet(anonymous, "/auth")).body?.cancel();
  const withQuery = await cachedGet(anonymous, settings);
  expect(await withQuery.text()).toContain("/dashboard/settings");
  expect(await (await cachedGet(anonymous, "/auth")).text()).not.toContain("/dashboard/settings");

  const neverKept = ["/no-such-page", "/lab.data", "/dashboard"];
  for (const path of neverKept) expect(await cacheHeaderOfSecondRequest(anonymous, path), path).toBeNull();
  expect(neverKept).toHaveLength(3);
  const post = await anonymous.request("/?index", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(site().siteUrl).origin },
    body: new URLSearchParams({ fullName: "A", email: "not-an-email", primaryActivity: "" }),
  });
  await post.body?.cancel();
  expect(post.headers.get("x-page-cache"), "a POST").toBeNull();

  const fresh = `/technology?pages=${Date.now()}`;
  const head = (path: string) => anonymous.request(path, { method: "HEAD" });
  expect((await head(fresh)).headers.get("x-page-cache")).toBe("miss");
  const get = await anonymous.request(fresh);
  await get.body?.cancel();
  expect(get.headers.get("x-page-cache")).toBe("miss");
  expect((await head(fresh)).headers.get("x-page-cache")).toBe("hit");
});

test("a signed-in visitor gets a kept page with their own account items only, and an anonymous one never theirs", async () => {
  const anonymous = visitor();
  // The anonymous page is in the cache before the signed-in visits...
  await (await cachedGet(anonymous, "/")).body?.cancel();
  const { visitor: signedIn, account } = signedInVisitor();
  // ...the first is rendered for them (and shows the server their items), the second is the kept
  // page with their items in place: each is theirs alone.
  for (const label of ["miss", "hit"]) {
    const home = await signedIn.request("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("x-page-cache")).toBe(label);
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    const html = await home.text();
    expect(html, label).toContain(`Account menu for ${account.name}`);
    expect(html, label).toContain(account.email);
    expect(html, label).not.toContain(">Sign In<");
    const user = /<script type="application\/json" id="signed-in-user">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(user ?? "null"), label).toMatchObject({ email: account.email, name: account.name });
    expect(html, label).toContain(`nonce="${nonceOf(home)}"`);
  }
  // A page whose body reads the user is rendered for them every time.
  expect(await cacheHeaderOfSecondRequest(signedIn, "/elegance")).toBeNull();

  // ...and no signed-in visit put anything of theirs in an anonymous page.
  const paths = ["/", "/lab", "/elegance", "/technology"];
  for (const path of paths) {
    await (await signedIn.request(path)).body?.cancel();
    await (await signedIn.request(path)).body?.cancel();
    const html = await (await cachedGet(anonymous, path)).text();
    expect(html, path).not.toContain(account.email);
    expect(html, path).not.toContain(account.name);
    expect(html, path).not.toContain("Account menu for");
    expect(html, path).not.toContain("signed-in-user");
  }
  expect(paths).toHaveLength(4);
});

test("a route's own Cache-Control is kept, and every other answer gets ours", async () => {
  const anonymous = visitor();
  const robots = await anonymous.request("/robots.txt");
  await robots.body?.cancel();
  expect(robots.headers.get("cache-control")).toBeTruthy();
  expect(robots.headers.get("cache-control")).not.toContain("no-cache");
  const notFound = await anonymous.request("/no-such-page");
  await notFound.body?.cancel();
  expect(notFound.headers.get("cache-control")).toBe("no-cache");

  const { visitor: signedIn } = signedInVisitor();
  const dashboard = await signedIn.request("/dashboard");
  await dashboard.body?.cancel();
  expect(dashboard.status).toBe(200);
  expect(dashboard.headers.get("cache-control")).toBe("private, no-store");
  expect(dashboard.headers.get("vary")).toMatch(/Cookie/);
});

test("a signed-in visitor's /auth is their redirect, never the cached sign-in form", async () => {
  await (await cachedGet(visitor(), "/auth")).body?.cancel();
  const { visitor: signedIn } = signedInVisitor();
  const response = await signedIn.request("/auth");
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/dashboard");
});
