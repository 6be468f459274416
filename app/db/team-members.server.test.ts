import { describe, expect, it } from "vitest";

import { containsPattern } from "./team-members.server";

describe("the members search's LIKE pattern", () => {
  it("matches the text anywhere, LIKE's own characters taken literally", () => {
    expect(containsPattern("smith")).toBe("%smith%");
    expect(containsPattern("50%")).toBe("%50\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("back\\slash")).toBe("%back\\\\slash%");
    expect(containsPattern("Zoë")).toBe("%Zoë%");
  });
});
