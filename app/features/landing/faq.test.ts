import { describe, expect, it } from "vitest";

import { FAQ_ITEMS } from "./faq";

describe("FAQ", () => {
  it("has five questions with unique ids", () => {
    expect(FAQ_ITEMS).toHaveLength(5);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(5);
  });

  it("states the documented figures", () => {
    const text = FAQ_ITEMS.map((item) => item.answer).join(" ");
    for (const figure of ["Under 30 seconds", "no tools", "4x", "Q3", "4 weeks early", "quarterly"]) {
      expect(text).toContain(figure);
    }
  });
});
