import { describe, expect, it } from "vitest";

import { PACE_RANGE, WEIGHT_RANGE, clampToRange, formatProfileValue } from "./profile";

describe("profile ranges", () => {
  it("clamp to min and max", () => {
    expect(clampToRange(39, WEIGHT_RANGE)).toBe(40);
    expect(clampToRange(40, WEIGHT_RANGE)).toBe(40);
    expect(clampToRange(120, WEIGHT_RANGE)).toBe(120);
    expect(clampToRange(121, WEIGHT_RANGE)).toBe(120);
    expect(clampToRange(2.5, PACE_RANGE)).toBe(3);
    expect(clampToRange(12.5, PACE_RANGE)).toBe(12);
  });

  it("snap to the nearest step", () => {
    expect(clampToRange(70.4, WEIGHT_RANGE)).toBe(70);
    expect(clampToRange(70.6, WEIGHT_RANGE)).toBe(71);
    expect(clampToRange(7.2, PACE_RANGE)).toBe(7);
    expect(clampToRange(7.3, PACE_RANGE)).toBe(7.5);
    expect(clampToRange(3.5, PACE_RANGE)).toBe(3.5);
    expect(clampToRange(11.9, PACE_RANGE)).toBe(12);
  });

  it("fall back to the default for a value that is not a number", () => {
    expect(clampToRange(Number.NaN, WEIGHT_RANGE)).toBe(70);
    expect(clampToRange(Number.POSITIVE_INFINITY, PACE_RANGE)).toBe(7);
  });

  it("show their unit", () => {
    expect(formatProfileValue(70, WEIGHT_RANGE)).toBe("70 kg");
    expect(formatProfileValue(7, PACE_RANGE)).toBe("7 min/km");
    expect(formatProfileValue(7.5, PACE_RANGE)).toBe("7.5 min/km");
  });
});
