import { describe, expect, it } from "vitest";

import { ECO_STATS, footprintShare } from "./eco";

describe("eco impact", () => {
  it("has the four documented figures", () => {
    expect(ECO_STATS.map((s) => `${s.value} ${s.label}`)).toEqual([
      "2.3 kg CO2 saved per pair",
      "78% Waste reduction",
      "94% Materials recycled",
      "45% Energy saved",
    ]);
  });

  it("draws 12 kg CO2 as the full bar and 2.3 kg as 19% of it", () => {
    expect(footprintShare(12)).toBe(100);
    expect(footprintShare(2.3)).toBe(19);
  });
});
