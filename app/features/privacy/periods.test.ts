import { expect, it } from "vitest";

import { dayCount } from "./periods";

it("says a period in days, one day singular, thousands grouped", () => {
  expect(dayCount(1)).toBe("1 day");
  expect(dayCount(30)).toBe("30 days");
  expect(dayCount(36500)).toBe("36,500 days");
});
