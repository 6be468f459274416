import express, { type ErrorRequestHandler, type Router } from "express";
import type { Logger } from "pino";

import type { Db } from "~/db/client.server";
import { joinWaitlist } from "~/db/waitlist.server";
import { isHoneypotFilled } from "~/features/honeypot/honeypot";
import { validateWaitlist } from "~/features/waitlist/schema";

import { requireJson } from "./json-body";
import type { RateLimiting } from "./rate-limit";

/**
 * POST /api/waitlist: JSON in, `{ ok: true }` out whether the address is new or already listed,
 * or a bot filled the honeypot (then nothing is stored). Limited per client address.
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

  router.post("/api/waitlist", limits.perClient("waitlist"), ...requireJson, async (req, res) => {
    if (isHoneypotFilled(req.body)) {
      res.status(201).json({ ok: true });
      return;
    }
    const result = validateWaitlist(req.body);
    if (!result.ok) {
      res.status(400).json({ error: "Invalid waitlist entry", fields: result.fields });
      return;
    }
    try {
      await joinWaitlist(db, result.entry);
    } catch (error) {
      logger.error({ err: error, requestId: req.requestId }, "waitlist insert failed");
      res.status(503).json({ error: "The waitlist is unavailable right now. Please try again." });
      return;
    }
    res.status(201).json({ ok: true });
  });

  router.all("/api/waitlist", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "Method not allowed" });
  });

  return router;
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
