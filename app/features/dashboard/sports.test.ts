import { describe, expect, it } from "vitest";

import { DEFAULT_SPORTS, SPORTS, preferencesSchema, toggleSport } from "./sports";

describe("dashboard sports", () => {
  it("lists the spec's six tiles and preselects Trail Running, Gym Training and Hiking", () => {
    expect(SPORTS.map((s) => s.label)).toEqual([
      "Trail Running",
      "Tennis",
      "Gym Training",
      "Street Walking",
      "Basketball",
      "Hiking",
    ]);
    expect(DEFAULT_SPORTS).toEqual(["trail-running", "gym-training", "hiking"]);
  });

  it("toggles a tile on and off, keeping the tiles' order", () => {
    expect(toggleSport(["hiking"], "tennis")).toEqual(["tennis", "hiking"]);
    expect(toggleSport(["tennis", "hiking"], "tennis")).toEqual(["hiking"]);
  });

  it("saves known sports once each, in order, and refuses others", () => {
    expect(preferencesSchema.parse({ sports: ["hiking", "tennis", "hiking"] })).toEqual({
      sports: ["tennis", "hiking"],
    });
    expect(preferencesSchema.safeParse({ sports: ["curling"] }).success).toBe(false);
    expect(preferencesSchema.safeParse({ sports: "tennis" }).success).toBe(false);
  });
});
