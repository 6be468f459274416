import { describe, expect, it, vi } from "vitest";

import type { Db } from "~/db/client.server";

import { type JoinWaitlistRequest, joinWaitlistRequest } from "./join.server";
import { WAITLIST_MESSAGES } from "./schema";

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", primaryActivity: "trail" };

/** A database whose one statement is recorded, or fails. */
function fakeDb(fail = false) {
  const execute = vi.fn(async () => {
    if (fail) throw new Error("connection refused");
    return { rows: [] };
  });
  return { db: { execute } as unknown as Db, execute };
}

function request(overrides: Partial<JoinWaitlistRequest> = {}, input: unknown = valid) {
  return {
    db: fakeDb().db,
    checkLimit: async () => ({ allowed: true as const }),
    readInput: vi.fn(async () => input),
    logError: vi.fn(),
    ...overrides,
  };
}

describe("joinWaitlistRequest", () => {
  it("stores a valid entry once and answers joined", async () => {
    const { db, execute } = fakeDb();
    expect(await joinWaitlistRequest(request({ db }))).toEqual({ kind: "joined" });
    expect(execute).toHaveBeenCalledOnce();
  });

  it("refuses over the limit before reading the body", async () => {
    const req = request({ checkLimit: async () => ({ allowed: false, retryAfterSeconds: 42 }) });
    expect(await joinWaitlistRequest(req)).toEqual({ kind: "limited", retryAfterSeconds: 42 });
    expect(req.readInput).not.toHaveBeenCalled();
  });

  it("answers a filled honeypot as joined and stores nothing", async () => {
    const { db, execute } = fakeDb();
    const outcome = await joinWaitlistRequest(request({ db }, { ...valid, website: "http://spam.example" }));
    expect(outcome).toEqual({ kind: "joined" });
    expect(execute).not.toHaveBeenCalled();
  });

  it("names the invalid fields with the shared schema's messages and stores nothing", async () => {
    const { db, execute } = fakeDb();
    const outcome = await joinWaitlistRequest(request({ db }, { ...valid, fullName: "A", email: "nope" }));
    expect(outcome).toEqual({
      kind: "invalid",
      fields: { fullName: WAITLIST_MESSAGES.fullName, email: WAITLIST_MESSAGES.email },
    });
    expect(execute).not.toHaveBeenCalled();
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
