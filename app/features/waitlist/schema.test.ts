import { describe, expect, it } from "vitest";

import { ACTIVITY_VALUES } from "./activities";
import { NAME_MAX_LENGTH, WAITLIST_MESSAGES, validateWaitlist } from "./schema";

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

  it("offers exactly the six activities of the spec", () => {
    expect(ACTIVITY_VALUES).toEqual(["trail", "tennis", "gym", "walking", "casual", "other"]);
    for (const activity of ACTIVITY_VALUES) {
      expect(validateWaitlist({ ...valid, primaryActivity: activity }).ok).toBe(true);
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
    "rejects the email %j with the spec's message",
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

  it("uses the spec's exact messages", () => {
    expect(WAITLIST_MESSAGES.fullName).toBe("Name must be at least 2 characters.");
    expect(WAITLIST_MESSAGES.email).toBe("Please enter a valid email address.");
    expect(WAITLIST_MESSAGES.primaryActivity).toBe("Please select your primary activity.");
  });
});
