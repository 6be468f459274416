import { describe, expect, it, vi } from "vitest";

import type { Db } from "~/db/client.server";

import { type JoinWaitlistRequest, joinWaitlistRequest } from "./join.server";
import { WAITLIST_MESSAGES } from "./schema";

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", primaryActivity: "trail" };

/**
 * A database whose transactions are counted, or fail. What the statements do is the server tests'
 * subject (tests/server/waitlist-join.test.ts, on PGlite and PostgreSQL); this is the order of the
 * steps around them.
 */
function fakeDb(fail = false) {
  const transaction = vi.fn(async () => {
    if (fail) throw new Error("connection refused");
  });
  return { db: { transaction } as unknown as Db, transaction };
}

function request(overrides: Partial<JoinWaitlistRequest> = {}, input: unknown = valid) {
  return {
    db: fakeDb().db,
    checkLimit: async () => ({ allowed: true as const }),
    checkMailLimit: vi.fn(async () => ({ allowed: true as const })),
    readInput: vi.fn(async () => input),
    logError: vi.fn(),
    ...overrides,
  };
}

describe("joinWaitlistRequest", () => {
  it("stores a valid entry in one transaction, counting one mail to its address, and answers joined", async () => {
    const { db, transaction } = fakeDb();
    const req = request({ db }, { ...valid, email: " Ada@Example.COM " });
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

  it("refuses over the limit before reading the body", async () => {
    const req = request({ checkLimit: async () => ({ allowed: false, retryAfterSeconds: 42 }) });
    expect(await joinWaitlistRequest(req)).toEqual({ kind: "limited", retryAfterSeconds: 42 });
    expect(req.readInput).not.toHaveBeenCalled();
  });

  it("answers a filled honeypot as joined and stores nothing", async () => {
    const { db, transaction } = fakeDb();
    const req = request({ db }, { ...valid, website: "http://spam.example" });
    expect(await joinWaitlistRequest(req)).toEqual({ kind: "joined" });
    expect(transaction).not.toHaveBeenCalled();
    expect(req.checkMailLimit).not.toHaveBeenCalled();
  });

  it("names the invalid fields with the shared schema's messages and stores nothing", async () => {
    const { db, transaction } = fakeDb();
    const outcome = await joinWaitlistRequest(request({ db }, { ...valid, fullName: "A", email: "nope" }));
    expect(outcome).toEqual({
      kind: "invalid",
      fields: { fullName: WAITLIST_MESSAGES.fullName, email: WAITLIST_MESSAGES.email },
    });
    expect(transaction).not.toHaveBeenCalled();
  });

  it("logs a database failure once and answers unavailable", async () => {
    const req = request({ db: fakeDb(true).db });
    expect(await joinWaitlistRequest(req)).toEqual({ kind: "unavailable" });
    expect(req.logError).toHaveBeenCalledOnce();
  });

  it("lets a failure to read the body reach the caller", async () => {
    const req = request({ readInput: async () => Promise.reject(new Error("too large")) });
    await expect(joinWaitlistRequest(req)).rejects.toThrow("too large");
  });
});
