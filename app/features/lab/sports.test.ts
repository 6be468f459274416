import { describe, expect, it } from "vitest";

import { LAB_SPORTS, labSport, parseLabSport } from "./sports";

describe("lab sports", () => {
  it("are the four documented sports with their adaptations, Trail first", () => {
    expect(
      LAB_SPORTS.map(({ name, adaptations: a }) => [name, a.flexibility, a.grip, a.cushioning, a.stability]),
    ).toEqual([
      ["Trail", 75, 95, 80, 90],
      ["Tennis", 85, 85, 70, 95],
      ["Gym", 95, 70, 85, 80],
      ["Street", 80, 60, 90, 75],
    ]);
  });

  it("each has a terrain and a description, and is found by id", () => {
    for (const sport of LAB_SPORTS) {
      expect(sport.terrain).not.toBe("");
      expect(sport.description).not.toBe("");
      expect(labSport(sport.id)).toBe(sport);
    }
  });
});

describe("parseLabSport", () => {
  it("names a sport by id, and nothing else", () => {
    expect(LAB_SPORTS.map((sport) => parseLabSport(sport.id))).toEqual(["trail", "tennis", "gym", "street"]);
    expect(parseLabSport("Trail")).toBeNull();
    expect(parseLabSport(null)).toBeNull();
    expect(parseLabSport("")).toBeNull();
  });
});
