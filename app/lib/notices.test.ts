import { describe, expect, it } from "vitest";

import { searchWithoutNotice, withNotice } from "./notices";

describe("notices in an address", () => {
  it("adds the notice to a path, keeping its query and hash", () => {
    expect(withNotice("/", "signed-out")).toBe("/?notice=signed-out");
    expect(withNotice("/lab?tab=eco#top", "signed-in")).toBe("/lab?tab=eco&notice=signed-in#top");
  });

  it("takes the notice out of a query", () => {
    expect(searchWithoutNotice(new URLSearchParams("tab=eco&notice=signed-in"))).toBe("?tab=eco");
    expect(searchWithoutNotice(new URLSearchParams("notice=signed-in"))).toBe("");
  });
});
