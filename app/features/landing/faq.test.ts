import { describe, expect, it } from "vitest";

import { FAQ_ITEMS, toggleOpen } from "./faq";

describe("FAQ", () => {
  it("has five questions with unique ids", () => {
    expect(FAQ_ITEMS).toHaveLength(5);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(5);
  });

  it("opens items independently and closes them again", () => {
    const one = toggleOpen(new Set(), "swap-time");
    const two = toggleOpen(one, "durability");
    expect([...two]).toEqual(["swap-time", "durability"]);
    expect([...toggleOpen(two, "swap-time")]).toEqual(["durability"]);
    expect([...one]).toEqual(["swap-time"]);
  });
});
