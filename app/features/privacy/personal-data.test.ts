import { describe, expect, it } from "vitest";

import { personalDataFile } from "./personal-data";

describe("personalDataFile", () => {
  it("names the file after the UTC day it was made", () => {
    expect(personalDataFile({}, new Date("2026-11-28T23:59:59.999Z")).name).toBe(
      "modura-data-2026-11-28.json",
    );
    expect(personalDataFile({}, new Date("2026-11-29T00:00:00.000Z")).name).toBe(
      "modura-data-2026-11-29.json",
    );
  });

  it("writes indented JSON with dates in ISO 8601, ending in a newline", () => {
    const { body } = personalDataFile(
      { at: new Date("2026-11-28T10:00:00Z"), sports: ["trail"] },
      new Date(),
    );
    expect(body).toBe('{\n  "at": "2026-11-28T10:00:00.000Z",\n  "sports": [\n    "trail"\n  ]\n}\n');
    expect(JSON.parse(body)).toEqual({ at: "2026-11-28T10:00:00.000Z", sports: ["trail"] });
  });
});
