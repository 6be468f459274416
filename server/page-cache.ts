import { type RouteObject, matchRoutes } from "react-router";

import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

import {
  isSameForEveryAnonymousVisitor,
  isSameForEveryoneButTheAccountItems,
  isSameForTheAccount,
} from "~/lib/anonymous-page";
import type { SessionUser } from "~/platform/auth.server";
import type { RequestSession } from "~/platform/guards.server";
import { SESSION_CACHE_TTL_MS } from "~/platform/session-cache.server";

import { cutAccountItems, withAccountItems } from "./account-items-cut";
import { type KeptText, gzipParts, keptText, plainParts } from "./kept-text";

/** Short, so what the root loader computes (the year, whether Google sign-in is up) stays right. */
export const PAGE_TTL_MS = 60_000;

/** How long a signed-in visitor's account items are kept after their last page. */
const ACCOUNT_ITEMS_TTL_MS = 10 * 60_000;

const MAX_VISITORS = 5_000;

/**
 * Stands in for the CSP nonce in kept HTML. React escapes "<" in text and attributes and its data
 * scripts are JSON, where a NUL is written \u0000: this text never occurs in a page.
 */
const NONCE_MARK = "\u0000<nonce>\u0000";

/** Says "hit" or "miss" on every answer the cache gave (the metrics count them: server/metrics.ts). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** All accounts' kept pages together (each ~100 KB, plain and gzip), the least recently used out first. */
const ACCOUNT_PAGES_MAX_BYTES = 64 * 2 ** 20;

/** Forgets remembered at once; each is a few bytes, and lives twice the accounts' time to live. */
const MAX_FORGOTTEN_ACCOUNTS = 100_000;

/** A page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 1_000_000;

/** Paths whose route is remembered (made-up paths would otherwise fill memory). */
const MAX_PATHS = 1_000;

/** Each address is a page of its own: the bound keeps made-up query strings from filling memory. */
const MAX_PAGES = 200;

// Better Auth names its cookies `better-auth.<name>`, with `__Secure-` when PUBLIC_URL is https.
const AUTH_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?better-auth[.-]/;

/** Whether a Cookie header carries any Better Auth cookie (a session, or one mid-sign-in). */
export function carriesAuthCookie(cookieHeader: string | null | undefined): boolean {
  return typeof cookieHeader === "string" && AUTH_COOKIE.test(cookieHeader);
}

/** Cache-Control for a page or data request: a signed-in one is private to that browser. */
export function documentCacheControl(cookieHeader: string | null | undefined): string {
  return carriesAuthCookie(cookieHeader) ? "private, no-store" : "no-cache";
}

/**
 * Cache-Control and Vary for what React Router answers (pages, their data, redirects). A route that
 * sets its own Cache-Control (robots.txt, the sitemap) keeps it.
 */
export function withDocumentHeaders(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  const { vary, cacheControl } = documentHeaderValues(
    headers.get("Vary"),
    headers.get("Cache-Control"),
    request.headers.get("Cookie"),
  );
  headers.set("Vary", vary);
  headers.set("Cache-Control", cacheControl);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The same for a kept answer's headers (names in lower case, as a Headers object gives them). */
export function withDocumentHeaderList(
  headers: readonly [string, string][],
  cookieHeader: string | null | undefined,
): [string, string][] {
  const rest = headers.filter(([name]) => name !== "vary" && name !== "cache-control");
  const { vary, cacheControl } = documentHeaderValues(
    headers.find(([name]) => name === "vary")?.[1] ?? null,
    headers.find(([name]) => name === "cache-control")?.[1] ?? null,
    cookieHeader,
  );
  return [...rest, ["vary", vary], ["cache-control", cacheControl]];
}

function documentHeaderValues(
  vary: string | null,
  cacheControl: string | null,
  cookieHeader: string | null | undefined,
): { vary: string; cacheControl: string } {
  return {
    vary: !vary ? "Cookie" : /(?:^|,)\s*(?:cookie|\*)\s*(?:,|$)/i.test(vary) ? vary : `${vary}, Cookie`,
    cacheControl: cacheControl ?? documentCacheControl(cookieHeader),
  };
}

/** The parts of a React Router server build the cache reads; a ServerBuild is one. */
export type CachedBuild = {
  /** Changes with every build: a new build never serves an old page. */
  assets: { version: string };
  routes: Record<
    string,
    | {
        id: string;
        parentId?: string;
        path?: string;
        index?: boolean;
        caseSensitive?: boolean;
        module: { handle?: unknown };
      }
    | undefined
  >;
};

export type PageCacheOptions = {
  getBuild: () => Promise<CachedBuild>;
  ttlMs?: number;
  now?: () => number;
  maxPages?: number;
  /** How many signed-in visitors' account items are kept (each a few KB). */
  maxVisitors?: number;
  /** Where each account's own pages are kept; one store per process, shared with what forgets them. */
  accountPages?: AccountPages;
};

type PageHandler<Context> = (request: Request, context: Context) => Promise<Response>;

/** What the cache needs of the load context: this response's CSP nonce, and the request's session. */
export type PageCacheContext = { cspNonce: string; session: RequestSession };

/** What the cache looks at in a request before deciding it holds the answer. */
export type PageAsk = {
  method: string;
  pathname: string;
  search: string;
  cookie: string | null | undefined;
  acceptEncoding: string | null | undefined;
};

/**
 * A kept answer, ready to send: the headers as the render gave them, the body with this answer's
 * nonce as the parts to write in turn (null for HEAD).
 */
export type KeptAnswer = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Buffer[] | null;
};

/**
 * The page handler with the cache around it, and `kept`, which answers only from what is kept (or
 * undefined): the server asks it first, straight from Express, so a kept answer costs no web
 * Request, no Response and no stream (server/page-handler.ts).
 */
export type PageCache<Context> = PageHandler<Context> & {
  kept: (ask: PageAsk, context: Context) => Promise<KeptAnswer | undefined>;
};

/**
 * Wraps a page handler (React Router's) so that an anonymous GET or HEAD of a page whose route says
 * it is the same for every anonymous visitor (app/lib/anonymous-page.ts) is answered from a
 * per-process store for a minute: the whole answer, status and headers, keyed by build version and
 * address (path and query, everything the page can read). An answer that sets a cookie is never
 * kept. The page is kept with its CSP nonce marked, so each answer carries this response's nonce,
 * the one its Content-Security-Policy names.
 *
 * A request with a session cookie is never served the anonymous page itself. Where the route says
 * that only the header's account items differ for a signed-in visitor, such a GET gets the kept
 * anonymous page with that visitor's own items put in their places (server/account-items-cut.ts),
 * taken from a full render of theirs and kept by build and by the user exactly as the root loader
 * gives it (a changed name is a new key). Where the route says its page is the same for the account
 * (SAME_FOR_THE_ACCOUNT), a signed-in GET gets that account's own last render of the address, kept
 * for a few seconds by build, address and user ({@link AccountPages}). The session is still read on
 * every request, so signing out or a revoked session takes effect as it does for any page.
 */
export function cachePages<Context extends PageCacheContext>(
  handle: PageHandler<Context>,
  {
    getBuild,
    ttlMs = PAGE_TTL_MS,
    now = Date.now,
    maxPages = MAX_PAGES,
    maxVisitors = MAX_VISITORS,
    accountPages = new AccountPages({ now }),
  }: PageCacheOptions,
): PageCache<Context> {
  const store = new PageStore(ttlMs, now, maxPages);
  const accountItems = new LRUCache<string, KeptText[]>({ max: maxVisitors, ttl: ACCOUNT_ITEMS_TTL_MS });

  /** Renders the page for an anonymous visitor and keeps it when it is the same for everyone. */
  async function renderAnonymous(request: Request, context: Context, version: string, address: string) {
    const response = await handle(request, context);
    // A HEAD answer has no body to keep.
    if (request.method !== "GET" || !isSameForEveryone(response)) return { response };
    const html = await response.text();
    const marked = html.replaceAll(context.cspNonce, NONCE_MARK);
    const cut = cutAccountItems(marked);
    const kept: StoredPage = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: [keptText(marked, NONCE_MARK)],
      around: cut?.around.map((piece) => keptText(piece, NONCE_MARK)),
      expires: 0,
    };
    // An aborted render may have cut its Suspense boundaries short.
    if (!request.signal.aborted && Buffer.byteLength(html) <= MAX_PAGE_BYTES)
      store.set(version, address, kept);
    return { page: kept };
  }

  /** A signed-in visitor's page built on the kept anonymous one, their items rendered and kept now. */
  async function answerSignedIn(request: Request, context: Context, version: string, address: string) {
    const found = await context.session();
    // Unreadable (the 503 page) or a stale cookie (a signed-out page that may clear it): React Router says.
    if (!found.readable || !found.user) return handle(request, context);
    const page =
      store.get(version, address) ??
      (
        await renderAnonymous(
          withoutCookies(request),
          { ...context, session: anonymousSession },
          version,
          address,
        )
      ).page;
    if (!page?.around) return handle(request, context);

    const response = await handle(request, context);
    if (!isSameForEveryone(response)) return response;
    const html = await response.text();
    const theirs = cutAccountItems(html.replaceAll(context.cspNonce, NONCE_MARK));
    if (theirs && !request.signal.aborted)
      accountItems.set(
        visitorKey(version, found.user),
        theirs.items.map((piece) => keptText(piece, NONCE_MARK)),
      );
    return missWith(response, html);
  }

  /** The account's own render of a SAME_FOR_THE_ACCOUNT page, kept unless a write of theirs overtook it. */
  async function answerForTheAccount(request: Request, context: Context, version: string, address: string) {
    const found = await context.session();
    // A team member's session is read afresh on every request (decision 026): so are their pages.
    if (!found.readable || !found.user || found.team) return handle(request, context);
    const started = accountPages.start();
    const response = await handle(request, context);
    if (!isSameForEveryone(response)) return response;
    const html = await response.text();
    if (!request.signal.aborted && Buffer.byteLength(html) <= MAX_PAGE_BYTES)
      accountPages.set(found.user.id, accountKey(version, address, found.user), started, {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: [keptText(html.replaceAll(context.cspNonce, NONCE_MARK), NONCE_MARK)],
      });
    return missWith(response, html);
  }

  async function kept(ask: PageAsk, context: Context): Promise<KeptAnswer | undefined> {
    const { method, cookie } = ask;
    if ((method !== "GET" && method !== "HEAD") || !context.cspNonce) return undefined;
    const build = await getBuild();
    const leafHandle = leafHandleOf(build, ask.pathname);
    const { version } = build.assets;
    const address = ask.pathname + ask.search;
    const gzip = acceptsGzip(ask.acceptEncoding);

    if (!carriesAuthCookie(cookie)) {
      if (!isSameForEveryAnonymousVisitor(leafHandle)) return undefined;
      const page = store.get(version, address);
      return page && keptAnswer(page, page.body, method, context.cspNonce, gzip);
    }
    if (method !== "GET") return undefined;
    if (isSameForTheAccount(leafHandle)) {
      const found = await context.session();
      if (!found.readable || !found.user || found.team) return undefined;
      const page = accountPages.get(found.user.id, accountKey(version, address, found.user));
      return page && keptAnswer(page, page.body, method, context.cspNonce, gzip);
    }
    if (!isSameForEveryoneButTheAccountItems(leafHandle)) return undefined;
    const found = await context.session();
    if (!found.readable || !found.user) return undefined;
    const page = store.get(version, address);
    const items = page?.around && accountItems.get(visitorKey(version, found.user));
    if (!page?.around || !items) return undefined;
    // The anonymous page's caching is not for a signed-in one (server/page-handler.ts sets theirs).
    const headers = page.headers.filter(([name]) => name !== "cache-control");
    return keptAnswer(
      { ...page, headers },
      withAccountItems(page.around, items),
      method,
      context.cspNonce,
      gzip,
    );
  }

  async function answer(request: Request, context: Context): Promise<Response> {
    const { cspNonce } = context;
    if ((request.method !== "GET" && request.method !== "HEAD") || !cspNonce) return handle(request, context);
    const url = new URL(request.url);
    const found = await kept(
      {
        method: request.method,
        pathname: url.pathname,
        search: url.search,
        cookie: request.headers.get("Cookie"),
        acceptEncoding: request.headers.get("Accept-Encoding"),
      },
      context,
    );
    if (found) return responseOf(found);
    const build = await getBuild();
    const leafHandle = leafHandleOf(build, url.pathname);
    const { version } = build.assets;
    const address = url.pathname + url.search;

    if (carriesAuthCookie(request.headers.get("Cookie"))) {
      if (request.method !== "GET") return handle(request, context);
      if (isSameForTheAccount(leafHandle)) return answerForTheAccount(request, context, version, address);
      if (!isSameForEveryoneButTheAccountItems(leafHandle)) return handle(request, context);
      return answerSignedIn(request, context, version, address);
    }
    if (!isSameForEveryAnonymousVisitor(leafHandle)) return handle(request, context);
    const rendered = await renderAnonymous(request, context, version, address);
    return rendered.page
      ? responseOf(
          keptAnswer(rendered.page, rendered.page.body, request.method, cspNonce, acceptsGzipOf(request)),
          "miss",
        )
      : labelled(rendered.response, "miss");
  }

  return Object.assign(answer, { kept });
}

/** Whose items these are: the build and the user exactly as the root loader gives them. */
function visitorKey(version: string, user: SessionUser): string {
  return `${version}\n${JSON.stringify(user)}`;
}

/** A page kept for an account: by build, address and the user as the session gives them. */
function accountKey(version: string, address: string, user: SessionUser): string {
  return `${version}\n${address}\n${JSON.stringify(user)}`;
}

type KeptPage = { status: number; statusText: string; headers: [string, string][]; body: KeptText[] };

/**
 * Each account's own renders of SAME_FOR_THE_ACCOUNT pages (app/lib/anonymous-page.ts), for a few
 * seconds, served to that account alone. `forget` drops an account's pages: the server calls it
 * when any request of theirs that is not a GET or HEAD has been answered (server/page-handler.ts),
 * before the browser can ask for the next page, so a change they made shows at once. A render that
 * began before the forget is not kept even if it ends after it. On another instance a kept page may
 * show a change up to the time to live late, as a session may (decision 026).
 */
export class AccountPages {
  private clock = 0;
  private readonly pages: LRUCache<string, KeptPage & { userId: string; stamp: number; expires: number }>;
  /** When each account was last forgotten, on `clock`: kept longer than any page it could outdate. */
  private readonly forgotten: LRUCache<string, { stamp: number; expires: number }>;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({
    ttlMs = SESSION_CACHE_TTL_MS,
    now = Date.now,
    maxBytes = ACCOUNT_PAGES_MAX_BYTES,
  }: { ttlMs?: number; now?: () => number; maxBytes?: number } = {}) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) =>
        page.body.reduce(
          (sum, { plain, deflated }) =>
            sum + [...plain, ...deflated].reduce((bytes, piece) => bytes + piece.length, 0),
          1,
        ),
    });
    this.forgotten = new LRUCache({ max: MAX_FORGOTTEN_ACCOUNTS });
  }

  /** Marks the start of a render: what it may keep is judged against forgets after this. */
  start(): { stamp: number; at: number } {
    return { stamp: ++this.clock, at: this.now() };
  }

  set(userId: string, key: string, started: { stamp: number; at: number }, page: KeptPage): void {
    // Forgotten while it rendered, or so slow that a forget of that time may be gone: not kept.
    if (started.stamp <= this.forgottenAt(userId) || this.now() - started.at >= this.ttlMs) return;
    this.pages.set(key, { ...page, userId, stamp: started.stamp, expires: started.at + this.ttlMs });
  }

  get(userId: string, key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.userId !== userId || page.expires <= this.now() || page.stamp <= this.forgottenAt(userId)) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  forget(userId: string): void {
    this.forgotten.set(userId, { stamp: ++this.clock, expires: this.now() + 2 * this.ttlMs });
  }

  private forgottenAt(userId: string): number {
    const found = this.forgotten.get(userId);
    return found && found.expires > this.now() ? found.stamp : 0;
  }
}

const anonymousSession: RequestSession = async () => ({ readable: true, user: null, team: null });

/** The same request with no cookies: the anonymous render a signed-in visitor's page is built on. */
function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/** A complete HTML page for everyone: a 200 that sets no cookie (a cookie is one visitor's). */
function isSameForEveryone(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** Per build: its route tree, and the leaf handles found so far by path. */
const routeTrees = new WeakMap<
  CachedBuild["routes"],
  { tree: RouteObject[]; handles: LRUCache<string, { handle: unknown }> }
>();

/**
 * The handle of the route React Router would render for this path, matched as React Router does.
 * Kept by path (matching flattens the whole route tree each time: a tenth of a cached page's time).
 */
function leafHandleOf(build: CachedBuild, pathname: string): unknown {
  let routes = routeTrees.get(build.routes);
  if (!routes) {
    routes = { tree: routeTree(build.routes, undefined), handles: new LRUCache({ max: MAX_PATHS }) };
    routeTrees.set(build.routes, routes);
  }
  let found = routes.handles.get(pathname);
  if (!found) {
    const leaf = matchRoutes(routes.tree, pathname)?.at(-1)?.route;
    found = { handle: leaf?.id === undefined ? undefined : build.routes[leaf.id]?.module.handle };
    routes.handles.set(pathname, found);
  }
  return found.handle;
}

function routeTree(routes: CachedBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true }];
    return [{ id, path, caseSensitive, children: routeTree(routes, id) }];
  });
}

type StoredPage = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: KeptText[];
  /** The same page cut around its account items (server/account-items-cut.ts), when it has them. */
  around: KeptText[] | undefined;
  expires: number;
};

/**
 * A kept page with this answer's nonce, gzipped as kept when the client takes gzip (server/kept-text.ts;
 * compressing it again per answer cost most of a hit's time), and as it is otherwise.
 */
function keptAnswer(
  page: Omit<KeptPage, "body">,
  body: readonly KeptText[],
  method: string,
  nonce: string,
  gzip: boolean,
): KeptAnswer {
  const headers: [string, string][] = page.headers.map(([name, value]) =>
    name === "vary" ? [name, `${value}, Accept-Encoding`] : [name, value],
  );
  if (!page.headers.some(([name]) => name === "vary")) headers.push(["vary", "Accept-Encoding"]);
  if (gzip) headers.push(["content-encoding", "gzip"]);
  headers.push([PAGE_CACHE_HEADER.toLowerCase(), "hit"]);
  return {
    status: page.status,
    statusText: page.statusText,
    headers,
    // A HEAD answer says what a GET would send, without the body.
    body: method === "HEAD" ? null : gzip ? gzipParts(body, nonce) : plainParts(body, nonce),
  };
}

function responseOf({ status, statusText, headers, body }: KeptAnswer, label = "hit"): Response {
  const response = new Response(body && Buffer.concat(body), { status, statusText, headers });
  if (label !== "hit") response.headers.set(PAGE_CACHE_HEADER, label);
  return response;
}

/** What clients send is a handful of strings: each is negotiated once. */
const gzipTaken = new LRUCache<string, boolean>({ max: 100 });

function acceptsGzip(accepted: string | null | undefined): boolean {
  if (!accepted) return false;
  let taken = gzipTaken.get(accepted);
  if (taken === undefined) {
    taken =
      new Negotiator({ headers: { "accept-encoding": accepted } }).encoding(["gzip", "identity"]) === "gzip";
    gzipTaken.set(accepted, taken);
  }
  return taken;
}

function acceptsGzipOf(request: Request): boolean {
  return acceptsGzip(request.headers.get("Accept-Encoding"));
}

/** A render that was not kept yet, answered with the body already read from it. */
function missWith(response: Response, html: string): Response {
  return labelled(
    new Response(html, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    }),
    "miss",
  );
}

function labelled(response: Response, label: string): Response {
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, label);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Pages by build version and address, oldest out first; a restart starts empty. */
class PageStore {
  private readonly pages = new Map<string, StoredPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxPages: number,
  ) {}

  get(version: string, address: string): StoredPage | undefined {
    const key = `${version} ${address}`;
    const page = this.pages.get(key);
    if (page && page.expires <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(version: string, address: string, page: StoredPage): void {
    // The version changes only with a new build, which a new process serves: nothing old to keep.
    for (const key of this.pages.keys()) if (!key.startsWith(`${version} `)) this.pages.delete(key);
    const key = `${version} ${address}`;
    this.pages.delete(key);
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { ...page, expires: this.now() + this.ttlMs });
  }
}
