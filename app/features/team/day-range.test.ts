import { describe, expect, it } from "vitest";

import { RANGE_MESSAGES, chooseRange, describeRange, presetRange } from "./day-range";

const TODAY = "2026-11-25";
const choose = (search: string) => chooseRange(new URLSearchParams(search), TODAY);
const fellBack = (problem: string) => ({
  range: { from: "2026-10-27", to: TODAY, days: 30, preset: 30 },
  notice: { kind: "invalid", message: `${problem} Showing the last 30 days instead.` },
});

describe("the overview's range", () => {
  it("is the last 30 days, today included, when the address names none", () => {
    expect(choose("")).toEqual({
      range: { from: "2026-10-27", to: TODAY, days: 30, preset: 30 },
      notice: null,
    });
    expect(choose("range=&from=&to=").notice).toBeNull();
  });

  it("offers the last 7, 30 and 90 days", () => {
    expect(choose("range=7").range).toEqual({ from: "2026-11-19", to: TODAY, days: 7, preset: 7 });
    expect(choose("range=90").range).toEqual({ from: "2026-08-28", to: TODAY, days: 90, preset: 90 });
    expect(presetRange(7, "2026-03-02").from).toBe("2026-02-24");
  });

  it("takes chosen dates, both ends included, over a preset", () => {
    expect(choose("range=7&from=2026-03-01&to=2026-03-31")).toEqual({
      range: { from: "2026-03-01", to: "2026-03-31", days: 31, preset: null },
      notice: null,
    });
    expect(choose("from=2026-11-25&to=2026-11-25").range.days).toBe(1);
  });

  it("falls back to the default with a notice saying what was wrong", () => {
    const cases: [string, string][] = [
      ["range=14", RANGE_MESSAGES.preset],
      ["range=abc", RANGE_MESSAGES.preset],
      ["from=2026-02-30&to=2026-03-05", RANGE_MESSAGES.date],
      ["from=yesterday&to=2026-03-05", RANGE_MESSAGES.date],
      ["from=2026-03-01", RANGE_MESSAGES.bothDates],
      ["from=&to=2026-03-01", RANGE_MESSAGES.bothDates],
      ["from=2024-01-01&to=2025-01-01", RANGE_MESSAGES.tooLong],
      ["from=2026-11-26&to=2026-12-01", RANGE_MESSAGES.future],
    ];
    for (const [search, problem] of cases) expect(choose(search), search).toEqual(fellBack(problem));
    expect(cases).toHaveLength(8);
  });

  it("allows a leap year's 366 days and no more, in either order", () => {
    expect(choose("from=2024-01-01&to=2024-12-31").range.days).toBe(366);
    expect(choose("from=2024-12-31&to=2024-01-01").range.days).toBe(366);
    expect(choose("from=2025-01-01&to=2023-12-31").notice?.message).toContain(RANGE_MESSAGES.tooLong);
  });

  it("swaps dates given the wrong way round, and ends a range at today, saying so", () => {
    expect(choose("from=2026-03-31&to=2026-03-01")).toEqual({
      range: { from: "2026-03-01", to: "2026-03-31", days: 31, preset: null },
      notice: { kind: "adjusted", message: RANGE_MESSAGES.swapped },
    });
    expect(choose("from=2026-11-20&to=2027-01-10")).toEqual({
      range: { from: "2026-11-20", to: TODAY, days: 6, preset: null },
      notice: { kind: "adjusted", message: RANGE_MESSAGES.clamped },
    });
  });

  it("says the range in words", () => {
    expect(describeRange(presetRange(7, TODAY))).toBe("the last 7 days (Nov 19, 2026 to Nov 25, 2026)");
    expect(describeRange(choose("from=2026-03-01&to=2026-03-31").range)).toBe("Mar 1, 2026 to Mar 31, 2026");
  });
});
