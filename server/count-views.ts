import type { Request, RequestHandler } from "express";

import type { PageViewCounter } from "~/features/analytics/counter.server";
import { viewOf } from "~/features/analytics/page-view";
import type { Visitor } from "~/features/analytics/visitor-id.server";

/** The visitor a request comes from: the address Express resolved (per TRUST_PROXY) and the user agent. */
export function visitorOf(req: Request): Visitor {
  return { address: req.ip ?? req.socket.remoteAddress ?? "unknown", userAgent: req.get("user-agent") ?? "" };
}

/**
 * Counts the page views among the requests that pass (app/features/analytics/page-view.ts says
 * which), once each answer has been sent: a page is never held up by its count, served from the
 * page cache or not, and sets no cookie for it. `publicUrl`'s host is the site's own for referrers,
 * as is the host each request names.
 */
export function countViews(counter: PageViewCounter, publicUrl: string): RequestHandler {
  const siteHost = new URL(publicUrl).host;
  return (req, res, next) => {
    res.on("finish", () => {
      // An exception thrown from a "finish" listener would take the process down.
      try {
        const view = viewOf(
          {
            method: req.method,
            url: req.originalUrl,
            status: res.statusCode,
            contentType: headerText(res.getHeader("content-type")),
            accept: req.get("accept"),
            userAgent: req.get("user-agent"),
            referer: req.get("referer"),
            purpose: req.get("sec-purpose") ?? req.get("purpose"),
          },
          [siteHost, (req.host ?? "").toLowerCase()],
        );
        if (view) counter.record(view, visitorOf(req));
      } catch {
        // Not counted: the count is best effort, the site's life is not.
      }
    });
    next();
  };
}

function headerText(value: number | string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
}
