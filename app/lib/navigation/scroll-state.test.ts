import { describe, expect, it } from "vitest";

import { isNavScrolled } from "./scroll-state";

describe("isNavScrolled", () => {
  it("turns on only past 10 pixels", () => {
    expect(isNavScrolled(0)).toBe(false);
    expect(isNavScrolled(10)).toBe(false);
    expect(isNavScrolled(10.5)).toBe(true);
    expect(isNavScrolled(11)).toBe(true);
    expect(isNavScrolled(5000)).toBe(true);
  });
});
