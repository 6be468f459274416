import { describe, expect, it } from "vitest";

import { unreachableWaitlistAnswer, waitlistFormResponse } from "./answer";
import { EMPTY_WAITLIST_VALUES } from "./form-state";
import { WAITLIST_MESSAGES } from "./schema";

const values = { fullName: "Ada", email: "ada@example.com", primaryActivity: "gym" };

describe("waitlistFormResponse", () => {
  it("answers a join with the spec's success message and empty values", () => {
    expect(waitlistFormResponse({ kind: "joined" }, values)).toEqual({
      status: 200,
      answer: {
        ok: true,
        message: {
          title: "Waitlist Joined!",
          description: "You're now on the waitlist for the product. We'll be in touch!",
        },
        fields: {},
        values: EMPTY_WAITLIST_VALUES,
      },
    });
  });

  it("answers invalid fields with a 400, no message, and the values kept", () => {
    const fields = { fullName: WAITLIST_MESSAGES.fullName };
    expect(waitlistFormResponse({ kind: "invalid", fields }, values)).toEqual({
      status: 400,
      answer: { ok: false, fields, values },
    });
  });

  it("answers the limit with a 429, Retry-After and the wait", () => {
    const response = waitlistFormResponse({ kind: "limited", retryAfterSeconds: 30 }, values);
    expect(response.status).toBe(429);
    expect(response.headers).toEqual({ "Retry-After": "30" });
    expect(response.answer.message).toEqual({
      title: "Too many attempts",
      description: "Please wait 30 seconds and try again.",
      variant: "destructive",
    });
    expect(response.answer.values).toEqual(values);
  });

  it("answers a failure with the spec's destructive Error and the values kept", () => {
    const response = waitlistFormResponse({ kind: "unavailable" }, values);
    expect(response.status).toBe(503);
    expect(response.answer).toEqual({
      ok: false,
      message: {
        title: "Error",
        description: "There was a problem submitting your information. Please try again.",
        variant: "destructive",
      },
      fields: {},
      values,
    });
  });

  it("gives a new message object each time, so each answer toasts once", () => {
    const a = waitlistFormResponse({ kind: "joined" }, values).answer.message;
    const b = waitlistFormResponse({ kind: "joined" }, values).answer.message;
    expect(a).not.toBe(b);
  });
});

describe("unreachableWaitlistAnswer", () => {
  it("is the spec's destructive Error", () => {
    expect(unreachableWaitlistAnswer().message).toEqual({
      title: "Error",
      description: "There was a problem submitting your information. Please try again.",
      variant: "destructive",
    });
  });
});
