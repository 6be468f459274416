import { describe, expect, it } from "vitest";

import { ratingLabel, starFills } from "./stars";

const FIVE = ["full", "full", "full", "full", "full"];

describe("starFills", () => {
  it("fills all five stars for a 5", () => {
    expect(starFills(5)).toEqual(FIVE);
  });

  it("fills a star whenever its index is below the rating: 4.5 fills all five", () => {
    expect(starFills(4.5)).toEqual(FIVE);
    expect(starFills(4.01)).toEqual(FIVE);
  });

  it("leaves a star empty when its index equals the rating", () => {
    expect(starFills(4)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(1)).toEqual(["full", "empty", "empty", "empty", "empty"]);
  });

  it("leaves every star empty for 0", () => {
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });

  it("fills the star of a fraction's index: 3.5 shows four, 0.5 one", () => {
    expect(starFills(3.5)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(0.5)).toEqual(["full", "empty", "empty", "empty", "empty"]);
  });

  it("clamps ratings outside 0 to the scale", () => {
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-2)).toEqual(starFills(0));
    expect(starFills(Number.NaN)).toEqual(starFills(0));
  });

  it("follows another scale", () => {
    expect(starFills(2.5, 3)).toEqual(["full", "full", "full"]);
  });
});

describe("ratingLabel", () => {
  it("reads the rating against the scale", () => {
    expect(ratingLabel(4.5)).toBe("Rated 4.5 out of 5");
  });
});
