import { describe, expect, it } from "vitest";

import {
  EMPTY_WAITLIST_VALUES,
  errorsAfterChange,
  waitlistInputFrom,
  waitlistValuesFrom,
} from "./form-state";
import { WAITLIST_MESSAGES } from "./schema";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("errorsAfterChange", () => {
  it("shows nothing while typing before the first submit", () => {
    expect(errorsAfterChange({ ...EMPTY_WAITLIST_VALUES, fullName: "A" }, false)).toEqual({});
  });

  it("re-validates on every change after a submit", () => {
    const values = { fullName: "A", email: "ada@example.com", primaryActivity: "trail" };
    expect(errorsAfterChange(values, true)).toEqual({ fullName: WAITLIST_MESSAGES.fullName });
    expect(errorsAfterChange({ ...values, fullName: "Ad" }, true)).toEqual({});
  });
});

describe("waitlistValuesFrom", () => {
  it("reads the three fields, as sent", () => {
    expect(
      waitlistValuesFrom(
        form({ fullName: " Ada ", email: "ada@example.com", primaryActivity: "gym", x: "y" }),
      ),
    ).toEqual({ fullName: " Ada ", email: "ada@example.com", primaryActivity: "gym" });
  });

  it("reads a missing or file field as empty", () => {
    const data = new FormData();
    data.set("fullName", new Blob(["x"]));
    expect(waitlistValuesFrom(data)).toEqual(EMPTY_WAITLIST_VALUES);
  });
});

describe("waitlistInputFrom", () => {
  it("adds the honeypot, empty when absent", () => {
    expect(waitlistInputFrom(form({ fullName: "Ada" }))).toEqual({
      ...EMPTY_WAITLIST_VALUES,
      fullName: "Ada",
      website: "",
    });
    expect(waitlistInputFrom(form({ website: "http://spam.example" })).website).toBe("http://spam.example");
  });

  it("carries the referral code of the hidden field, and none when there is none", () => {
    expect(waitlistInputFrom(form({ fullName: "Ada", ref: "ab12cd34" })).ref).toBe("ab12cd34");
    expect("ref" in waitlistInputFrom(form({ fullName: "Ada" }))).toBe(false);
  });
});
