import { type RouteObject, matchRoutes } from "react-router";

import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

import { isSameForEveryAnonymousVisitor, isSameForEveryoneButTheAccountItems } from "~/lib/anonymous-page";
import type { RequestSession } from "~/platform/guards.server";

import { cutAccountItems, withAccountItems } from "./account-items-cut";
import { type KeptText, joinGzip, joinPlain, keptText } from "./kept-text";

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
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Cookie");
  else if (!/(?:^|,)\s*(?:cookie|\*)\s*(?:,|$)/i.test(vary)) headers.set("Vary", `${vary}, Cookie`);
  if (!headers.has("Cache-Control"))
    headers.set("Cache-Control", documentCacheControl(request.headers.get("Cookie")));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
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
};

type PageHandler<Context> = (request: Request, context: Context) => Promise<Response>;

/** What the cache needs of the load context: this response's CSP nonce, and the request's session. */
export type PageCacheContext = { cspNonce: string; session: RequestSession };

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
 * gives it (a changed name is a new key). The session is still read on every request, so signing
 * out or a revoked session takes effect as it does for any page.
 */
export function cachePages<Context extends PageCacheContext>(
  handle: PageHandler<Context>,
  {
    getBuild,
    ttlMs = PAGE_TTL_MS,
    now = Date.now,
    maxPages = MAX_PAGES,
    maxVisitors = MAX_VISITORS,
  }: PageCacheOptions,
): PageHandler<Context> {
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

    const visitorKey = `${version}\n${JSON.stringify(found.user)}`;
    const items = accountItems.get(visitorKey);
    if (items) {
      const headers = new Headers(page.headers);
      // The anonymous page's caching is not for a signed-in one (server/page-handler.ts sets theirs).
      headers.delete("Cache-Control");
      const body = withAccountItems(page.around, items);
      return answerFrom({ ...page, headers: [...headers], body }, request, context.cspNonce, "hit");
    }
    const response = await handle(request, context);
    if (!isSameForEveryone(response)) return response;
    const html = await response.text();
    const theirs = cutAccountItems(html.replaceAll(context.cspNonce, NONCE_MARK));
    if (theirs && !request.signal.aborted)
      accountItems.set(
        visitorKey,
        theirs.items.map((piece) => keptText(piece, NONCE_MARK)),
      );
    return labelled(
      new Response(html, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      }),
      "miss",
    );
  }

  return async (request, context) => {
    const { cspNonce } = context;
    if ((request.method !== "GET" && request.method !== "HEAD") || !cspNonce) return handle(request, context);
    const url = new URL(request.url);
    const build = await getBuild();
    const leafHandle = leafHandleOf(build, url.pathname);
    const { version } = build.assets;
    const address = url.pathname + url.search;

    if (carriesAuthCookie(request.headers.get("Cookie"))) {
      if (request.method !== "GET" || !isSameForEveryoneButTheAccountItems(leafHandle))
        return handle(request, context);
      return answerSignedIn(request, context, version, address);
    }
    if (!isSameForEveryAnonymousVisitor(leafHandle)) return handle(request, context);
    const page = store.get(version, address);
    if (page) return answerFrom(page, request, cspNonce);
    const rendered = await renderAnonymous(request, context, version, address);
    return rendered.page
      ? answerFrom(rendered.page, request, cspNonce, "miss")
      : labelled(rendered.response, "miss");
  };
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
 * A kept page with this response's nonce, gzipped as kept when the client takes gzip (server/kept-text.ts;
 * compressing it again per answer cost most of a hit's time), and as it is otherwise.
 */
function answerFrom(page: StoredPage, request: Request, nonce: string, label = "hit"): Response {
  const headers = new Headers(page.headers);
  let body: Uint8Array<ArrayBuffer> | null = null;
  const gzip = acceptsGzip(request);
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.append("Vary", "Accept-Encoding");
  // A HEAD answer says what a GET would send, without the body.
  if (request.method !== "HEAD") body = gzip ? joinGzip(page.body, nonce) : joinPlain(page.body, nonce);
  return labelled(new Response(body, { status: page.status, statusText: page.statusText, headers }), label);
}

function acceptsGzip(request: Request): boolean {
  const accepted = request.headers.get("Accept-Encoding");
  return (
    !!accepted &&
    new Negotiator({ headers: { "accept-encoding": accepted } }).encoding(["gzip", "identity"]) === "gzip"
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
