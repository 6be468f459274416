import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler, Response } from "express";
import helmet from "helmet";

export type SecurityHeaderOptions = {
  /** PUBLIC_URL: Strict-Transport-Security and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** Development allows Vite's hot-reload websocket and eval-based tooling. */
  development: boolean;
  /**
   * Origins a form of ours may lead to besides our own: the identity provider's, to which /auth's
   * "Continue with Google" form is redirected (browsers check a form's redirects against form-action).
   */
  formActionOrigins?: readonly string[];
  /** EMBED_ORIGINS: the sites whose pages may frame EMBED_PATH; every other page is framed by none. */
  embedOrigins?: readonly string[];
};

/** The one page other sites may frame: the waitlist's form on its own (app/features/waitlist). */
export const EMBED_PATH = "/embed/waitlist";

declare module "express-serve-static-core" {
  interface Locals {
    /** This response's CSP nonce: fresh, random, and carried by every inline script. */
    cspNonce: string;
  }
}

/** 128 random bits, base64: what CSP asks of a nonce. */
function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Scripts only from our origin or carrying this response's nonce. Styles allow inline ones because
 * React style attributes and Radix set them; they cannot run code. No 'strict-dynamic': it would
 * ignore 'self', and the route chunks React Router and Vite preload later carry no nonce. Helmet
 * writes the header, calling the nonce's function for each response; none of its defaults apply.
 */
function cspDirectives({
  publicUrl,
  development,
  formActionOrigins = [],
  embedOrigins = [],
}: SecurityHeaderOptions) {
  const framers = embedOrigins.length > 0 ? embedOrigins.join(" ") : "'none'";
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce}'`,
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    // Vite's hot reload talks over its own websocket port in development.
    connectSrc: ["'self'", ...(development ? ["ws:", "wss:"] : [])],
    frameAncestors: [(req: IncomingMessage) => (isEmbedPath(req) ? framers : "'none'")],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Forms post to us; only "Continue with Google" is then redirected away, to the provider.
    formAction: ["'self'", ...formActionOrigins],
    ...(isHttps(publicUrl) ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Powerful features no page of ours uses, refused to our pages and anything they might embed. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Where the Google popup comes back to us. A COOP other than unsafe-none on a response after the
 * provider's page would put the popup in a new browsing context group and cut `window.opener`,
 * through which the completion page reports back (app/features/auth/google-sign-in.ts).
 */
function isGoogleReturnPath(path: string): boolean {
  return path === "/auth/google-complete" || path.startsWith("/api/auth/callback/");
}

/**
 * Helmet's headers as we configure them, the CSP with a fresh nonce, and Permissions-Policy (which
 * helmet does not write).
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: isHttps(options.publicUrl)
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.locals.cspNonce = newNonce();
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    helmetHeaders(req, res, (error?: unknown) => {
      if (isGoogleReturnPath(req.path)) res.removeHeader("Cross-Origin-Opener-Policy");
      // frame-ancestors says who may frame it; X-Frame-Options cannot name another site.
      if (isEmbedPath(req) && options.embedOrigins?.length) res.removeHeader("X-Frame-Options");
      next(error);
    });
  };
}

function isEmbedPath(req: IncomingMessage): boolean {
  return (req.url ?? "").split("?")[0] === EMBED_PATH;
}

function isHttps(url: string): boolean {
  return url.startsWith("https://");
}
