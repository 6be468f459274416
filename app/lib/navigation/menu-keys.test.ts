import { describe, expect, it } from "vitest";

import { menuKeyTarget, typeaheadTarget } from "./menu-keys";

describe("menuKeyTarget", () => {
  it("moves down and up, wrapping at both ends", () => {
    expect(menuKeyTarget("ArrowDown", 0, 3)).toBe(1);
    expect(menuKeyTarget("ArrowDown", 2, 3)).toBe(0);
    expect(menuKeyTarget("ArrowUp", 1, 3)).toBe(0);
    expect(menuKeyTarget("ArrowUp", 0, 3)).toBe(2);
  });

  it("starts at the first or last item when none has focus", () => {
    expect(menuKeyTarget("ArrowDown", -1, 3)).toBe(0);
    expect(menuKeyTarget("ArrowUp", -1, 3)).toBe(2);
  });

  it("jumps with Home and End", () => {
    expect(menuKeyTarget("Home", 2, 3)).toBe(0);
    expect(menuKeyTarget("End", 0, 3)).toBe(2);
  });

  it("ignores other keys and empty menus", () => {
    expect(menuKeyTarget("a", 0, 3)).toBeUndefined();
    expect(menuKeyTarget("ArrowDown", -1, 0)).toBeUndefined();
  });
});

describe("typeaheadTarget", () => {
  const labels = ["Dashboard", "AdaptIQ Demo", "Log out"];

  it("finds the item a letter starts, whatever its case", () => {
    expect(typeaheadTarget(labels, "l", 0)).toBe(2);
    expect(typeaheadTarget(labels, "A", -1)).toBe(1);
  });

  it("moves on from the current item for one letter, and cycles for the same letter again", () => {
    const twoDs = ["Dashboard", "Demo", "Log out"];
    expect(typeaheadTarget(twoDs, "d", 0)).toBe(1);
    expect(typeaheadTarget(twoDs, "dd", 1)).toBe(0);
  });

  it("matches a longer word, staying on the current item when it matches", () => {
    expect(typeaheadTarget(labels, "das", 0)).toBe(0);
    expect(typeaheadTarget(labels, "log", 0)).toBe(2);
  });

  it("finds nothing for a word no item starts", () => {
    expect(typeaheadTarget(labels, "x", 0)).toBeUndefined();
    expect(typeaheadTarget(labels, "", 0)).toBeUndefined();
  });
});
