import { describe, expect, it } from "vitest";

import {
  type Frame,
  areaPath,
  barsOf,
  dayLabels,
  describeDaily,
  formatTick,
  labelIndices,
  linePath,
  linearScale,
  niceTicks,
  tickPositions,
} from "./charts";

// A frame with round numbers: the plot is 100 wide (10 to 110) and 50 high (5 to 55).
const FRAME: Frame = { width: 120, height: 70, margin: { top: 5, right: 10, bottom: 15, left: 10 } };

describe("chart geometry", () => {
  it("maps values straight onto coordinates, upside down for an axis", () => {
    const y = linearScale([0, 200], [55, 5]);
    expect([0, 100, 200].map(y)).toEqual([55, 30, 5]);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(0);
  });

  it("picks round whole-number ticks from 0 to at least the largest value", () => {
    expect(niceTicks(137)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(12_345)).toEqual([0, 5000, 10_000, 15_000]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it("places ticks up the axis", () => {
    expect(tickPositions([0, 50, 100], FRAME)).toEqual([
      { value: 0, y: 55 },
      { value: 50, y: 30 },
      { value: 100, y: 5 },
    ]);
  });

  it("draws one bar per value in equal bands, with a gap, from the baseline", () => {
    expect(barsOf([100, 50, 0, 25], 100, FRAME)).toEqual([
      { x: 12.5, y: 5, width: 20, height: 50 },
      { x: 37.5, y: 30, width: 20, height: 25 },
      { x: 62.5, y: 55, width: 20, height: 0 },
      { x: 87.5, y: 42.5, width: 20, height: 12.5 },
    ]);
  });

  it("draws a line and the area under it through the bands' middles", () => {
    expect(linePath([0, 100], 100, FRAME)).toBe("M35,55 L85,5");
    expect(areaPath([0, 100], 100, FRAME)).toBe("M35,55 L85,5 L85,55 L35,55 Z");
    expect(linePath([], 100, FRAME)).toBe("");
    expect(areaPath([], 100, FRAME)).toBe("");
  });

  it("labels the first and the last day and evenly spaced ones between", () => {
    expect(labelIndices(90)).toEqual([0, 30, 59, 89]);
    expect(labelIndices(7)).toEqual([0, 2, 4, 6]);
    expect(labelIndices(3)).toEqual([0, 1, 2]);
    expect(labelIndices(0)).toEqual([]);
    expect(dayLabels(["2026-11-24", "2026-11-25"], 4, FRAME)).toEqual([
      { day: "2026-11-24", text: "Nov 24", x: 35 },
      { day: "2026-11-25", text: "Nov 25", x: 85 },
    ]);
    // Ten bands 10 wide: the first and the last label are moved in to stay inside the 120 units.
    const tenDays = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"].map((d) => `2026-11-${d}`);
    expect(dayLabels(tenDays, 2, FRAME).map((label) => label.x)).toEqual([22, 98]);
  });

  it("writes axis labels short", () => {
    expect([0, 500, 5000, 15_000, 1_500_000].map(formatTick)).toEqual(["0", "500", "5K", "15K", "1.5M"]);
  });

  it("says a series in words: range, total and busiest day", () => {
    const days = ["2026-11-23", "2026-11-24", "2026-11-25"];
    expect(describeDaily("visitors", days, [1200, 3400, 3400])).toBe(
      "From Nov 23 to Nov 25: 8,000 visitors in all; the most on Nov 24, 3,400.",
    );
    expect(describeDaily("joins", days, [0, 0, 0])).toBe("From Nov 23 to Nov 25: no joins.");
    expect(describeDaily("joins", ["2026-11-25"], [2])).toBe("On Nov 25: 2 joins.");
  });
});
