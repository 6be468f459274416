import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";

import type { Db } from "~/db/queryable";
import { countRateLimitHit, pruneRateLimits } from "~/db/rate-limits.server";
import type { WindowHit } from "~/lib/rate-limit/limits";

/**
 * Where request counters live. One call counts one request in a fixed window that starts with the
 * key's first request, atomically, so instances sharing the store count together.
 */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<WindowHit>;
  close(): Promise<void>;
};

/** How many hits an instance counts between two sweeps of expired rows. */
const PRUNE_EVERY = 500;

/**
 * Counters in the `rate_limits` table (`app/db/rate-limits.server.ts`). Ours, not
 * rate-limiter-flexible's Postgres or Drizzle limiter: those end a window by the instance's clock,
 * and the Postgres one needs a `pg` pool, which PGlite is not (docs/decisions/017-rate-limit-stores.md).
 */
export function databaseStore(db: Db, onError: (error: unknown) => void): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      hits += 1;
      if (hits % PRUNE_EVERY === 0) pruneRateLimits(db).catch(onError);
      return countRateLimitHit(db, key, windowMs);
    },
    async close() {},
  };
}

/**
 * Counters in Redis, by rate-limiter-flexible's Redis limiter: SET NX with the window's expiry,
 * INCRBY and PTTL in one Lua script, keys `<keyPrefix>rl:<key>`. Redis ends a window itself, by
 * the key's expiry. The limiter only counts here (`penalty` adds a point and never refuses); whether
 * the count passes is `decide`'s, as for the database.
 */
export function redisStore(
  { url, keyPrefix }: { url: string; keyPrefix: string },
  onError: (error: unknown) => void,
): RedisStore {
  // Fail fast while Redis is away (the limiter then lets requests through) instead of queueing them.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", onError);
  // `points` and `duration` are the limiter's defaults, unused: each hit names its own window.
  const counter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${keyPrefix}rl`,
    points: 1,
    duration: 1,
  });
  return {
    redis,
    async hit(key, windowMs) {
      const counted = await counter.penalty(key, 1, { customDuration: Math.ceil(windowMs / 1000) });
      return { count: counted.consumedPoints, msLeft: counted.msBeforeNext };
    },
    async close() {
      // A client that never connected has nothing to say goodbye to.
      if (redis.status === "wait") redis.disconnect();
      else if (redis.status !== "end") await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export type RedisStore = RateLimitStore & { redis: Redis };
