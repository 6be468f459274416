import { describe, expect, it, vi } from "vitest";

import type { Db } from "~/db/client.server";
import type { Decision } from "~/features/rate-limit/limits";

import { action } from "./home";

type ActionArgs = Parameters<typeof action>[0];

/** The landing page's action with a recorded database and a limiter that says `decision`. */
async function post(
  fields: Record<string, string>,
  { decision = { allowed: true } as Decision, fail = false } = {},
) {
  const execute = vi.fn(async () => {
    if (fail) throw new Error("database down");
    return { rows: [] };
  });
  const rateLimit = vi.fn(async () => decision);
  const logError = vi.fn();
  const request = new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = { db: { execute } as unknown as Db, rateLimit, logError };
  const result = (await action({ request, context } as unknown as ActionArgs)) as unknown as {
    data: unknown;
    init: { status: number; headers?: Record<string, string> } | null;
  };
  return { result, execute, rateLimit, logError };
}

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", primaryActivity: "trail" };

describe("the landing page's waitlist action", () => {
  it("stores a valid entry under the waitlist's limit and answers the success message", async () => {
    const { result, execute, rateLimit } = await post(valid);
    expect(rateLimit).toHaveBeenCalledWith("waitlist");
    expect(execute).toHaveBeenCalledOnce();
    expect(result.init?.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, message: { title: "Waitlist Joined!" }, fields: {} });
  });

  it("answers invalid fields with a 400, keeping what was sent, and stores nothing", async () => {
    const { result, execute } = await post({ fullName: "B", email: "nope", primaryActivity: "" });
    expect(execute).not.toHaveBeenCalled();
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      fields: {
        fullName: "Name must be at least 2 characters.",
        email: "Please enter a valid email address.",
        primaryActivity: "Please select your primary activity.",
      },
      values: { fullName: "B", email: "nope", primaryActivity: "" },
    });
  });

  it("answers a filled honeypot as joined and stores nothing", async () => {
    const { result, execute } = await post({ ...valid, website: "http://spam.example" });
    expect(execute).not.toHaveBeenCalled();
    expect(result.data).toMatchObject({ ok: true });
  });

  it("answers the limit with a 429 and Retry-After, keeping the values", async () => {
    const { result, execute } = await post(valid, { decision: { allowed: false, retryAfterSeconds: 30 } });
    expect(execute).not.toHaveBeenCalled();
    expect(result.init?.status).toBe(429);
    expect(result.init?.headers).toEqual({ "Retry-After": "30" });
    expect(result.data).toMatchObject({
      ok: false,
      message: { title: "Too many attempts", description: "Please wait 30 seconds and try again." },
      values: valid,
    });
  });

  it("logs a database failure and answers 503 with the spec's Error, keeping the values", async () => {
    const { result, logError } = await post(valid, { fail: true });
    expect(logError).toHaveBeenCalledOnce();
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({
      ok: false,
      message: { title: "Error", variant: "destructive" },
      values: valid,
    });
  });

  it("answers a body that is not a form as an empty form: a 400, never a 500", async () => {
    const request = new Request("http://localhost/?index", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    const context = { db: {} as Db, rateLimit: async () => ({ allowed: true }), logError: vi.fn() };
    const result = (await action({ request, context } as unknown as ActionArgs)) as unknown as {
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
  });
});
