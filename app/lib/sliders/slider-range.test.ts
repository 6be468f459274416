import { describe, expect, it } from "vitest";

import { clampToRange, rangeValueFrom } from "./slider-range";

const HOURS = { min: 1, max: 12, step: 0.5, defaultValue: 4 };

describe("clampToRange", () => {
  it("clamps, snaps to the step and falls back to the default", () => {
    expect(clampToRange(0, HOURS)).toBe(1);
    expect(clampToRange(13, HOURS)).toBe(12);
    expect(clampToRange(6.3, HOURS)).toBe(6.5);
    expect(clampToRange(Number.NaN, HOURS)).toBe(4);
  });
});

describe("rangeValueFrom", () => {
  it("reads a submitted number", () => {
    expect(rangeValueFrom("6.5", HOURS)).toBe(6.5);
    expect(rangeValueFrom(" 8 ", HOURS)).toBe(8);
  });

  it("clamps and snaps what a hand-edited URL sends", () => {
    expect(rangeValueFrom("99", HOURS)).toBe(12);
    expect(rangeValueFrom("-3", HOURS)).toBe(1);
    expect(rangeValueFrom("6.74", HOURS)).toBe(6.5);
  });

  it("gives the default for anything that is not a number", () => {
    for (const raw of [undefined, null, "", "  ", "abc", "Infinity", 7, {}, ["5"]]) {
      expect(rangeValueFrom(raw, HOURS)).toBe(4);
    }
  });
});
