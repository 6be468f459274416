import { describe, expect, it } from "vitest";

import { parseProfile } from "./designer-profile-form";
import { INITIAL_PROFILE } from "./designer-rules";

const parse = (query: string) => parseProfile(new URLSearchParams(query));

describe("parseProfile", () => {
  it("is the initial profile for an empty query", () => {
    expect(parse("")).toEqual(INITIAL_PROFILE);
    expect(parse("tab=gallery&shoe=2")).toEqual(INITIAL_PROFILE);
  });

  it("reads a submitted profile", () => {
    expect(parse("height=172&arch=high&heel=kitten&hours=6.5&occasion=formal")).toEqual({
      heightCm: 172,
      archType: "high",
      heelStyle: "kitten",
      wearHours: 6.5,
      occasion: "formal",
    });
  });

  it("reads a form's data", () => {
    const form = new FormData();
    form.set("height", "150");
    form.set("arch", "low");
    form.set("heel", "block");
    form.set("hours", "1");
    expect(parseProfile(form)).toEqual({
      heightCm: 150,
      archType: "low",
      heelStyle: "block",
      wearHours: 1,
      occasion: null,
    });
  });

  it("turns unknown choices into no choice and odd numbers into clamped values or defaults", () => {
    expect(parse("height=abc&arch=flat&heel=&hours=&occasion=party")).toEqual(INITIAL_PROFILE);
    expect(parse("height=400&hours=0")).toMatchObject({ heightCm: 190, wearHours: 1 });
    expect(parse("height=170.4&hours=6.3")).toMatchObject({ heightCm: 170, wearHours: 6.5 });
  });
});
