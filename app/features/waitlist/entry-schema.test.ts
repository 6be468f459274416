import { describe, expect, it } from "vitest";

import { NAME_MAX_LENGTH, WAITLIST_MESSAGES, validateWaitlist } from "./entry-schema";

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", primaryActivity: "trail" };

describe("waitlist schema", () => {
  it("accepts a valid entry and trims the name and email", () => {
    expect(
      validateWaitlist({ fullName: " Ada ", email: " ada@example.com ", primaryActivity: "gym" }),
    ).toEqual({
      ok: true,
      entry: { fullName: "Ada", email: "ada@example.com", primaryActivity: "gym" },
    });
  });

  it("takes exactly the six activities", () => {
    for (const activity of ["trail", "tennis", "gym", "walking", "casual", "other"]) {
      expect(validateWaitlist({ ...valid, primaryActivity: activity }).ok, activity).toBe(true);
    }
    for (const activity of ["golf", "Trail", "", "running"]) {
      expect(validateWaitlist({ ...valid, primaryActivity: activity }).ok, activity).toBe(false);
    }
  });

  it.each([
    ["", WAITLIST_MESSAGES.fullName],
    ["A", WAITLIST_MESSAGES.fullName],
    ["  A  ", WAITLIST_MESSAGES.fullName],
    ["x".repeat(NAME_MAX_LENGTH + 1), WAITLIST_MESSAGES.fullNameTooLong],
  ])("rejects the name %j", (fullName, message) => {
    expect(validateWaitlist({ ...valid, fullName })).toEqual({ ok: false, fields: { fullName: message } });
  });

  it("accepts a name of exactly 2 and of exactly 100 characters", () => {
    expect(validateWaitlist({ ...valid, fullName: "Al" }).ok).toBe(true);
    expect(validateWaitlist({ ...valid, fullName: "x".repeat(NAME_MAX_LENGTH) }).ok).toBe(true);
  });

  it.each(["", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", `${"a".repeat(250)}@ex.com`])(
    "rejects the email %j with the documented message",
    (email) => {
      expect(validateWaitlist({ ...valid, email })).toEqual({
        ok: false,
        fields: { email: WAITLIST_MESSAGES.email },
      });
    },
  );

  it.each(["", "curling", "TRAIL"])("rejects the activity %j", (primaryActivity) => {
    expect(validateWaitlist({ ...valid, primaryActivity })).toEqual({
      ok: false,
      fields: { primaryActivity: WAITLIST_MESSAGES.primaryActivity },
    });
  });

  it("names every failing field once, and nothing for a non-object", () => {
    expect(validateWaitlist({})).toEqual({
      ok: false,
      fields: {
        fullName: WAITLIST_MESSAGES.fullName,
        email: WAITLIST_MESSAGES.email,
        primaryActivity: WAITLIST_MESSAGES.primaryActivity,
      },
    });
    expect(validateWaitlist(null)).toEqual({ ok: false, fields: {} });
  });

  it("carries a referral code, lowercase, and drops one that cannot be a code without failing", () => {
    expect(validateWaitlist({ ...valid, ref: " AbCd1234 " })).toEqual({
      ok: true,
      entry: { ...valid, ref: "abcd1234" },
    });
    for (const ref of ["x", "no-dashes", "a".repeat(33), 7, null, ["abcd"]]) {
      const result = validateWaitlist({ ...valid, ref });
      expect(result.ok, String(ref)).toBe(true);
      expect(result.ok && result.entry.ref, String(ref)).toBeUndefined();
    }
  });
});
