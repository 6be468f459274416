import { fromNodeHeaders } from "better-auth/node";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

import type { AuthService } from "~/platform/auth.server";
import { type RequestSession, readSessionOnce } from "~/platform/guards.server";

declare module "express-serve-static-core" {
  interface Locals {
    /** The request's session, read once when first asked; the load context hands on the same one. */
    session: RequestSession;
  }
}

/**
 * Gives each request its session reader, for every loader and action (the JSON API's too) and the
 * auth routes alike: whichever asks first reads it, the others get the same answer, and a failure
 * is logged once.
 */
export function requestSession(auth: Pick<AuthService, "getSignedIn">, logger: Logger): RequestHandler {
  return (req, res, next) => {
    res.locals.session = readSessionOnce(
      () => auth.getSignedIn(fromNodeHeaders(req.headers)),
      (error) => logger.error({ err: error, requestId: req.requestId }, "unexpected error"),
    );
    next();
  };
}
