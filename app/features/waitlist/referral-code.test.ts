import { describe, expect, it } from "vitest";

import { normalizeReferralCode, referralUrl } from "./referral-code";

describe("normalizeReferralCode", () => {
  it.each([
    ["3f9a0c1b2d", "3f9a0c1b2d"],
    ["  3F9A0C1B2D ", "3f9a0c1b2d"],
    ["abcd", "abcd"],
    ["a".repeat(32), "a".repeat(32)],
  ])("takes %j as %j", (input, code) => {
    expect(normalizeReferralCode(input)).toBe(code);
  });

  it.each([
    ["too short", "abc"],
    ["too long", "a".repeat(33)],
    ["empty", ""],
    ["punctuation", "abc-def"],
    ["a quote", "abcd'--"],
    ["non-ASCII letters", "ßüñabcd"],
    ["a URL", "https://example.com/?ref=abcd"],
    ["a number", 12345],
    ["an array", ["abcd"]],
    ["nothing", undefined],
    ["null", null],
  ])("drops %s", (_label, input) => {
    expect(normalizeReferralCode(input)).toBeUndefined();
  });
});

describe("referralUrl", () => {
  it("is the landing page with the code, whatever the public URL ends with", () => {
    expect(referralUrl("https://modura.example", "abcd1234")).toBe("https://modura.example/?ref=abcd1234");
    expect(referralUrl("https://modura.example/", "abcd1234")).toBe("https://modura.example/?ref=abcd1234");
  });
});
