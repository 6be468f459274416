import { createHash } from "node:crypto";

import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";

import type { Db } from "~/db/queryable";
import { type Decision, type Limit, addressBucket, decide } from "~/lib/rate-limit/limits";
import type { AuthRateLimitStorage } from "~/platform/auth.server";
import type { Config, RateLimits } from "~/platform/config.server";

import { type RateLimitStore, databaseStore, redisStore } from "./rate-limit-store";

export type RateLimitName = keyof RateLimits;

/** The site's rate limits: the configured per-route limits, and the store Better Auth shares. */
export type RateLimiting = {
  enabled: boolean;
  /** Counts one request of `subject` (a client address, an email) against the named limit. */
  check(name: RateLimitName, subject: string): Promise<Decision>;
  /** Middleware: the named limit per client address, answering 429 when it is exceeded. */
  perClient(name: RateLimitName): RequestHandler;
  /** Better Auth's limiter on our store, so its own limits are shared by every instance too. */
  betterAuthStorage: AuthRateLimitStorage;
  close(): Promise<void>;
};

export function createRateLimiting({
  config,
  db,
  logger,
}: {
  config: Pick<Config, "rateLimit" | "rateLimits" | "redis">;
  db: Db;
  logger: Logger;
}): RateLimiting {
  const onError = (error: unknown) => logger.warn({ err: error }, "rate limit store error");
  const store: RateLimitStore | undefined = !config.rateLimit
    ? undefined
    : config.redis
      ? redisStore(config.redis, onError)
      : databaseStore(db, onError);

  const count = async (key: string, limit: Limit): Promise<Decision> => {
    if (!store) return { allowed: true };
    try {
      return decide(await store.hit(key, limit.windowSeconds * 1000), limit);
    } catch (error) {
      // A limiter that cannot count lets the request through: the store being down must not take
      // sign-in and the waitlist down with it.
      logger.warn({ err: error }, "rate limit not checked");
      return { allowed: true };
    }
  };

  const check = (name: RateLimitName, subject: string) =>
    count(`${name}:${subjectKey(subject)}`, config.rateLimits[name]);

  return {
    enabled: Boolean(store),
    check,
    perClient: (name) => async (req, res, next) => {
      const decision = await check(name, clientAddress(req));
      if (decision.allowed) next();
      else tooManyRequests(res, decision.retryAfterSeconds);
    },
    betterAuthStorage: {
      async consume(key, rule) {
        const decision = await count(`auth:${subjectKey(key)}`, {
          max: rule.max,
          windowSeconds: rule.window,
        });
        return decision.allowed
          ? { allowed: true, retryAfter: null }
          : { allowed: false, retryAfter: decision.retryAfterSeconds };
      },
    },
    close: async () => store?.close(),
  };
}

/**
 * The client's address: the socket's, or with TRUST_PROXY the one Express derives from the
 * configured proxy hops (`trust proxy`). A client's own headers are never read otherwise.
 */
export function clientAddress(req: Request): string {
  return addressBucket(req.ip ?? req.socket.remoteAddress ?? "unknown");
}

/** Keys stay short whatever a client sends as an email: long or odd subjects are hashed. */
function subjectKey(subject: string): string {
  const normalized = subject.trim().toLowerCase();
  return /^[\w.:@/|+-]{1,100}$/.test(normalized)
    ? normalized
    : `#${createHash("sha256").update(normalized).digest("base64url")}`;
}

/** 429 with Retry-After in seconds, and the same wait in a JSON body the forms can show. */
export function tooManyRequests(res: Response, retryAfterSeconds: number): void {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(429).json({
    error: "Too many requests",
    message: `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    retryAfter: retryAfterSeconds,
  });
}
