import type { RequestHandler, Response } from "express";

/**
 * Public pages whose anonymous render is the same for every anonymous visitor: their loaders read
 * nothing from the request but the session (and /auth its query, which bypasses the cache).
 * /dashboard and /adaptiq-demo only redirect anonymous visitors; the 404 page is not a 200.
 */
export const CACHED_PAGES: readonly string[] = ["/", "/lab", "/elegance", "/technology", "/auth"];

/** Short, so what the root loader computes (the year, whether Google sign-in is up) stays right. */
export const PAGE_TTL_MS = 60_000;

/** A page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 1_000_000;

// Better Auth names its cookies `better-auth.<name>`, with `__Secure-` when PUBLIC_URL is https.
const AUTH_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?better-auth[.-]/;

/** Whether a Cookie header carries any Better Auth cookie (a session, or one mid-sign-in). */
export function carriesAuthCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && AUTH_COOKIE.test(cookieHeader);
}

/** Cache-Control for a page or data request: a signed-in one is private to that browser. */
export function documentCacheControl(cookieHeader: string | undefined): string {
  return carriesAuthCookie(cookieHeader) ? "private, no-store" : "no-cache";
}

export type CacheableRequest = {
  method: string;
  /** The path and query as requested. */
  url: string;
  cookie: string | undefined;
};

/** Only an anonymous GET or HEAD of a listed page with no query string may be served from the cache. */
export function isCacheableRequest({ method, url, cookie }: CacheableRequest): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.includes("?") || carriesAuthCookie(cookie)) return false;
  return CACHED_PAGES.includes(url);
}

/** A rendered page, cut at its CSP nonce so each answer can carry a fresh one. */
export type CachedPage = { contentType: string; parts: string[]; expires: number };

export function cutAtNonce(html: string, nonce: string): string[] {
  return html.split(nonce);
}

export function withNonce(page: CachedPage, nonce: string): string {
  return page.parts.join(nonce);
}

/** Pages by build version and path: a new build never serves an old page, and a restart starts empty. */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(version: string, path: string): CachedPage | undefined {
    const key = `${version} ${path}`;
    const page = this.pages.get(key);
    if (page && page.expires <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(version: string, path: string, page: Omit<CachedPage, "expires">): void {
    // The version changes only with a new build, which a new process serves: nothing old to keep.
    for (const key of this.pages.keys()) if (!key.startsWith(`${version} `)) this.pages.delete(key);
    this.pages.set(`${version} ${path}`, { ...page, expires: this.now() + this.ttlMs });
  }
}

export type PageCacheOptions = {
  /** Identifies the build being served (React Router's assets version). */
  buildVersion: () => Promise<string>;
  ttlMs?: number;
  now?: () => number;
};

/**
 * Cache-Control and Vary for what React Router answers (pages, their data, redirects). A route that
 * sets its own Cache-Control (robots.txt, the sitemap) keeps it: ours is filled in only if none is
 * there when the headers go out, which Node always does through writeHead.
 */
export const documentHeaders: RequestHandler = (req, res, next) => {
  res.vary("Cookie");
  const cacheControl = documentCacheControl(req.headers.cookie);
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", cacheControl);
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};

/**
 * Serves the listed public pages to anonymous visitors from a per-process cache, each time with
 * this response's CSP nonce. Put it right before React Router's handler, after compression (a hit
 * is compressed like any answer), the security headers (which make the nonce) and documentHeaders.
 */
export function pageCache({
  buildVersion,
  ttlMs = PAGE_TTL_MS,
  now = Date.now,
}: PageCacheOptions): RequestHandler {
  const store = new PageStore(ttlMs, now);
  return (req, res, next) => {
    if (!isCacheableRequest({ method: req.method, url: req.originalUrl, cookie: req.headers.cookie })) {
      next();
      return;
    }
    buildVersion().then((version) => {
      const page = store.get(version, req.path);
      if (page) {
        sendCached(res, page);
        return;
      }
      res.setHeader("X-Page-Cache", "miss");
      // A HEAD answer has no body to keep.
      if (req.method === "GET")
        keepWhenComplete(res, (html, contentType) => {
          store.set(version, req.path, { contentType, parts: cutAtNonce(html, res.locals.cspNonce) });
        });
      next();
    }, next);
  };
}

function sendCached(res: Response, page: CachedPage) {
  const body = withNonce(page, res.locals.cspNonce);
  res.status(200);
  res.setHeader("Content-Type", page.contentType);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.setHeader("X-Page-Cache", "hit");
  res.end(body);
}

/**
 * Copies what React Router writes, and hands it over once the whole answer went out, if it is a
 * complete 200 HTML page that sets no cookie (a cookie would be one visitor's, not everyone's).
 */
function keepWhenComplete(res: Response, keep: (html: string, contentType: string) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const copy = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= MAX_PAGE_BYTES) chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    copy(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    copy(args[0], args[1]);
    return end(...args);
  }) as Response["end"];

  res.once("finish", () => {
    // "finish" means every byte went out: an aborted answer never gets here.
    const contentType = String(res.getHeader("Content-Type") ?? "");
    if (res.statusCode !== 200 || res.hasHeader("Set-Cookie") || !contentType.startsWith("text/html")) return;
    if (size <= MAX_PAGE_BYTES) keep(Buffer.concat(chunks).toString("utf8"), contentType);
  });
}
