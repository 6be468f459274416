import { describe, expect, it } from "vitest";

import type { WaitlistExportRow } from "~/db/waitlist-report.server";
import { parseCsv } from "~/lib/csv";

import { EXPORT_HEADER, exportCsv, exportJson, formatStats } from "./report";

const row: WaitlistExportRow = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "@ada@example.com",
  fullName: "Ada, Countess",
  primaryActivity: "trail",
  status: "pending",
  joinedAt: new Date("2026-11-20T09:00:00Z"),
  confirmedAt: null,
  referralCode: "-abc",
  referredBy: null,
  confirmedReferrals: 0,
  place: null,
  flags: [],
};

describe("the export", () => {
  it("as CSV: the header, ISO times, empty cells for what is not there, formulas neutralised", () => {
    expect(parseCsv(exportCsv([row]))).toEqual([
      [...EXPORT_HEADER],
      [
        "'@ada@example.com",
        "Ada, Countess",
        "trail",
        "pending",
        "2026-11-20T09:00:00.000Z",
        "",
        "'-abc",
        "",
        "0",
        "",
        "",
      ],
    ]);
  });

  it("as JSON: the values as they are, without the internal id", () => {
    expect(
      JSON.parse(exportJson([{ ...row, status: "confirmed", place: 7, flags: ["disposable", "duplicate"] }])),
    ).toEqual([
      {
        email: "@ada@example.com",
        fullName: "Ada, Countess",
        primaryActivity: "trail",
        status: "confirmed",
        joinedAt: "2026-11-20T09:00:00.000Z",
        confirmedAt: null,
        referralCode: "-abc",
        referredBy: null,
        confirmedReferrals: 0,
        place: 7,
        flags: ["disposable", "duplicate"],
      },
    ]);
    expect(exportJson([])).toBe("[]\n");
  });
});

describe("formatStats", () => {
  it("an empty list: every status and activity at 0, and says there is nobody yet", () => {
    expect(formatStats({ total: 0, byStatus: [], byActivity: [], byDay: [], topReferrers: [] })).toBe(
      `Waitlist: 0 members

By status
  confirmed  0
  pending    0

By activity
                            members  confirmed
  Trail Running (trail)           0          0
  Tennis (tennis)                 0          0
  Gym / Training (gym)            0          0
  Walking (walking)               0          0
  Casual / Street (casual)        0          0
  Other (other)                   0          0

By day joined (UTC)
  nobody yet

Top referrers (confirmed referrals)
  none yet
`,
    );
  });

  it("one member; an activity the form no longer offers is still counted", () => {
    const text = formatStats({
      total: 1,
      byStatus: [{ status: "confirmed", count: 1 }],
      byActivity: [{ activity: "curling", members: 1, confirmed: 1 }],
      byDay: [{ day: "2026-11-20", joined: 1, confirmed: 1 }],
      topReferrers: [],
    });
    expect(text).toMatch(/^Waitlist: 1 member\n/);
    expect(text).toContain("\n  curling                         1          1\n");
    expect(text).toContain("\n  2026-11-20       1          1\n");
  });
});
