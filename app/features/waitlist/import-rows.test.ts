import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { MEMBER_CSV_HEADER } from "~/features/team/members-csv";

import { IMPORT_MAX_BYTES, describeImportPlan, readImportFile } from "./import-rows";

const NOW = new Date("2026-12-04T12:00:00Z");
const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readImportFile(bytes(text), NOW);

describe("reading a list to import", () => {
  it("reads the members export's own columns, with or without a BOM", () => {
    const file = [
      MEMBER_CSV_HEADER.join(","),
      "id-1,Ada Lovelace,Ada@Example.com,confirmed,trail,2026-11-20T09:00:00.000Z,2026-11-20T09:05:00.000Z,newsletter,newsletter,email,launch,,adacode001,,2,,no",
      'id-2,"Hopper, Grace",grace@example.com,pending,tennis,2026-11-21T10:00:00.000Z,,direct,,,,blog.example,gracecode2,,0,,no',
    ].join("\r\n");
    for (const text of [file, `\uFEFF${file}`]) {
      const result = read(text);
      expect(result).toEqual({
        ok: true,
        refused: [],
        rows: [
          {
            line: 2,
            fullName: "Ada Lovelace",
            email: "Ada@Example.com",
            primaryActivity: "trail",
            joinedAt: new Date("2026-11-20T09:00:00.000Z"),
            confirmedAt: new Date("2026-11-20T09:05:00.000Z"),
            utmSource: "newsletter",
            utmMedium: "email",
            utmCampaign: "launch",
            referrerHost: null,
          },
          {
            line: 3,
            fullName: "Hopper, Grace",
            email: "grace@example.com",
            primaryActivity: "tennis",
            joinedAt: new Date("2026-11-21T10:00:00.000Z"),
            confirmedAt: null,
            utmSource: null,
            utmMedium: null,
            utmCampaign: null,
            referrerHost: "blog.example",
          },
        ],
      });
    }
  });

  it("reads other lists' names for the same columns, activities by name, and a day as its midnight", () => {
    const result = read(
      "Full Name,Email Address,Primary Activity,Created At,Source\nAlan Turing,alan@example.com,Trail Running,2026-10-01,shop\n",
    );
    expect(result.ok && result.rows[0]).toMatchObject({
      fullName: "Alan Turing",
      primaryActivity: "trail",
      joinedAt: new Date("2026-10-01T00:00:00Z"),
      confirmedAt: null,
      utmSource: "shop",
    });
  });

  it("refuses a row it cannot read, with its line and why, and keeps the others", () => {
    const result = read(
      [
        "name,email,activity,joined_at,confirmed_at",
        "Good Row,good@example.com,gym,,",
        "A,short@example.com,gym,,",
        "No Address,not-an-address,gym,,",
        "No Sport,nosport@example.com,curling,,",
        "Late,late@example.com,gym,2027-01-01T00:00:00Z,",
        "Odd,odd@example.com,gym,last tuesday,",
        "Early,early@example.com,gym,2026-11-02T00:00:00Z,2026-11-01T00:00:00Z",
      ].join("\n"),
    );
    expect(result.ok && result.rows.map((r) => r.email)).toEqual(["good@example.com"]);
    expect(result.ok && result.refused).toEqual([
      { line: 3, reason: "Name must be at least 2 characters. (fullName)" },
      { line: 4, reason: "Please enter a valid email address. (email)" },
      { line: 5, reason: "Please select your primary activity. (primaryActivity)" },
      { line: 6, reason: "Its join time is in the future." },
      { line: 7, reason: "Its join time is not a date and time (ISO 8601)." },
      { line: 8, reason: "It was confirmed before it joined." },
    ]);
  });

  it("refuses a whole file that is not UTF-8 CSV naming its columns, or too large, saying why", () => {
    const garbage = randomBytes(5 * 1024 * 1024);
    expect(readImportFile(garbage, NOW)).toEqual({
      ok: false,
      problem: "The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8.",
    });
    const noise = bytes(randomBytes(3 * 1024 * 1024).toString("base64"));
    expect(readImportFile(noise, NOW)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^Its first line must name the columns/),
    });
    expect(read('name,email,activity\n"Ada,ada@example.com,trail\n')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^The file is not CSV as RFC 4180 writes it: /),
    });
    const rows = Array.from({ length: 20 }, (_, i) => `x${i},y,z`).join("\n");
    expect(read(`name,email,activity\n${rows}`)).toMatchObject({
      ok: false,
      problem: "None of its 20 rows can be read: Please enter a valid email address. (email)",
    });
    expect(readImportFile(new Uint8Array(IMPORT_MAX_BYTES + 1), NOW)).toEqual({
      ok: false,
      problem: "The file is larger than 50 MB.",
    });
  });

  it("says what a plan would do, each refused row by line", () => {
    const text = describeImportPlan("list.csv", {
      total: 1204,
      add: Array.from({ length: 1200 }),
      update: [1],
      unchanged: 1,
      refused: [
        { line: 7, reason: "Please enter a valid email address. (email)" },
        { line: 9, reason: "The same address as line 2." },
      ],
    });
    expect(text.split("\n")).toEqual([
      "list.csv: 1,204 rows",
      "  to add        1,200",
      "  to update         1  (an earlier join, a confirmation or a source the list lacks)",
      "  unchanged         1  (on the list already)",
      "  refused           2",
      "    line 7: Please enter a valid email address. (email)",
      "    line 9: The same address as line 2.",
    ]);
  });
});
