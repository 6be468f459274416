import { describe, expect, it } from "vitest";

import { parseCsv } from "~/lib/csv";

import {
  MEMBER_CSV_HEADER,
  type MemberCsvRow,
  exportedRows,
  membersCsvChunk,
  membersCsvFileName,
} from "./members-csv";

const ROW: MemberCsvRow = {
  id: "0b5c6e1a-2f44-4c1e-9a39-6d2b7f0c8e11",
  name: "Ada Lovelace",
  email: "ada@example.com",
  status: "confirmed",
  activity: "trail",
  joinedAt: new Date("2026-11-25T10:00:00.123Z"),
  confirmedAt: null,
  source: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
  referralCode: "abc123",
  referrerEmail: null,
  referrals: 2,
  flags: "",
  undeliverable: false,
};

describe("the members export's CSV", () => {
  it("writes the header once, on the first batch, and CRLF after every record", () => {
    const first = membersCsvChunk([ROW], { header: true });
    const second = membersCsvChunk([ROW]);
    expect(first.startsWith(`${MEMBER_CSV_HEADER.join(",")}\r\n`)).toBe(true);
    expect(second).toBe(
      "0b5c6e1a-2f44-4c1e-9a39-6d2b7f0c8e11,Ada Lovelace,ada@example.com,confirmed,trail," +
        "2026-11-25T10:00:00.123Z,,direct,,,,,abc123,,2,,no\r\n",
    );
    expect(parseCsv(first + second)).toHaveLength(3);
    expect(membersCsvChunk([], { header: true })).toBe(`${MEMBER_CSV_HEADER.join(",")}\r\n`);
  });

  it("makes every cell that starts like a formula safe, whichever column", () => {
    const hostile = {
      ...ROW,
      name: '=HYPERLINK("http://evil.test","click")',
      email: "+1@example.com",
      utmSource: "-2+3",
      utmCampaign: "@SUM(A1)",
      referrerHost: "\tcmd",
      utmMedium: "\r=1",
      flags: "disposable;duplicate",
      undeliverable: true,
    };
    const [, record] = parseCsv(membersCsvChunk([hostile], { header: true }));
    expect(record).toEqual([
      ROW.id,
      `'=HYPERLINK("http://evil.test","click")`,
      "'+1@example.com",
      "confirmed",
      "trail",
      "2026-11-25T10:00:00.123Z",
      "",
      "direct",
      "'-2+3",
      "'\r=1",
      "'@SUM(A1)",
      "'\tcmd",
      "abc123",
      "",
      "2",
      "disposable;duplicate",
      "yes",
    ]);
  });

  it("names the file by the UTC day", () => {
    expect(membersCsvFileName(new Date("2026-11-25T23:59:59Z"))).toBe("modura-members-2026-11-25.csv");
  });
});

describe("an export's audited rows", () => {
  it("are the count up to the cap, and past it what the members view says", () => {
    expect(exportedRows(0, 10_000)).toBe(0);
    expect(exportedRows(10_000, 10_000)).toBe(10_000);
    expect(exportedRows(10_001, 10_000)).toBe("more than 10,000");
  });
});
