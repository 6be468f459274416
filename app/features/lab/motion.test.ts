import { describe, expect, it } from "vitest";

import { MOTION_READINGS, isMotionActiveQuery } from "./motion";

describe("motion", () => {
  it("has the three documented readings", () => {
    expect(MOTION_READINGS.map((r) => r.value)).toEqual(["Rough Trail", "165 SPM", "2.1x BW"]);
  });

  it("is active for ?motion=active only", () => {
    expect(isMotionActiveQuery("active")).toBe(true);
    expect(isMotionActiveQuery(null)).toBe(false);
    expect(isMotionActiveQuery("on")).toBe(false);
  });
});
