import { describe, expect, it } from "vitest";

import { activityMix, funnelSteps, perDay, topRanked } from "./overview";

describe("the overview's figures", () => {
  it("gives each funnel step its count and its rates", () => {
    const steps = funnelSteps({ visitors: 2000, joins: 50, confirmed: 30, referred: 10 });
    expect(steps.map((step) => [step.label, step.count, step.rates])).toEqual([
      ["Visitors", 2000, []],
      ["Joins", 50, ["2.5% of visitors"]],
      ["Confirmed", 30, ["60% of joins", "1.5% of visitors"]],
      ["Joins through referrals", 10, ["20% of joins"]],
    ]);
    expect(steps.every((step) => step.meaning.length > 20)).toBe(true);
  });

  it("has no rate of nothing", () => {
    expect(funnelSteps({ visitors: 0, joins: 0, confirmed: 0, referred: 0 })[1]!.rates).toEqual([
      "– of visitors",
    ]);
  });

  it("lays counts out day by day, zero where a day has none", () => {
    const rows = [
      { day: "2026-11-25", visitors: 4 },
      { day: "2026-11-23", visitors: 9 },
    ];
    expect(perDay(["2026-11-23", "2026-11-24", "2026-11-25"], rows, (row) => row.visitors)).toEqual([
      9, 0, 4,
    ]);
  });

  it("ranks the largest counts first, ties by name, and leaves out zeros", () => {
    const rows = [
      { name: "t.co", joins: 3 },
      { name: "Direct", joins: 7 },
      { name: "instagram", joins: 3 },
      { name: "nobody", joins: 0 },
    ];
    expect(topRanked(rows, (row) => row.joins)).toEqual([
      { name: "Direct", count: 7 },
      { name: "instagram", count: 3 },
      { name: "t.co", count: 3 },
    ]);
    expect(topRanked(rows, (row) => row.joins, 1)).toEqual([{ name: "Direct", count: 7 }]);
  });

  it("lists every activity of the form in its order, then unknown ones", () => {
    const mix = activityMix([
      { name: "tennis", joins: 3 },
      { name: "trail", joins: 1 },
      { name: "yoga", joins: 4 },
    ]);
    expect(mix.map((row) => [row.label, row.count, row.share])).toEqual([
      ["Trail Running", 1, "12.5%"],
      ["Tennis", 3, "37.5%"],
      ["Gym / Training", 0, "0%"],
      ["Walking", 0, "0%"],
      ["Casual / Street", 0, "0%"],
      ["Other", 0, "0%"],
      ["yoga", 4, "50%"],
    ]);
    expect(activityMix([]).every((row) => row.share === "–" && row.fraction === 0)).toBe(true);
  });
});
