import { describe, expect, it } from "vitest";

import { parseFlagReview } from "./review";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseFlagReview", () => {
  it("reads Confirm and Clear of a kind of flag", () => {
    expect(parseFlagReview(form({ intent: "confirm", kind: "burst" }))).toEqual({
      status: "confirmed",
      kind: "burst",
    });
    expect(parseFlagReview(form({ intent: "clear", kind: "referral-cycle" }))).toEqual({
      status: "cleared",
      kind: "referral-cycle",
    });
  });

  it("refuses anything else", () => {
    expect(parseFlagReview(form({ intent: "delete", kind: "burst" }))).toBeUndefined();
    expect(parseFlagReview(form({ intent: "clear", kind: "nonsense" }))).toBeUndefined();
    expect(parseFlagReview(form({}))).toBeUndefined();
  });
});
