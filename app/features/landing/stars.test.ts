import { describe, expect, it } from "vitest";

import { ratingLabel, starFills } from "./stars";

describe("starFills", () => {
  it("fills all five stars for a 5", () => {
    expect(starFills(5)).toEqual(["full", "full", "full", "full", "full"]);
  });

  it("shows four full stars and a half for 4.5", () => {
    expect(starFills(4.5)).toEqual(["full", "full", "full", "full", "half"]);
  });

  it("leaves every star empty for 0", () => {
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });

  it("handles 3.5 and 1", () => {
    expect(starFills(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starFills(1)).toEqual(["full", "empty", "empty", "empty", "empty"]);
  });

  it("clamps ratings outside 0 to the scale", () => {
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-2)).toEqual(starFills(0));
    expect(starFills(Number.NaN)).toEqual(starFills(0));
  });

  it("follows another scale", () => {
    expect(starFills(2.5, 3)).toEqual(["full", "full", "half"]);
  });
});

describe("ratingLabel", () => {
  it("reads the rating against the scale", () => {
    expect(ratingLabel(4.5)).toBe("Rated 4.5 out of 5");
  });
});
