// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  PageStore,
  carriesAuthCookie,
  cutAtNonce,
  documentCacheControl,
  isCacheableRequest,
  withNonce,
} from "./page-cache";

describe("carriesAuthCookie", () => {
  it("finds Better Auth's cookies, with or without the secure prefix, among others", () => {
    expect(carriesAuthCookie("better-auth.session_token=abc")).toBe(true);
    expect(carriesAuthCookie("theme=dark; __Secure-better-auth.session_token=abc")).toBe(true);
    expect(carriesAuthCookie("a=1;better-auth.state=xyz")).toBe(true);
  });

  it("ignores no cookie, other cookies, and the name appearing inside a value", () => {
    expect(carriesAuthCookie(undefined)).toBe(false);
    expect(carriesAuthCookie("")).toBe(false);
    expect(carriesAuthCookie("theme=dark; note=better-auth.session_token")).toBe(false);
  });
});

describe("documentCacheControl", () => {
  it("keeps a signed-in page out of every cache and lets an anonymous one be revalidated", () => {
    expect(documentCacheControl("better-auth.session_token=abc")).toBe("private, no-store");
    expect(documentCacheControl(undefined)).toBe("no-cache");
  });
});

describe("isCacheableRequest", () => {
  const anonymous = { method: "GET", url: "/lab", cookie: undefined };

  it("takes an anonymous GET or HEAD of a listed page", () => {
    for (const url of ["/", "/lab", "/elegance", "/technology", "/auth"]) {
      expect(isCacheableRequest({ ...anonymous, url })).toBe(true);
    }
    expect(isCacheableRequest({ ...anonymous, method: "HEAD" })).toBe(true);
    expect(isCacheableRequest({ ...anonymous, cookie: "theme=dark" })).toBe(true);
  });

  it("refuses a session, a query string, another method or an unlisted page", () => {
    expect(isCacheableRequest({ ...anonymous, cookie: "better-auth.session_token=abc" })).toBe(false);
    expect(isCacheableRequest({ ...anonymous, url: "/auth?tab=signup" })).toBe(false);
    expect(isCacheableRequest({ ...anonymous, url: "/lab?" })).toBe(false);
    expect(isCacheableRequest({ ...anonymous, method: "POST", url: "/" })).toBe(false);
    for (const url of [
      "/dashboard",
      "/adaptiq-demo",
      "/lab.data",
      "/lab/",
      "/nope",
      "/auth/google-complete",
    ]) {
      expect(isCacheableRequest({ ...anonymous, url })).toBe(false);
    }
  });
});

describe("cutAtNonce and withNonce", () => {
  it("give back the page with each nonce replaced by the new one", () => {
    const nonce = "b64+/nonce==";
    const html = `<script nonce="${nonce}">a</script><p>x</p><script nonce="${nonce}">b</script>`;
    const page = { contentType: "text/html", parts: cutAtNonce(html, nonce), expires: 0 };
    expect(withNonce(page, "fresh")).toBe(
      '<script nonce="fresh">a</script><p>x</p><script nonce="fresh">b</script>',
    );
    expect(withNonce(page, nonce)).toBe(html);
  });
});

describe("PageStore", () => {
  it("keeps a page for its time to live, per build version", () => {
    let now = 1_000;
    const store = new PageStore(60_000, () => now);
    store.set("v1", "/", { contentType: "text/html", parts: ["a"] });
    expect(store.get("v1", "/")?.parts).toEqual(["a"]);
    expect(store.get("v2", "/")).toBeUndefined();
    expect(store.get("v1", "/lab")).toBeUndefined();
    now += 59_999;
    expect(store.get("v1", "/")).toBeDefined();
    now += 1;
    expect(store.get("v1", "/")).toBeUndefined();
  });

  it("drops the pages of an older build when a newer one is stored", () => {
    const store = new PageStore(60_000, () => 0);
    store.set("v1", "/", { contentType: "text/html", parts: ["old"] });
    store.set("v2", "/lab", { contentType: "text/html", parts: ["new"] });
    expect(store.get("v1", "/")).toBeUndefined();
    expect(store.get("v2", "/lab")?.parts).toEqual(["new"]);
  });
});
