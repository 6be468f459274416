import { type RouteObject, matchRoutes } from "react-router";

import { isSameForEveryAnonymousVisitor } from "~/lib/anonymous-page";

/** Short, so what the root loader computes (the year, whether Google sign-in is up) stays right. */
export const PAGE_TTL_MS = 60_000;

/** A page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 1_000_000;

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
};

type PageHandler<Context> = (request: Request, context: Context) => Promise<Response>;

/**
 * Wraps a page handler (React Router's) so that an anonymous GET or HEAD of a page whose route says
 * it is the same for every anonymous visitor (app/lib/anonymous-page.ts) is answered from a
 * per-process store for a minute: the whole answer, status and headers, keyed by build version and
 * address (path and query, everything the page can read). A request with a session cookie is never
 * served from it, and an answer that sets a cookie is never kept. The page is kept cut at its CSP
 * nonce, so each answer carries this response's nonce, the one its Content-Security-Policy names.
 */
export function cachePages<Context extends { cspNonce: string }>(
  handle: PageHandler<Context>,
  { getBuild, ttlMs = PAGE_TTL_MS, now = Date.now, maxPages = MAX_PAGES }: PageCacheOptions,
): PageHandler<Context> {
  const store = new PageStore(ttlMs, now, maxPages);
  return async (request, context) => {
    const { cspNonce } = context;
    if (!isAnonymousRead(request) || !cspNonce) return handle(request, context);
    const url = new URL(request.url);
    const build = await getBuild();
    if (!opensSharedPage(build, url.pathname)) return handle(request, context);

    const address = url.pathname + url.search;
    const page = store.get(build.assets.version, address);
    if (page) return answerFrom(page, cspNonce, request.method);

    const response = await handle(request, context);
    // A HEAD answer has no body to keep.
    if (request.method !== "GET" || !isSameForEveryone(response)) return labelled(response, "miss");
    const html = await response.text();
    const kept: Omit<StoredPage, "expires"> = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      parts: html.split(cspNonce),
    };
    // An aborted render may have cut its Suspense boundaries short.
    if (!request.signal.aborted && Buffer.byteLength(html) <= MAX_PAGE_BYTES)
      store.set(build.assets.version, address, kept);
    return answerFrom({ ...kept, expires: 0 }, cspNonce, request.method, "miss");
  };
}

function isAnonymousRead(request: Request): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !carriesAuthCookie(request.headers.get("Cookie"))
  );
}

/** A complete HTML page for everyone: a 200 that sets no cookie (a cookie is one visitor's). */
function isSameForEveryone(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

const routeTrees = new WeakMap<CachedBuild["routes"], RouteObject[]>();

/** Whether the route React Router would render for this path opts in, matched as React Router does. */
function opensSharedPage(build: CachedBuild, pathname: string): boolean {
  let tree = routeTrees.get(build.routes);
  if (!tree) routeTrees.set(build.routes, (tree = routeTree(build.routes, undefined)));
  const leaf = matchRoutes(tree, pathname)?.at(-1)?.route;
  return leaf?.id !== undefined && isSameForEveryAnonymousVisitor(build.routes[leaf.id]?.module.handle);
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
  /** The HTML cut at the nonce it was rendered with. */
  parts: string[];
  expires: number;
};

function answerFrom(page: StoredPage, nonce: string, method: string, label = "hit"): Response {
  const body = method === "HEAD" ? null : page.parts.join(nonce);
  return labelled(
    new Response(body, { status: page.status, statusText: page.statusText, headers: page.headers }),
    label,
  );
}

function labelled(response: Response, label: string): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Page-Cache", label);
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

  set(version: string, address: string, page: Omit<StoredPage, "expires">): void {
    // The version changes only with a new build, which a new process serves: nothing old to keep.
    for (const key of this.pages.keys()) if (!key.startsWith(`${version} `)) this.pages.delete(key);
    const key = `${version} ${address}`;
    this.pages.delete(key);
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { ...page, expires: this.now() + this.ttlMs });
  }
}
