// @vitest-environment node
import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import {
  SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS,
  SAME_FOR_EVERY_ANONYMOUS_VISITOR,
  SAME_FOR_THE_ACCOUNT,
} from "~/lib/anonymous-page";
import type { SessionUser } from "~/platform/auth.server";
import type { SessionRead } from "~/platform/guards.server";

import {
  AccountPages,
  type CachedBuild,
  type PageCacheOptions,
  cachePages,
  carriesAuthCookie,
  documentCacheControl,
  withDocumentHeaders,
} from "./page-cache";

describe("carriesAuthCookie", () => {
  it("finds Better Auth's cookies, with or without the secure prefix, among others", () => {
    expect(carriesAuthCookie("better-auth.session_token=abc")).toBe(true);
    expect(carriesAuthCookie("theme=dark; __Secure-better-auth.session_token=abc")).toBe(true);
    expect(carriesAuthCookie("a=1;better-auth.state=xyz")).toBe(true);
  });

  it("ignores no cookie, other cookies, and the name appearing inside a value", () => {
    expect(carriesAuthCookie(null)).toBe(false);
    expect(carriesAuthCookie("")).toBe(false);
    expect(carriesAuthCookie("theme=dark; note=better-auth.session_token")).toBe(false);
  });
});

describe("documentCacheControl", () => {
  it("keeps a signed-in page out of every cache and lets an anonymous one be revalidated", () => {
    expect(documentCacheControl("better-auth.session_token=abc")).toBe("private, no-store");
    expect(documentCacheControl(null)).toBe("no-cache");
  });
});

describe("withDocumentHeaders", () => {
  const get = (cookie?: string) =>
    new Request("http://site.test/lab", { headers: cookie ? { Cookie: cookie } : {} });

  it("adds Cache-Control by session and Vary: Cookie, keeping status and the other headers", () => {
    const page = new Response("<p>x</p>", { status: 201, headers: { "Content-Type": "text/html" } });
    const anonymous = withDocumentHeaders(get(), page);
    expect(anonymous.status).toBe(201);
    expect(anonymous.headers.get("Content-Type")).toBe("text/html");
    expect(anonymous.headers.get("Cache-Control")).toBe("no-cache");
    expect(anonymous.headers.get("Vary")).toBe("Cookie");
    const signedIn = withDocumentHeaders(get("better-auth.session_token=a"), new Response("x"));
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps a route's own Cache-Control and adds Cookie to its Vary once", () => {
    const robots = new Response("User-agent: *", {
      headers: { "Cache-Control": "public, max-age=3600", Vary: "Accept-Encoding" },
    });
    const answer = withDocumentHeaders(get(), robots);
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(answer.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    expect(withDocumentHeaders(get(), answer).headers.get("Vary")).toBe("Accept-Encoding, Cookie");
  });
});

// A build like React Router's: the root, two pages that opt in, one that does not, and the splat.
const shared = { handle: SAME_FOR_EVERY_ANONYMOUS_VISITOR };
const build: CachedBuild = {
  assets: { version: "v1" },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: shared },
    "routes/lab": { id: "routes/lab", parentId: "root", path: "lab", module: shared },
    "routes/technology": {
      id: "routes/technology",
      parentId: "root",
      path: "technology",
      module: { handle: SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS },
    },
    "routes/dashboard": { id: "routes/dashboard", parentId: "root", path: "dashboard", module: {} },
    "routes/mine": {
      id: "routes/mine",
      parentId: "root",
      path: "mine",
      module: { handle: SAME_FOR_THE_ACCOUNT },
    },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: {} },
  },
};

type Context = { cspNonce: string; session: () => Promise<SessionRead> };

/**
 * A page handler that renders the address, its nonce (twice, as React Router's scripts do) and how
 * many times it has rendered, so a test can tell a kept page from a fresh one.
 */
function site(answer: (request: Request) => ResponseInit & { body?: string } = () => ({})) {
  let renders = 0;
  const handler = async (request: Request, { cspNonce }: Context) => {
    renders += 1;
    const { body, ...init } = answer(request);
    const url = new URL(request.url);
    const html =
      body ??
      `<script nonce="${cspNonce}">a</script><p>${url.pathname}${url.search} render ${renders}</p><script nonce="${cspNonce}">b</script>`;
    return new Response(html, {
      ...init,
      headers: { "Content-Type": "text/html; charset=utf-8", "X-Route-Header": "kept", ...init.headers },
    });
  };
  return { handler, renders: () => renders };
}

let nonces = 0;
const freshNonce = () => `nonce${++nonces}AAAAAAAAAAAAAAA==`;

/**
 * The cache around `handler`; each request's session reads as `session` says (anonymous by
 * default, whatever its cookie: the cache itself only looks at whether one is there).
 */
function cached(
  handler: (request: Request, context: Context) => Promise<Response>,
  options: Partial<PageCacheOptions> = {},
) {
  const handle = cachePages(handler, { getBuild: async () => build, ...options });
  return async (path: string, init: RequestInit = {}, session: SessionRead = nobody) => {
    const cspNonce = freshNonce();
    const response = await handle(new Request(`http://site.test${path}`, init), {
      cspNonce,
      session: async () => session,
    });
    return { response, cspNonce, html: await response.text() };
  };
}

/** A fresh cache that answers its second request for `path` (a hit) with these Accept-Encoding values. */
function cachedWith(handler: ReturnType<typeof site>["handler"]) {
  const handle = cachePages(handler, { getBuild: async () => build });
  return async (path: string, encodings: string, cspNonce: string) => {
    const context = { cspNonce: freshNonce(), session: async () => nobody };
    await handle(new Request(`http://site.test${path}`), context);
    const request = new Request(`http://site.test${path}`, { headers: { "Accept-Encoding": encodings } });
    const response = await handle(request, { ...context, cspNonce });
    expect(response.headers.get("X-Page-Cache")).toBe("hit");
    return response;
  };
}

const nobody: SessionRead = { readable: true, user: null, team: null };
const withSessionCookie = { headers: { Cookie: "better-auth.session_token=abc" } };

function member(name: string): SessionUser {
  return {
    id: `id-${name}`,
    name,
    email: `${name.toLowerCase()}@example.com`,
    image: null,
    emailVerified: true,
    createdAt: "2026-11-01T00:00:00.000Z",
  };
}
const signedIn = (user: SessionUser): SessionRead => ({ readable: true, user, team: null });

/**
 * A page with the header's two places of account items (app/lib/account-items.ts), filled by the
 * session as AccountNav fills them, an inline script inside one of them, and a render count.
 */
function siteWithAccountItems() {
  let renders = 0;
  const handler = async (request: Request, { cspNonce, session }: Context) => {
    renders += 1;
    const found = await session();
    const user = found.readable ? found.user : null;
    const bar = user
      ? `<div><span>Account menu for ${user.name}</span></div><script nonce="${cspNonce}">${user.id}</script>`
      : `<a href="/auth">Sign In</a>`;
    const menu = user ? `<div><p>${user.email}</p></div>` : `<div><a href="/auth">Sign In</a></div>`;
    const html =
      `<script nonce="${cspNonce}">a</script><header><div data-account-items="bar">${bar}</div>` +
      `<div id="menu"><div data-account-items="menu">${menu}</div></div></header>` +
      `<main>${new URL(request.url).pathname} render ${renders}</main><script nonce="${cspNonce}">b</script>`;
    return new Response(html, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  };
  return { handler, renders: () => renders };
}

describe("cachePages", () => {
  it("answers a second anonymous visit from the store, with the whole answer and this response's nonce", async () => {
    const { handler, renders } = site(() => ({ status: 200, statusText: "Fine" }));
    const get = cached(handler);

    const first = await get("/lab");
    expect(first.response.headers.get("X-Page-Cache")).toBe("miss");
    expect(first.html).toContain(`nonce="${first.cspNonce}"`);

    const second = await get("/lab");
    expect(renders()).toBe(1);
    expect(second.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(second.response.status).toBe(200);
    expect(second.response.statusText).toBe("Fine");
    expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("X-Route-Header")).toBe("kept");
    // Its own nonce everywhere the first had one, and nothing of the first's.
    expect(second.html).not.toContain(first.cspNonce);
    expect(second.html).toBe(first.html.replaceAll(first.cspNonce, second.cspNonce));
    expect(second.html).toContain("/lab render 1");
  });

  it("sends a kept page gzipped to a client that takes gzip, the same page with its own nonce", async () => {
    const { handler } = site();
    const get = cached(handler);
    const plain = await get("/lab");
    expect(plain.response.headers.get("Content-Encoding")).toBeNull();
    const sameRender = (html: string) => html.replace(/render \d+/, "render n");
    for (const encodings of ["gzip", "br, gzip, deflate", "gzip;q=0.5, *;q=0.1"]) {
      const cspNonce = freshNonce();
      const gzipped = await cachedWith(handler)("/lab", encodings, cspNonce);
      expect(gzipped.headers.get("Content-Encoding"), encodings).toBe("gzip");
      expect(gzipped.headers.get("Vary"), encodings).toContain("Accept-Encoding");
      const html = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString();
      expect(sameRender(html), encodings).toBe(sameRender(plain.html.replaceAll(plain.cspNonce, cspNonce)));
    }
    // Refused, or brotli only: the page as it is (the compression middleware may still compress it).
    for (const encodings of ["gzip;q=0", "br", "identity"]) {
      const answer = await cachedWith(handler)("/lab", encodings, freshNonce());
      expect(answer.headers.get("Content-Encoding"), encodings).toBeNull();
    }
  });

  it("keeps each address apart, query included, and the index page too", async () => {
    const { handler, renders } = site();
    const get = cached(handler);
    await get("/");
    await get("/lab?tab=b");
    expect((await get("/lab")).html).toContain("/lab render 3");
    expect((await get("/lab?tab=b")).html).toContain("/lab?tab=b render 2");
    expect((await get("/")).html).toContain("/ render 1");
    expect(renders()).toBe(3);
  });

  it("never answers a request with a session cookie from the store, nor keeps its page", async () => {
    const { handler, renders } = site();
    const get = cached(handler);
    await get("/lab");
    const signedIn = { headers: { Cookie: "theme=dark; better-auth.session_token=abc" } };
    const theirs = await get("/lab", signedIn);
    expect(theirs.html).toContain("render 2");
    expect(theirs.response.headers.get("X-Page-Cache")).toBeNull();

    const fresh = cached(handler);
    await fresh("/lab", signedIn);
    expect((await fresh("/lab")).response.headers.get("X-Page-Cache")).toBe("miss");
    expect(renders()).toBe(4);
  });

  it("never keeps an answer that sets a cookie, is not a 200, or is not HTML", async () => {
    const answers: Record<string, ResponseInit & { body?: string }> = {
      "/lab": { headers: { "Set-Cookie": "better-auth.session_token=abc" } },
      "/": { status: 500 },
    };
    const { handler, renders } = site((request) => answers[new URL(request.url).pathname] ?? {});
    const get = cached(handler);
    for (const path of ["/lab", "/lab", "/", "/"]) await get(path);
    expect(renders()).toBe(4);

    const json = site(() => ({ headers: { "Content-Type": "application/json" }, body: "{}" }));
    const getJson = cached(json.handler);
    await getJson("/lab");
    await getJson("/lab");
    expect(json.renders()).toBe(2);
  });

  it("leaves routes that do not opt in, other methods and data requests alone", async () => {
    const { handler, renders } = site();
    const get = cached(handler);
    for (const path of ["/dashboard", "/dashboard", "/nope", "/nope", "/lab.data", "/lab.data"]) {
      expect((await get(path)).response.headers.get("X-Page-Cache"), path).toBeNull();
    }
    await get("/lab", { method: "POST", body: "x" });
    await get("/lab", { method: "POST", body: "x" });
    expect(renders()).toBe(8);
  });

  it("answers HEAD from the store without a body, and keeps nothing from a HEAD", async () => {
    const { handler, renders } = site();
    const get = cached(handler);
    await get("/lab", { method: "HEAD" });
    expect((await get("/lab")).response.headers.get("X-Page-Cache")).toBe("miss");
    const head = await get("/lab", { method: "HEAD" });
    expect(head.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(head.html).toBe("");
    expect(renders()).toBe(2);
  });

  it("renders again after the time to live, and for a new build", async () => {
    let now = 0;
    let version = "v1";
    const { handler, renders } = site();
    const get = cached(handler, {
      ttlMs: 60_000,
      now: () => now,
      getBuild: async () => ({ ...build, assets: { version } }),
    });
    await get("/lab");
    now = 59_999;
    expect((await get("/lab")).response.headers.get("X-Page-Cache")).toBe("hit");
    now = 60_000;
    expect((await get("/lab")).response.headers.get("X-Page-Cache")).toBe("miss");
    version = "v2";
    expect((await get("/lab")).response.headers.get("X-Page-Cache")).toBe("miss");
    expect(renders()).toBe(3);
  });

  it("holds at most maxPages, dropping the oldest", async () => {
    const { handler, renders } = site();
    const get = cached(handler, { maxPages: 2 });
    for (const path of ["/lab?a", "/lab?b", "/lab?c"]) await get(path);
    expect((await get("/lab?c")).response.headers.get("X-Page-Cache")).toBe("hit");
    expect((await get("/lab?b")).response.headers.get("X-Page-Cache")).toBe("hit");
    expect((await get("/lab?a")).response.headers.get("X-Page-Cache")).toBe("miss");
    expect(renders()).toBe(4);
  });

  it("keeps nothing from a request the client abandoned", async () => {
    const { handler, renders } = site();
    const get = cached(handler);
    const controller = new AbortController();
    controller.abort();
    await get("/lab", { signal: controller.signal });
    expect((await get("/lab")).response.headers.get("X-Page-Cache")).toBe("miss");
    expect(renders()).toBe(2);
  });
});

describe("cachePages for signed-in visitors", () => {
  const ada = member("Ada");

  it("serves the kept anonymous page with the visitor's own account items, once a render of theirs showed them", async () => {
    const { handler, renders } = siteWithAccountItems();
    const get = cached(handler);
    const anonymous = await get("/technology");

    const first = await get("/technology", withSessionCookie, signedIn(ada));
    expect(first.response.headers.get("X-Page-Cache")).toBe("miss");
    expect(first.html).toContain("render 2");
    expect(first.html).toContain("Account menu for Ada");

    const second = await get("/technology", withSessionCookie, signedIn(ada));
    expect(renders()).toBe(2);
    expect(second.response.headers.get("X-Page-Cache")).toBe("hit");
    // The anonymous render's page, the first render's items, and this response's nonce throughout.
    expect(second.html).toBe(
      first.html.replaceAll(first.cspNonce, second.cspNonce).replace("render 2", "render 1"),
    );
    expect(second.html).not.toContain(anonymous.cspNonce);
    // The anonymous page's caching is not a signed-in page's.
    expect(second.response.headers.get("Cache-Control")).toBeNull();

    const later = await get("/technology");
    expect(later.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(later.html).not.toContain("Ada");
    expect(later.html).toContain("Sign In");
  });

  it("keeps each visitor's own items, and a changed user is a new visitor", async () => {
    const { handler, renders } = siteWithAccountItems();
    const get = cached(handler);
    const grace = member("Grace");
    await get("/technology", withSessionCookie, signedIn(ada));
    await get("/technology", withSessionCookie, signedIn(grace));
    expect(renders()).toBe(3);
    expect((await get("/technology", withSessionCookie, signedIn(ada))).html).toContain(
      "Account menu for Ada",
    );
    const theirs = await get("/technology", withSessionCookie, signedIn(grace));
    expect(theirs.html).toContain("Account menu for Grace");
    expect(theirs.html).not.toContain("Ada");
    expect(renders()).toBe(3);

    const renamed = await get("/technology", withSessionCookie, signedIn({ ...ada, name: "Ada L." }));
    expect(renamed.response.headers.get("X-Page-Cache")).toBe("miss");
    expect(renamed.html).toContain("Account menu for Ada L.");
    expect(renders()).toBe(4);
  });

  it("renders and keeps the anonymous page a signed-in visitor's is built on when none is kept", async () => {
    const { handler, renders } = siteWithAccountItems();
    const get = cached(handler);
    const first = await get("/technology", withSessionCookie, signedIn(ada));
    expect(first.html).toContain("Account menu for Ada");
    expect(renders()).toBe(2);
    const anonymous = await get("/technology");
    expect(anonymous.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(anonymous.html).toContain("render 1");
    expect(anonymous.html).not.toContain("Ada");
  });

  it("leaves a session it cannot read, a cookie that names nobody, HEAD and anonymous-only routes to React Router", async () => {
    const { handler, renders } = siteWithAccountItems();
    const get = cached(handler);
    await get("/technology");
    await get("/lab");
    for (const session of [{ readable: false } as const, nobody]) {
      const answer = await get("/technology", withSessionCookie, session);
      expect(answer.response.headers.get("X-Page-Cache")).toBeNull();
    }
    await get("/technology", { ...withSessionCookie, method: "HEAD" }, signedIn(ada));
    for (let i = 0; i < 2; i++) {
      const lab = await get("/lab", withSessionCookie, signedIn(ada));
      expect(lab.response.headers.get("X-Page-Cache")).toBeNull();
    }
    expect(renders()).toBe(7);
  });

  it("serves the visitor's own render when the page has no account items to cut", async () => {
    const { handler, renders } = site();
    const get = cached(handler);
    await get("/technology");
    for (let i = 0; i < 2; i++) {
      const answer = await get("/technology", withSessionCookie, signedIn(ada));
      expect(answer.response.headers.get("X-Page-Cache")).toBeNull();
    }
    expect(renders()).toBe(3);
  });
});

describe("cachePages for an account's own pages", () => {
  const ada = member("Ada");
  const grace = member("Grace");

  /** A page that shows whoever the session names, and how many times it has rendered. */
  function accountSite(rendering: () => Promise<void> = async () => {}) {
    let renders = 0;
    const handler = async (request: Request, { cspNonce, session }: Context) => {
      renders += 1;
      await rendering();
      const found = await session();
      const name = (found.readable && found.user?.name) || "nobody";
      return new Response(
        `<script nonce="${cspNonce}">a</script><p>Account menu for ${name}, render ${renders}</p>`,
        {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        },
      );
    };
    return { handler, renders: () => renders };
  }

  it("serves each account its own kept render, and nobody else", async () => {
    const { handler, renders } = accountSite();
    const get = cached(handler);
    const first = await get("/mine", withSessionCookie, signedIn(ada));
    expect(first.response.headers.get("X-Page-Cache")).toBe("miss");
    const again = await get("/mine", withSessionCookie, signedIn(ada));
    expect(again.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(again.html).toBe(first.html.replaceAll(first.cspNonce, again.cspNonce));

    const theirs = await get("/mine", withSessionCookie, signedIn(grace));
    expect(theirs.response.headers.get("X-Page-Cache")).toBe("miss");
    expect(theirs.html).toContain("Account menu for Grace, render 2");
    expect((await get("/mine", withSessionCookie, signedIn(ada))).html).toContain(
      "Account menu for Ada, render 1",
    );
    // Another address, a renamed user, a stale cookie, a team member: none of them is served Ada's page.
    expect((await get("/mine?tab=2", withSessionCookie, signedIn(ada))).html).toContain("render 3");
    expect((await get("/mine", withSessionCookie, signedIn({ ...ada, name: "Ada L." }))).html).toContain(
      "render 4",
    );
    expect((await get("/mine", withSessionCookie, nobody)).html).toContain("nobody, render 5");
    expect((await get("/mine", {}, nobody)).html).toContain("render 6");
    const team = {
      ...signedIn(grace),
      team: { role: "admin", twoFactorEnabled: true, secondFactorAt: null, sessionId: "s" },
    } as const;
    for (let i = 0; i < 2; i++)
      expect((await get("/mine", withSessionCookie, team)).response.headers.get("X-Page-Cache")).toBeNull();
    expect(renders()).toBe(8);
  });

  it("renders again once the account is forgotten, keeping no render the forget overtook, and after the time to live", async () => {
    let clock = 0;
    const accountPages = new AccountPages({ now: () => clock, ttlMs: 5_000 });
    let hold: Promise<void> | undefined;
    let rendering = () => {};
    const { handler, renders } = accountSite(async () => {
      rendering();
      await hold;
    });
    const get = cached(handler, { accountPages });
    await get("/mine", withSessionCookie, signedIn(ada));
    accountPages.forget(ada.id);
    expect((await get("/mine", withSessionCookie, signedIn(ada))).html).toContain("render 2");

    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (rendering = resolve));
    accountPages.forget(ada.id);
    const during = get("/mine", withSessionCookie, signedIn(ada));
    await started;
    accountPages.forget(ada.id);
    release();
    hold = undefined;
    expect((await during).html).toContain("render 3");
    expect((await get("/mine", withSessionCookie, signedIn(ada))).html).toContain("render 4");
    expect((await get("/mine", withSessionCookie, signedIn(ada))).html).toContain("render 4");

    clock += 5_000;
    expect((await get("/mine", withSessionCookie, signedIn(ada))).html).toContain("render 5");
    expect(renders()).toBe(5);
  });
});
