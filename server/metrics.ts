import { createHash, timingSafeEqual } from "node:crypto";

import type { RequestHandler } from "express";

import type { RequestLabels, SiteMetrics } from "./metric-series";
import { PAGE_CACHE_HEADER } from "./page-cache";
import { type RouteManifest, routeLabel } from "./route-label";

/** Any other method a client sends is counted as "other": the label's values stay a known few. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts every request once its answer is handed to the socket, by method, route pattern and
 * status, with its time; and the page cache's hits and misses from the header it labels them with.
 * Nothing here holds a request up: the route is named after the answer has gone.
 */
export function measureRequests(metrics: SiteMetrics, routes: () => Promise<RouteManifest>): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Read now: routers mounted further on rewrite req.url while they run.
    const { path, method } = req;
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const cached = res.getHeader(PAGE_CACHE_HEADER);
      if (cached === "hit" || cached === "miss") metrics.countPageCache(cached);
      const status = String(res.statusCode);
      routes().then(
        (manifest) => {
          const labels: RequestLabels = {
            method: METHODS.has(method) ? method : "other",
            route: routeLabel(manifest, path),
            status,
          };
          metrics.observeRequest(labels, seconds);
        },
        // Not counted: a build that cannot load has already failed the request itself.
        () => {},
      );
    });
    next();
  };
}

/**
 * GET /metrics: Prometheus' text, for a request that carries `Authorization: Bearer <token>`. Any
 * other request goes on to be answered as any unknown path is (the not-found page), so that the
 * address says nothing to whoever lacks the token.
 */
export function metricsAnswer(metrics: SiteMetrics, token: string): RequestHandler {
  const expected = digestOf(token);
  return (req, res, next) => {
    if (!bearerMatches(req.get("authorization"), expected)) {
      next();
      return;
    }
    metrics.registry.metrics().then((text) => {
      res.set("Content-Type", metrics.registry.contentType);
      res.set("Cache-Control", "no-store");
      res.send(text);
    }, next);
  };
}

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * Whether an Authorization header carries the token whose digest is `expected`. Digests of equal
 * length are compared in constant time, so neither the time taken nor an early exit tells how much
 * of a guess was right, or how long the token is.
 */
export function bearerMatches(authorization: string | undefined, expected: Buffer): boolean {
  const presented = BEARER.exec(authorization ?? "")?.[1];
  if (presented === undefined) return false;
  return timingSafeEqual(digestOf(presented), expected);
}

export function digestOf(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}
