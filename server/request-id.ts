import { randomUUID } from "node:crypto";

import type { RequestHandler } from "express";

// A caller's id is kept only if it is short and plain, so it cannot inject into logs or headers.
const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFor(incoming: string | undefined): string {
  return incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
}

declare module "express-serve-static-core" {
  interface Request {
    requestId: string;
  }
}

/** Gives each request an id, echoed as X-Request-Id, for tying a client's report to a log line. */
export const requestId: RequestHandler = (req, res, next) => {
  req.requestId = requestIdFor(req.get("x-request-id"));
  res.setHeader("X-Request-Id", req.requestId);
  next();
};
