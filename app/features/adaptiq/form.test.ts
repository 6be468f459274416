import { describe, expect, it } from "vitest";

import { parseAdaptiqForm } from "./form";

const parse = (query: string) => parseAdaptiqForm(new URLSearchParams(query));

describe("parseAdaptiqForm", () => {
  it("starts on Trail Running, 70 kg and 7 min/km, not simulated", () => {
    expect(parse("")).toEqual({ sportId: "trail", weight: 70, pace: 7, simulated: false });
  });

  it("reads a submitted form", () => {
    expect(parse("sport=tennis&weight=82&pace=5.5&simulation=run")).toEqual({
      sportId: "tennis",
      weight: 82,
      pace: 5.5,
      simulated: true,
    });
    const form = new FormData();
    form.set("sport", "gym");
    form.set("weight", "40");
    form.set("pace", "12");
    expect(parseAdaptiqForm(form)).toEqual({ sportId: "gym", weight: 40, pace: 12, simulated: false });
  });

  it("turns bad values into defaults, clamps and snaps numbers, and never throws", () => {
    expect(parse("sport=golf&weight=abc&pace=&simulation=yes")).toEqual(parse(""));
    expect(parse("weight=500&pace=2")).toMatchObject({ weight: 120, pace: 3 });
    expect(parse("weight=70.6&pace=7.3")).toMatchObject({ weight: 71, pace: 7.5 });
  });
});
