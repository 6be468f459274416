import { describe, expect, it } from "vitest";

import {
  addDays,
  daysBetween,
  daysFrom,
  formatLongDay,
  formatShortDay,
  isIsoDay,
  isoDayOf,
  lastSettledDay,
} from "./utc-days";

describe("UTC days", () => {
  it("accepts only real calendar dates written YYYY-MM-DD", () => {
    const good = ["2026-11-25", "2024-02-29", "2026-12-31"];
    const bad = [
      "2026-02-29",
      "2026-13-01",
      "2026-11-31",
      "26-11-25",
      "2026-1-5",
      "2026-11-25T00:00",
      "",
      "x",
    ];
    expect(good.filter(isIsoDay)).toEqual(good);
    expect(bad.filter(isIsoDay)).toEqual([]);
  });

  it("steps over month, year and leap days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(364);
    expect(daysBetween("2026-03-10", "2026-03-01")).toBe(-9);
    expect(daysFrom("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(daysFrom("2026-03-02", "2026-03-01")).toEqual([]);
  });

  it("takes the UTC day of an instant, whatever the local zone", () => {
    expect(isoDayOf(new Date("2026-11-25T23:59:59.999Z"))).toBe("2026-11-25");
    expect(isoDayOf(new Date("2026-11-26T00:30:00+02:00"))).toBe("2026-11-25");
  });

  it("settles a day ten minutes after it ends", () => {
    expect(lastSettledDay(new Date("2026-11-25T12:00:00Z"))).toBe("2026-11-24");
    expect(lastSettledDay(new Date("2026-11-25T00:09:59Z"))).toBe("2026-11-23");
    expect(lastSettledDay(new Date("2026-11-25T00:10:00Z"))).toBe("2026-11-24");
  });

  it("writes days for people", () => {
    expect(formatShortDay("2026-11-05")).toBe("Nov 5");
    expect(formatLongDay("2026-01-01")).toBe("Jan 1, 2026");
  });
});
