import { describe, expect, it } from "vitest";

import { queryFields, queryHref } from "./query";

describe("queryFields", () => {
  it("keeps the other names, sets and takes out the changed ones", () => {
    const current = new URLSearchParams("tab=motion&scan=complete&motion=active");
    expect(queryFields(current, { tab: "smart-fit", motion: null })).toEqual([
      ["tab", "smart-fit"],
      ["scan", "complete"],
    ]);
    expect(queryFields(new URLSearchParams(), { tab: "motion", motion: "active" })).toEqual([
      ["tab", "motion"],
      ["motion", "active"],
    ]);
  });

  it("leaves the current query as it was", () => {
    const current = new URLSearchParams("scan=complete");
    queryFields(current, { scan: null });
    expect(current.toString()).toBe("scan=complete");
  });
});

describe("queryHref", () => {
  it("is the path with the changed query, or the bare path when nothing is left", () => {
    expect(queryHref("/lab", new URLSearchParams("scan=complete"), { tab: "assistant" })).toBe(
      "/lab?scan=complete&tab=assistant",
    );
    expect(queryHref("/lab", new URLSearchParams("motion=active"), { motion: null })).toBe("/lab");
  });
});
