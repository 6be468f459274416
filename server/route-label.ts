import { LRUCache } from "lru-cache";
import { type RouteObject, matchRoutes } from "react-router";

/** The parts of a React Router build's route manifest a label is made from; a ServerBuild's routes are one. */
export type RouteManifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>;

/** Files under /assets and beside it, found or not: one label, whatever their names. */
export const STATIC_ROUTE = "static";
/** Paths no route claims but the catch-all not-found page: one label, whatever was typed. */
export const UNMATCHED_ROUTE = "unmatched";

/** What the host answers itself, before React Router (server/app.ts, server/auth-routes.ts). */
const HOST_ROUTES = new Set(["/healthz", "/livez", "/metrics"]);
const BETTER_AUTH = /^\/api\/auth(?:\/|$)/;
const BETTER_AUTH_ROUTE = "/api/auth/*";

/** Paths whose label is remembered: made-up paths evict each other rather than fill memory. */
const MAX_PATHS = 1_000;

const labelsByManifest = new WeakMap<
  RouteManifest,
  { tree: RouteObject[]; labels: LRUCache<string, string> }
>();

/**
 * The route a request's path is counted under: the pattern of the route React Router matches
 * (`/team/members/:memberId`, never the member's id), so that the series a scrape shows stay as
 * few as the routes whatever addresses are asked for. A page's data request (`/lab.data`) counts as
 * its page. The host's own answers keep their path; Better Auth's endpoints share one label, and so
 * do files and paths that only the catch-all not-found route claims.
 */
export function routeLabel(routes: RouteManifest, pathname: string): string {
  if (HOST_ROUTES.has(pathname)) return pathname;
  if (BETTER_AUTH.test(pathname)) return BETTER_AUTH_ROUTE;
  if (pathname.startsWith("/assets/")) return STATIC_ROUTE;
  let known = labelsByManifest.get(routes);
  if (!known) {
    known = { tree: routeTree(routes, undefined), labels: new LRUCache({ max: MAX_PATHS }) };
    labelsByManifest.set(routes, known);
  }
  let label = known.labels.get(pathname);
  if (label === undefined) {
    label = labelOf(known.tree, pathname);
    known.labels.set(pathname, label);
  }
  return label;
}

function labelOf(tree: RouteObject[], pathname: string): string {
  const page = pageOfData(pathname);
  const matches = matchRoutes(tree, page ?? pathname);
  const pattern = matches ? patternOf(matches.map((match) => match.route.path)) : undefined;
  if (pattern !== undefined && pattern !== "/*") return pattern;
  // The files beside /assets (favicon.ico, …) are named with an extension; a page never is.
  return page === undefined && /\.[^/]+$/.test(pathname) ? STATIC_ROUTE : UNMATCHED_ROUTE;
}

/** `/lab.data` → `/lab`, `/_root.data` → `/`, `/lab/_.data` → `/lab/`; undefined for any other path. */
function pageOfData(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.slice(0, -".data".length);
}

function patternOf(paths: (string | undefined)[]): string {
  const segments = paths.flatMap((path) => (path ? path.split("/").filter(Boolean) : []));
  return `/${segments.join("/")}`;
}

function routeTree(routes: RouteManifest, parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true }];
    return [{ id, path, caseSensitive, children: routeTree(routes, id) }];
  });
}
