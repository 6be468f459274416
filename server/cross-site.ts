import type { RequestHandler } from "express";

export const CROSS_SITE_REFUSED = "Cross-site request refused";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type RequestOrigins = {
  method: string;
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  secFetchSite: string | undefined;
  /** Scheme and host as this server sees the request, e.g. "http://localhost:3000". */
  ownOrigin: string;
  /** PUBLIC_URL's origin, which a proxy in front may present instead. */
  publicOrigin: string;
};

/**
 * Whether a browser sent this state-changing request on behalf of another site. A request with
 * neither header (curl, another server) carries no ambient credentials of a visitor and passes;
 * "same-site" passes too, because a sibling subdomain is ours (its Origin, if foreign, still counts).
 */
export function isCrossSiteRequest({
  method,
  origin,
  secFetchSite,
  ownOrigin,
  publicOrigin,
}: RequestOrigins): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  if (secFetchSite?.toLowerCase() === "cross-site") return true;
  if (origin === undefined) return false;
  const normalized = originOf(origin);
  // "null" comes from sandboxed frames and redirected posts, and from our own forms in a browser
  // set to send no referrer; the browser's Sec-Fetch-Site tells the last apart.
  if (normalized === null) return secFetchSite?.toLowerCase() !== "same-origin";
  return normalized !== originOf(ownOrigin) && normalized !== originOf(publicOrigin);
}

/** The origin of a URL, lower-cased and without a default port; null when it is no URL. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** 403 for a state-changing request another site's page sent (docs/product.md, Bad input). */
export function refuseCrossSite(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    const crossSite = isCrossSiteRequest({
      method: req.method,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      ownOrigin: `${req.protocol}://${req.get("host") ?? ""}`,
      publicOrigin,
    });
    if (!crossSite) {
      next();
      return;
    }
    res.status(403).json({ error: CROSS_SITE_REFUSED });
  };
}
