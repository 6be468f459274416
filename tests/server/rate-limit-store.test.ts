// @module-tag database
import { randomBytes } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rateLimits } from "../../app/db/schema";
import { type RateLimitStore, databaseStore, redisStore } from "../../server/rate-limit-store";
import { databaseKinds, type TestDatabase } from "../../dev/harness/databases";

const REDIS_URL = process.env.REDIS_URL;
const failOnError = (error: unknown) => {
  throw error;
};

/**
 * A store under test; `endWindow` brings the end of a key's window to the present, as the passing of
 * time would, in the store's own terms, so that no test waits for the clock.
 */
type OpenedStore = { store: RateLimitStore; endWindow(key: string): Promise<void>; close(): Promise<void> };

/** The same contract for every store: atomic counts, a window that starts at the first hit and ends. */
function storeContract(open: () => Promise<OpenedStore>) {
  let store: RateLimitStore;
  let endWindow: OpenedStore["endWindow"];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, endWindow, close } = await open());
  });
  afterAll(() => close());
  const key = () => `test:${randomBytes(6).toString("hex")}`;

  it("counts hits in a window and reports the time it has left", async () => {
    const k = key();
    const first = await store.hit(k, 60_000);
    const second = await store.hit(k, 60_000);
    expect(first.count).toBe(1);
    expect(second.count).toBe(2);
    expect(second.msLeft).toBeGreaterThan(55_000);
    expect(second.msLeft).toBeLessThanOrEqual(60_000);
    expect((await store.hit(key(), 60_000)).count).toBe(1);
  });

  it("starts a new window once the old one has passed", async () => {
    const k = key();
    await store.hit(k, 60_000);
    expect((await store.hit(k, 60_000)).count).toBe(2);
    await endWindow(k);
    const next = await store.hit(k, 60_000);
    expect(next.count).toBe(1);
    // A whole new window, from this hit.
    expect(next.msLeft).toBeGreaterThan(55_000);
    expect((await store.hit(k, 60_000)).count).toBe(2);
  });

  it("loses no count under 50 concurrent hits", async () => {
    const k = key();
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit(k, 60_000)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
}

describe.each(databaseKinds())("the database rate limit store on $label", (kind) => {
  let database: TestDatabase;
  storeContract(async () => {
    database = await kind.open();
    return {
      store: databaseStore(database.db, failOnError),
      // The store decides windows by the database's clock (a row's reset_at against now()), so a
      // reset_at of the database's present is exactly a window that has just passed.
      async endWindow(k) {
        const ended = await database.db
          .update(rateLimits)
          .set({ resetAt: sql`now()` })
          .where(eq(rateLimits.key, k))
          .returning({ key: rateLimits.key });
        expect(ended).toHaveLength(1);
      },
      close: () => database.dispose(),
    };
  });
});

describe.skipIf(!REDIS_URL)("the Redis rate limit store (REDIS_URL)", () => {
  storeContract(async () => {
    const keyPrefix = `modura-test-${process.pid}-${randomBytes(4).toString("hex")}:`;
    const store = redisStore({ url: REDIS_URL!, keyPrefix }, failOnError);
    return {
      store,
      // Redis ends a window itself, by the key's expiry (PX on its first hit). An expiry time in the
      // past is that expiry now: Redis removes the key at once, as it does one whose time has come.
      // The key is named as the store names it (rate-limit-store.ts); 1 says it was there.
      async endWindow(k) {
        expect(await store.redis.pexpireat(`${keyPrefix}rl:${k}`, 1)).toBe(1);
      },
      close: () => store.close(),
    };
  });

  it("lets requests through, not fails them, when Redis cannot be reached", async () => {
    const { createRateLimiting } = await import("../../server/rate-limit");
    const { pino } = await import("pino");
    const limits = createRateLimiting({
      config: {
        rateLimit: true,
        rateLimits: {
          waitlist: { max: 1, windowSeconds: 60 },
          waitlistMail: { max: 1, windowSeconds: 60 },
          signIn: { max: 1, windowSeconds: 60 },
          signInEmail: { max: 1, windowSeconds: 60 },
          signUp: { max: 1, windowSeconds: 60 },
          signUpEmail: { max: 1, windowSeconds: 60 },
          accountMail: { max: 1, windowSeconds: 60 },
          accountMailEmail: { max: 1, windowSeconds: 60 },
          testSend: { max: 1, windowSeconds: 60 },
          api: { max: 1, windowSeconds: 60 },
        },
        redis: { url: "redis://127.0.0.1:1", keyPrefix: "nowhere:" },
      },
      db: undefined as never,
      logger: pino({ level: "silent" }),
    });
    expect(await limits.check("waitlist", "203.0.113.1")).toEqual({ allowed: true });
    expect(await limits.check("waitlist", "203.0.113.1")).toEqual({ allowed: true });
    await limits.close();
  });
});
