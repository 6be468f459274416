import { describe, expect, it } from "vitest";

import { PRODUCT_NAME } from "~/lib/product";

import { ECO_COMPARISON, ECO_STATS, footprintShare } from "./eco";

describe("eco impact", () => {
  it("has the spec's four figures", () => {
    expect(ECO_STATS.map((s) => `${s.value} ${s.label}`)).toEqual([
      "2.3 kg CO2 saved per pair",
      "78% Waste reduction",
      "94% Materials recycled",
      "45% Energy saved",
    ]);
  });

  it("compares 4 traditional pairs and 12 kg CO2 with one pair and 2.3 kg", () => {
    expect(ECO_COMPARISON).toEqual({
      traditional: { name: "Traditional shoes", pairs: 4, co2Kg: 12 },
      modular: { name: PRODUCT_NAME, pairs: 1, co2Kg: 2.3 },
    });
    expect(footprintShare(12)).toBe(100);
    expect(footprintShare(2.3)).toBe(19);
  });
});
