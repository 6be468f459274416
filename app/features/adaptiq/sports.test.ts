import { describe, expect, it } from "vitest";

import { ADAPTIQ_SPORTS, DEFAULT_SPORT_ID, findSport } from "./sports";

describe("AdaptIQ sports", () => {
  it("are the three documented sports with their terrain, impact and percentages", () => {
    expect(
      ADAPTIQ_SPORTS.map((s) => [
        s.name,
        s.terrainType,
        s.impactLevel,
        s.flexibility,
        s.stability,
        s.traction,
      ]),
    ).toEqual([
      ["Trail Running", "uneven rocky terrain", "High", 70, 85, 95],
      ["Gym Training", "flat stable surfaces", "Medium", 90, 75, 60],
      ["Tennis", "court surfaces", "High", 85, 90, 85],
    ]);
  });

  it("start on Trail Running and are found by id", () => {
    expect(findSport(DEFAULT_SPORT_ID).name).toBe("Trail Running");
    expect(findSport("gym").name).toBe("Gym Training");
    expect(findSport("tennis").name).toBe("Tennis");
  });
});
