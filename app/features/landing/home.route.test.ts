// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { type Database, openPglite } from "~/db/client.server";
import { mailOutbox, waitlistEntries } from "~/db/schema";
import type { Decision } from "~/lib/rate-limit/limits";

import { action } from "./home.route";

type ActionArgs = Parameters<typeof action>[0];

// A real embedded database: what the action stores is read back from it.
let root: string;
let database: Database;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-home-action-"));
  database = await openPglite(path.join(root, "pglite"));
}, 60_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(waitlistEntries);
});

const stored = () => database.db.select().from(waitlistEntries);

/** The landing page's action on the real database, with a limiter that says `decision`. */
async function post(fields: Record<string, string>, { decision = { allowed: true } as Decision } = {}) {
  const rateLimit = vi.fn(async () => decision);
  const logError = vi.fn();
  const request = new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = { db: database.db, rateLimit, logError, ...JOIN_CONTEXT };
  const result = (await action({ request, context } as unknown as ActionArgs)) as unknown as {
    data: unknown;
    init: { status: number; headers?: Record<string, string> } | null;
  };
  return { result, rateLimit, logError };
}

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", primaryActivity: "trail" };

/** What the action reads for the fraud checks' network (a join from one address, no burst rule). */
const JOIN_CONTEXT = {
  clientAddress: "203.0.113.7",
  auth: { secret: "a-test-secret-of-32-characters-long" },
  fraudBurst: null,
};

describe("the landing page's waitlist action", () => {
  it("stores a valid entry under the waitlist's limit and answers the success message", async () => {
    const { result, rateLimit } = await post(valid);
    expect(rateLimit).toHaveBeenCalledWith("waitlist");
    expect(await stored()).toMatchObject([
      { email: valid.email, fullName: valid.fullName, status: "pending" },
    ]);
    expect(await database.db.select().from(mailOutbox)).toMatchObject([
      { recipient: valid.email, kind: "waitlist-confirm" },
    ]);
    expect(result.init?.status ?? 200).toBe(200);
    // Conform's reply that empties the form.
    expect(result.data).toEqual({
      joined: true,
      message: {
        title: "Waitlist Joined!",
        description: "You're now on the waitlist for the product. We'll be in touch!",
      },
      result: { initialValue: null },
    });
  });

  it("answers invalid fields with a 400, keeping what was sent, and stores nothing", async () => {
    const { result } = await post({ fullName: "B", email: "nope", primaryActivity: "" });
    expect(await stored()).toEqual([]);
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      result: expect.objectContaining({
        status: "error",
        error: {
          fullName: ["Name must be at least 2 characters."],
          email: ["Please enter a valid email address."],
          primaryActivity: ["Please select your primary activity."],
        },
        // Conform leaves out empty values.
        initialValue: { fullName: "B", email: "nope" },
      }),
    });
  });

  it("answers a filled honeypot as joined and stores nothing", async () => {
    const { result } = await post({ ...valid, website: "http://spam.example" });
    expect(await stored()).toEqual([]);
    expect(result.data).toMatchObject({ joined: true, result: { initialValue: null } });
  });

  it("answers the limit with a 429 and Retry-After, keeping the values", async () => {
    const { result } = await post(valid, { decision: { allowed: false, retryAfterSeconds: 30 } });
    expect(await stored()).toEqual([]);
    expect(result.init?.status).toBe(429);
    expect(result.init?.headers).toEqual({ "Retry-After": "30" });
    expect(result.data).toMatchObject({
      message: { title: "Too many attempts", description: "Please wait 30 seconds and try again." },
      result: { initialValue: valid },
    });
  });

  it("counts the limit before it parses: an invalid form counts, and over the limit gets the 429, not its errors", async () => {
    const invalid = { fullName: "B", email: "nope", primaryActivity: "" };
    const under = await post(invalid);
    expect(under.rateLimit).toHaveBeenCalledExactlyOnceWith("waitlist");
    expect(under.result.init?.status).toBe(400);

    const { result } = await post(invalid, { decision: { allowed: false, retryAfterSeconds: 30 } });
    expect(await stored()).toEqual([]);
    expect(result.init?.status).toBe(429);
    expect(result.data).toEqual({
      message: {
        title: "Too many attempts",
        description: "Please wait 30 seconds and try again.",
        variant: "destructive",
      },
      // What was sent, unchecked: no field's error.
      result: expect.objectContaining({ initialValue: { fullName: "B", email: "nope" } }),
    });
    expect((result.data as { result: { error?: unknown } }).result.error).toBeUndefined();
  });

  it("logs a database failure and answers 503 with the Error toast, keeping the values", async () => {
    // A database that cannot answer: a real one, closed (and opened again for the other tests).
    await database.close();
    const { result, logError } = await post(valid).finally(async () => {
      database = await openPglite(path.join(root, "pglite"));
    });
    expect(logError).toHaveBeenCalledOnce();
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({
      message: { title: "Error", variant: "destructive" },
      result: { initialValue: valid },
    });
  });

  it("answers a body that is not a form as an empty form: a 400, never a 500", async () => {
    const request = new Request("http://localhost/?index", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    const context = {
      db: database.db,
      rateLimit: async () => ({ allowed: true }),
      logError: vi.fn(),
      ...JOIN_CONTEXT,
    };
    const result = (await action({ request, context } as unknown as ActionArgs)) as unknown as {
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
  });
});
