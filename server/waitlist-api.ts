import express, { type ErrorRequestHandler, type Request, type Response, type Router } from "express";
import type { Logger } from "pino";

import type { Db } from "~/db/client.server";
import { joinWaitlistRequest } from "~/server/join-waitlist.server";

import { JSON_BODY_LIMIT } from "./json-body";
import { type RateLimiting, clientAddress, tooManyRequests } from "./rate-limit";

/**
 * POST /api/waitlist: JSON in, `{ ok: true }` out whether the address is new or already listed,
 * or a bot filled the honeypot (then nothing is stored). Limited per client address. The work is
 * the page's own (app/server/join-waitlist.server.ts); this only reads JSON and words the answer.
 */
export function waitlistApi({
  db,
  logger,
  limits,
}: {
  db: Db;
  logger: Logger;
  limits: RateLimiting;
}): Router {
  const router = express.Router();

  router.post("/api/waitlist", async (req, res, next) => {
    let outcome;
    try {
      outcome = await joinWaitlistRequest({
        db,
        checkLimit: () => limits.check("waitlist", clientAddress(req)),
        checkMailLimit: (email) => limits.check("waitlistMail", email),
        readInput: () => readJson(req, res),
        logError: (error) => logger.error({ err: error, requestId: req.requestId }, "waitlist insert failed"),
      });
    } catch (error) {
      if (error instanceof NotJson) res.status(415).json({ error: "Content-Type must be application/json" });
      // Too large, malformed, aborted: bodyErrors answers these as it does for every JSON endpoint.
      else next(error);
      return;
    }
    switch (outcome.kind) {
      case "joined":
        res.status(201).json({ ok: true });
        return;
      case "invalid":
        res.status(400).json({ error: "Invalid waitlist entry", fields: outcome.fields });
        return;
      case "limited":
        tooManyRequests(res, outcome.retryAfterSeconds);
        return;
      case "unavailable":
        res.status(503).json({ error: "The waitlist is unavailable right now. Please try again." });
    }
  });

  router.all("/api/waitlist", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "Method not allowed" });
  });

  return router;
}

class NotJson extends Error {}

const parseJson = express.json({ limit: JSON_BODY_LIMIT });

/** The JSON body (at most 16 KB), read only when asked: after the rate limit, as requireJson would. */
function readJson(req: Request, res: Response): Promise<unknown> {
  if (!req.is("application/json")) return Promise.reject(new NotJson());
  return new Promise((resolve, reject) => {
    parseJson(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve(req.body)));
  });
}

/** Turns body-parser's errors into the answers the API promises instead of a 500. */
export const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") {
    res.status(413).json({ error: "Request body too large" });
  } else if (type === "entity.parse.failed") {
    res.status(400).json({ error: "Malformed JSON" });
  } else if (type === "charset.unsupported" || type === "encoding.unsupported") {
    res.status(415).json({ error: "Unsupported request encoding" });
  } else if (
    type === "request.aborted" ||
    type === "request.size.invalid" ||
    type === "stream.encoding.set"
  ) {
    res.status(400).json({ error: "Bad request" });
  } else {
    next(error);
  }
};
