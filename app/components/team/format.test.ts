import { describe, expect, it } from "vitest";

import { formatCount, formatShare } from "./format";

describe("the team pages' numbers", () => {
  it("groups a count's thousands", () => {
    expect(formatCount(12345)).toBe("12,345");
  });

  it("gives a share as a percentage, and none of nothing", () => {
    expect(formatShare(0, 0)).toBe("–");
    expect(formatShare(3, 0)).toBe("–");
    expect(formatShare(1, 3)).toBe("33.3%");
    expect(formatShare(5, 4)).toBe("125%");
  });
});
