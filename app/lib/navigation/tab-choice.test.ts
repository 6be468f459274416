import { describe, expect, it } from "vitest";

import { hrefForTab, nextTabIndex, selectedTab } from "./tab-choice";

const TABS = [{ value: "a" }, { value: "b" }, { value: "c" }] as const;

describe("selectedTab", () => {
  it("takes the tab the URL names", () => expect(selectedTab(TABS, "b")).toBe("b"));
  it("falls back to the first tab for none or an unknown one", () => {
    expect(selectedTab(TABS, null)).toBe("a");
    expect(selectedTab(TABS, "nope")).toBe("a");
  });
});

describe("hrefForTab", () => {
  it("sets the tab and keeps the rest of the query", () => {
    expect(hrefForTab("/auth", new URLSearchParams("redirectTo=%2Flab"), "tab", "b", "a")).toBe(
      "/auth?redirectTo=%2Flab&tab=b",
    );
  });
  it("drops the parameter for the default tab", () => {
    expect(hrefForTab("/lab", new URLSearchParams("tab=b"), "tab", "a", "a")).toBe("/lab");
    expect(hrefForTab("/lab", new URLSearchParams("tab=b&x=1"), "tab", "a", "a")).toBe("/lab?x=1");
  });
});

describe("nextTabIndex", () => {
  it("moves and wraps with the arrow keys", () => {
    expect(nextTabIndex("ArrowRight", 2, 3)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 3)).toBe(2);
    expect(nextTabIndex("ArrowDown", 0, 3)).toBe(1);
    expect(nextTabIndex("ArrowUp", 1, 3)).toBe(0);
  });
  it("jumps with Home and End and ignores other keys", () => {
    expect(nextTabIndex("Home", 2, 3)).toBe(0);
    expect(nextTabIndex("End", 0, 3)).toBe(2);
    expect(nextTabIndex("Enter", 0, 3)).toBeUndefined();
  });
});
