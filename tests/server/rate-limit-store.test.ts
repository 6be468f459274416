import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RateLimitStore, databaseStore, redisStore } from "../../server/rate-limit-store";
import { databaseKinds, type TestDatabase } from "../setup/databases";

const REDIS_URL = process.env.REDIS_URL;
const failOnError = (error: unknown) => {
  throw error;
};

/** The same contract for every store: atomic counts, a window that starts at the first hit and ends. */
function storeContract(open: () => Promise<{ store: RateLimitStore; close(): Promise<void> }>) {
  let store: RateLimitStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
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
    await store.hit(k, 300);
    await store.hit(k, 300);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await store.hit(k, 300)).count).toBe(1);
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
    return { store: databaseStore(database.db, failOnError), close: () => database.dispose() };
  });
});

describe.skipIf(!REDIS_URL)("the Redis rate limit store (REDIS_URL)", () => {
  storeContract(async () => {
    const store = redisStore(
      { url: REDIS_URL!, keyPrefix: `modura-test-${process.pid}-${randomBytes(4).toString("hex")}:` },
      failOnError,
    );
    return { store, close: () => store.close() };
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
