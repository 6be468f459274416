import { describe, expect, it } from "vitest";

import { parseForm } from "~/lib/conform-forms";

import { SPORTS, preferencesSchema } from "./sports";

describe("dashboard sports", () => {
  it("lists the six documented tiles", () => {
    expect(SPORTS.map((s) => s.label)).toEqual([
      "Trail Running",
      "Tennis",
      "Gym Training",
      "Street Walking",
      "Basketball",
      "Hiking",
    ]);
  });

  it("reads a posted form's checked tiles, one or none included", () => {
    const read = (form: FormData) => parseForm(form, preferencesSchema);
    const form = new FormData();
    form.append("sports", "hiking");
    expect(read(form)).toMatchObject({ status: "success", value: { sports: ["hiking"] } });
    form.append("sports", "tennis");
    expect(read(form)).toMatchObject({ status: "success", value: { sports: ["tennis", "hiking"] } });
    expect(read(new FormData())).toMatchObject({ status: "success", value: { sports: [] } });
    form.append("sports", "curling");
    expect(read(form).status).toBe("error");
  });

  it("saves known sports once each, in order, and refuses others", () => {
    expect(preferencesSchema.parse({ sports: ["hiking", "tennis", "hiking"] })).toEqual({
      sports: ["tennis", "hiking"],
    });
    expect(preferencesSchema.safeParse({ sports: ["curling"] }).success).toBe(false);
    expect(preferencesSchema.safeParse({ sports: "tennis" }).success).toBe(false);
  });
});
