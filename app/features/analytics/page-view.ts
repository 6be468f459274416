import { isbot } from "isbot";

import type { Attribution, PageView } from "~/db/page-views.server";

import { deviceClass } from "./device";

/** What the server knew of a request once its answer was sent. */
export type AnsweredRequest = {
  method: string;
  /** The path and query, as requested. */
  url: string;
  status: number;
  contentType: string | undefined;
  accept: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
  /** `Sec-Purpose` or the older `Purpose`: "prefetch" for a page fetched before anyone opened it. */
  purpose: string | undefined;
};

/** A view before the visitor's id and the clock are added (./counter.server.ts adds both). */
export type ViewFacts = Omit<PageView, "at" | "day" | "visitorId">;

/** A UTM value or path longer than this is cut: they are labels, not data. */
const MAX_UTM = 100;
const MAX_PATH = 300;

/**
 * Paths that are never pages a visitor reads: the JSON API (Better Auth's too), the health checks,
 * the metrics (a not-found page without their token), the team's own area.
 */
const NOT_PAGES = /^\/(?:api|healthz|livez|metrics|team|assets)(?:[/.]|$)/;
const EARLY_ACCESS = /^\/early-access\//;

/**
 * The view an answered request is, or undefined when it is none: a GET answered 200 with an HTML
 * page to a browser that asked for one, or React Router's data request for a page it navigates to
 * (`/path.data`, counted as `/path`). Bots, prefetches and the site's non-pages are left out.
 * `ownHosts` are the site's hosts (lower-case, with any port): a referrer there is no source.
 */
export function viewOf(request: AnsweredRequest, ownHosts: readonly string[]): ViewFacts | undefined {
  if (request.method !== "GET" || request.status !== 200) return undefined;
  const userAgent = request.userAgent ?? "";
  // A browser always says what it is; a request that does not is a script.
  if (!userAgent || isbot(userAgent)) return undefined;
  if (/prefetch/i.test(request.purpose ?? "")) return undefined;

  // Split by hand: a URL parser would read a path like //host/x as another origin.
  const queryAt = request.url.indexOf("?");
  const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? "" : request.url.slice(queryAt + 1));
  const dataPath = pagePathOfData(pathname);
  let path: string;
  if (dataPath !== undefined) {
    if (!isNavigation(dataPath, request.referer, ownHosts)) return undefined;
    path = dataPath;
  } else {
    if (!(request.contentType ?? "").startsWith("text/html")) return undefined;
    if (!(request.accept ?? "").includes("text/html")) return undefined;
    path = pathname;
  }
  if (NOT_PAGES.test(path)) return undefined;
  // An invitation's path holds its key: counted as the page, never kept.
  if (EARLY_ACCESS.test(path)) path = "/early-access";

  return {
    path: path.slice(0, MAX_PATH),
    ...utmOf(query),
    referrerHost: referrerHost(request.referer, ownHosts),
    device: deviceClass(userAgent),
  };
}

/**
 * The page a React Router data request loads: `/lab.data` → `/lab`, `/_root.data` → `/`, and with
 * trailing-slash-aware data requests `/lab/_.data` → `/lab/`. Undefined for any other path.
 */
export function pagePathOfData(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.slice(0, -".data".length);
}

/**
 * Whether a data request moves the browser to another page. React Router sends one on a client
 * navigation but also to revalidate the page it is on (after any form post, on a tab change in
 * the query); its `_routes` parameter does not tell them apart (it marks only that some route
 * opted out of reloading). The browser does: the request's Referer is the page it is on, so a
 * request for that same path is no new view. No Referer (a browser told to send none): not
 * counted, as it cannot be told from a revalidation.
 */
function isNavigation(path: string, referer: string | undefined, ownHosts: readonly string[]): boolean {
  const from = parseUrl(referer);
  return from !== undefined && ownHosts.includes(from.host) && from.pathname !== path;
}

/** The host an external referrer names, lower-case without its port; null for our own pages or none. */
export function referrerHost(referer: string | undefined, ownHosts: readonly string[]): string | null {
  const from = parseUrl(referer);
  if (!from || (from.protocol !== "http:" && from.protocol !== "https:")) return null;
  if (!from.hostname || ownHosts.includes(from.host)) return null;
  return from.hostname;
}

/** utm_source, utm_medium and utm_campaign of a page's address: trimmed, cut at 100 characters, null if empty. */
export function utmOf(query: URLSearchParams): Pick<Attribution, "utmSource" | "utmMedium" | "utmCampaign"> {
  const value = (name: string) => query.get(name)?.trim().slice(0, MAX_UTM) || null;
  return {
    utmSource: value("utm_source"),
    utmMedium: value("utm_medium"),
    utmCampaign: value("utm_campaign"),
  };
}

function parseUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
