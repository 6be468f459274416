import { describe, expect, it } from "vitest";

import { SOLES, SWAP_STEPS } from "./soles";

describe("landing soles", () => {
  it("offers four soles in the documented order", () => {
    expect(SOLES).toHaveLength(4);
    expect(SOLES.map((sole) => sole.id)).toEqual(["trail", "tennis", "street", "gym"]);
  });

  it("shows the same shoe image for every sole", () => {
    expect(new Set(SOLES.map((sole) => sole.image)).size).toBe(1);
  });

  it("gives every sole a name and a description", () => {
    for (const sole of SOLES) {
      expect(sole.name).not.toBe("");
      expect(sole.description).not.toBe("");
    }
  });

  it("explains the swap in four steps", () => {
    expect(SWAP_STEPS.map((step) => step.title)).toEqual([
      "Twist heel lock",
      "Slide old sole backward",
      "Align with guide pins",
      "Push forward and twist to secure",
    ]);
  });
});
