import { describe, expect, it, vi } from "vitest";

import type { Db } from "~/db/queryable";

import { type JoinWaitlistRequest, joinWaitlistRequest } from "./join.server";
import type { WaitlistEntryInput } from "./entry-schema";

/** An entry as a way in hands it over, parsed by waitlistSchema. */
const valid: WaitlistEntryInput = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  primaryActivity: "trail",
};

/**
 * A database whose transactions are counted, or fail. What the statements do is the server tests'
 * subject (tests/server/waitlist-join.test.ts, on PGlite and PostgreSQL); this is the order of the
 * steps around them. The client's limit, the honeypot and the schema are the ways in's
 * (app/features/landing/home.route.test.ts, tests/server/rate-limits.test.ts).
 */
function fakeDb(fail = false) {
  const transaction = vi.fn(async () => {
    if (fail) throw new Error("connection refused");
  });
  return { db: { transaction } as unknown as Db, transaction };
}

function request(overrides: Partial<JoinWaitlistRequest> = {}, entry: WaitlistEntryInput = valid) {
  return {
    db: fakeDb().db,
    entry,
    checkMailLimit: vi.fn(async () => ({ allowed: true as const })),
    logError: vi.fn(),
    ...overrides,
  };
}

describe("joinWaitlistRequest", () => {
  it("stores a valid entry in one transaction, counting one mail to its address, and answers joined", async () => {
    const { db, transaction } = fakeDb();
    const req = request({ db }, { ...valid, email: "Ada@Example.COM" });
    expect(await joinWaitlistRequest(req)).toEqual({ kind: "joined" });
    expect(transaction).toHaveBeenCalledOnce();
    expect(req.checkMailLimit).toHaveBeenCalledExactlyOnceWith("ada@example.com");
  });

  it("answers joined, and still stores the entry, when the address is over its mail limit", async () => {
    const { db, transaction } = fakeDb();
    const req = request({ db, checkMailLimit: async () => ({ allowed: false, retryAfterSeconds: 60 }) });
    expect(await joinWaitlistRequest(req)).toEqual({ kind: "joined" });
    expect(transaction).toHaveBeenCalledOnce();
  });

  it("logs a database failure once and answers unavailable", async () => {
    const req = request({ db: fakeDb(true).db });
    expect(await joinWaitlistRequest(req)).toEqual({ kind: "unavailable" });
    expect(req.logError).toHaveBeenCalledOnce();
  });
});
