import { describe, expect, it } from "vitest";

import { SPORTS, preferencesSchema, sportsFromForm } from "./sports";

describe("dashboard sports", () => {
  it("lists the spec's six tiles", () => {
    expect(SPORTS.map((s) => s.label)).toEqual([
      "Trail Running",
      "Tennis",
      "Gym Training",
      "Street Walking",
      "Basketball",
      "Hiking",
    ]);
  });

  it("reads a posted form's checked tiles, none included", () => {
    const form = new FormData();
    form.append("sports", "hiking");
    form.append("sports", "tennis");
    expect(sportsFromForm(form)).toMatchObject({ success: true, data: { sports: ["tennis", "hiking"] } });
    expect(sportsFromForm(new FormData())).toMatchObject({ success: true, data: { sports: [] } });
    form.append("sports", "curling");
    expect(sportsFromForm(form).success).toBe(false);
  });

  it("saves known sports once each, in order, and refuses others", () => {
    expect(preferencesSchema.parse({ sports: ["hiking", "tennis", "hiking"] })).toEqual({
      sports: ["tennis", "hiking"],
    });
    expect(preferencesSchema.safeParse({ sports: ["curling"] }).success).toBe(false);
    expect(preferencesSchema.safeParse({ sports: "tennis" }).success).toBe(false);
  });
});
