import { describe, expect, it } from "vitest";

import { EXPLORER_TABS, TECHNOLOGY_FEATURES } from "./content";

const allText = JSON.stringify([TECHNOLOGY_FEATURES, EXPLORER_TABS]);

describe("technology content", () => {
  it.each([
    "under 100 ms",
    "over 10,000 data points per second",
    "3 seconds",
    "12+",
    "64 pressure sensors",
    "±0.1 °C",
    "6-axis IMU",
    "30 to 100%",
    "50 ms",
    "7 days",
  ])("states the claim %s", (claim) => {
    expect(allText.toLowerCase()).toContain(claim.toLowerCase());
  });

  it("has the explorer's four tabs in order, each with figures and explanation", () => {
    expect(EXPLORER_TABS.map((tab) => tab.name)).toEqual([
      "Neural AI",
      "Modular System",
      "Smart Sensors",
      "Auto-Calibration",
    ]);
    for (const tab of EXPLORER_TABS) {
      expect(tab.paragraphs.length).toBeGreaterThan(0);
      expect(tab.stats.length).toBeGreaterThan(0);
    }
  });
});
