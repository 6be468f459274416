import { describe, expect, it } from "vitest";

import {
  galleryHref,
  keyToDelta,
  shoeIndexFromParam,
  slideAnnouncement,
  wrapIndex,
} from "./gallery-carousel";
import { GALLERY_SHOES } from "./gallery-shoes";

describe("wrapIndex", () => {
  it("steps forward and back inside the range", () => {
    expect(wrapIndex(0, 1, 4)).toBe(1);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });

  it("wraps from the last to the first going forward", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
  });

  it("wraps from the first to the last going back", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });

  it("handles steps longer than the list, and an empty list", () => {
    expect(wrapIndex(1, 9, 4)).toBe(2);
    expect(wrapIndex(1, -9, 4)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("slideAnnouncement", () => {
  it("names the position and the shoe", () => {
    expect(slideAnnouncement(1, GALLERY_SHOES.length, GALLERY_SHOES[1].name)).toBe(
      "Shoe 2 of 4: Celestial Grace",
    );
  });
});

describe("keyToDelta", () => {
  it("maps the arrow keys and ignores the rest", () => {
    expect(keyToDelta("ArrowLeft")).toBe(-1);
    expect(keyToDelta("ArrowRight")).toBe(1);
    expect(keyToDelta("ArrowUp")).toBe(0);
    expect(keyToDelta("Enter")).toBe(0);
  });
});

describe("shoeIndexFromParam", () => {
  it("reads ?shoe=N counted from 1", () => {
    expect(shoeIndexFromParam("1", 4)).toBe(0);
    expect(shoeIndexFromParam("4", 4)).toBe(3);
  });

  it("shows the first shoe for a missing, odd or out-of-range value", () => {
    for (const raw of [null, "", "0", "5", "-1", "2.5", "two", "1e1", " 2"]) {
      expect(shoeIndexFromParam(raw, 4)).toBe(0);
    }
  });
});

describe("galleryHref", () => {
  it("opens the Gallery tab on the shoe, keeping the rest of the query", () => {
    expect(galleryHref("/elegance", new URLSearchParams(), 3)).toBe("/elegance?tab=gallery&shoe=4");
    expect(galleryHref("/elegance", new URLSearchParams("height=170&tab=gallery&shoe=2"), 0)).toBe(
      "/elegance?height=170&tab=gallery&shoe=1",
    );
  });
});
