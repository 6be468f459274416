import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitlistEntries } from "../../app/db/schema";
import { parseWaitlistArgs } from "../../app/features/waitlist/cli-options";
import { waitlistCommandOutput } from "../../app/features/waitlist/command.server";
import { parseCsv } from "../../app/lib/csv";
import { type CommandTarget, commandTargets, runCommand } from "../support/command-runs";

/**
 * `npm run waitlist`, against a real PGlite data directory and, with DATABASE_URL set, a fresh
 * PostgreSQL database: as its own process where the process is what is shown (what it prints, its
 * exit codes, the zone it runs in), and its options' effects read in this process through the
 * command's own parser and output. What only the embedded database's directory does to it, and
 * what it answers before opening a database: commands-embedded-database.test.ts.
 */

function waitlist(args: string[], env: Record<string, string>) {
  // A zone far from UTC: the days and --since dates must not depend on it.
  return runCommand("waitlist", args, { TZ: "Pacific/Kiritimati", ...env });
}

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const at = (iso: string) => new Date(iso);

/** Six members: referrals (one pending, one self-referral), and names a spreadsheet would trip on. */
const MEMBERS = [
  {
    id: id(1),
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    primaryActivity: "trail",
    createdAt: at("2026-11-20T09:00:00Z"),
    status: "confirmed",
    confirmedAt: at("2026-11-20T09:05:00Z"),
    referralCode: "adacode001",
    referredBy: null,
  },
  {
    id: id(2),
    fullName: 'Grace "Amazing" Hopper',
    email: "grace@example.com",
    primaryActivity: "tennis",
    createdAt: at("2026-11-20T23:59:59Z"),
    status: "confirmed",
    confirmedAt: at("2026-11-21T08:00:00Z"),
    referralCode: "gracecode2",
    referredBy: id(1),
  },
  {
    id: id(3),
    fullName: '=HYPERLINK("http://evil.example","click")',
    email: "+mallory@example.com",
    primaryActivity: "gym",
    createdAt: at("2026-11-21T10:00:00Z"),
    status: "pending",
    confirmedAt: null,
    referralCode: "-mallory03",
    referredBy: id(1),
  },
  {
    id: id(4),
    fullName: "Lovelace, Byron\nLord",
    email: "byron@example.com",
    primaryActivity: "walking",
    createdAt: at("2026-11-21T11:00:00Z"),
    status: "confirmed",
    confirmedAt: at("2026-11-21T11:30:00Z"),
    referralCode: "byroncode4",
    referredBy: id(1),
  },
  {
    id: id(5),
    fullName: "Katherine Johnson",
    email: "katherine@example.com",
    primaryActivity: "trail",
    createdAt: at("2026-11-22T07:00:00Z"),
    status: "confirmed",
    confirmedAt: at("2026-11-22T07:10:00Z"),
    referralCode: "kathcode05",
    referredBy: id(5),
  },
  {
    id: id(6),
    fullName: "Hedy Lamarr",
    email: "hedy@example.com",
    primaryActivity: "casual",
    createdAt: at("2026-11-22T12:00:00Z"),
    status: "confirmed",
    confirmedAt: at("2026-11-22T12:01:00Z"),
    referralCode: "hedycode06",
    referredBy: id(2),
  },
] as const;

/**
 * What the export says of each, worked out by hand: Ada has two confirmed referrals (Grace, Byron;
 * Mallory's is pending), so she leads (join rank 1 - 20); Grace has one (Hedy: rank 2 - 10);
 * Katherine's referral of herself does not count; Mallory has no place while pending.
 */
const EXPECTED = [
  {
    email: "ada@example.com",
    fullName: "Ada Lovelace",
    primaryActivity: "trail",
    status: "confirmed",
    joinedAt: "2026-11-20T09:00:00.000Z",
    confirmedAt: "2026-11-20T09:05:00.000Z",
    referralCode: "adacode001",
    referredBy: null,
    confirmedReferrals: 2,
    place: 1,
    flags: [] as string[],
  },
  {
    email: "grace@example.com",
    fullName: 'Grace "Amazing" Hopper',
    primaryActivity: "tennis",
    status: "confirmed",
    joinedAt: "2026-11-20T23:59:59.000Z",
    confirmedAt: "2026-11-21T08:00:00.000Z",
    referralCode: "gracecode2",
    referredBy: "ada@example.com",
    confirmedReferrals: 1,
    place: 2,
    flags: [] as string[],
  },
  {
    email: "+mallory@example.com",
    fullName: '=HYPERLINK("http://evil.example","click")',
    primaryActivity: "gym",
    status: "pending",
    joinedAt: "2026-11-21T10:00:00.000Z",
    confirmedAt: null,
    referralCode: "-mallory03",
    referredBy: "ada@example.com",
    confirmedReferrals: 0,
    place: null,
    flags: [] as string[],
  },
  {
    email: "byron@example.com",
    fullName: "Lovelace, Byron\nLord",
    primaryActivity: "walking",
    status: "confirmed",
    joinedAt: "2026-11-21T11:00:00.000Z",
    confirmedAt: "2026-11-21T11:30:00.000Z",
    referralCode: "byroncode4",
    referredBy: "ada@example.com",
    confirmedReferrals: 0,
    place: 3,
    flags: [] as string[],
  },
  {
    email: "katherine@example.com",
    fullName: "Katherine Johnson",
    primaryActivity: "trail",
    status: "confirmed",
    joinedAt: "2026-11-22T07:00:00.000Z",
    confirmedAt: "2026-11-22T07:10:00.000Z",
    referralCode: "kathcode05",
    referredBy: "katherine@example.com",
    confirmedReferrals: 0,
    place: 4,
    flags: [] as string[],
  },
  {
    email: "hedy@example.com",
    fullName: "Hedy Lamarr",
    primaryActivity: "casual",
    status: "confirmed",
    joinedAt: "2026-11-22T12:00:00.000Z",
    confirmedAt: "2026-11-22T12:01:00.000Z",
    referralCode: "hedycode06",
    referredBy: "grace@example.com",
    confirmedReferrals: 0,
    place: 5,
    flags: [] as string[],
  },
];

const HEADER = [
  "email",
  "full name",
  "primary activity",
  "status",
  "joined at",
  "confirmed at",
  "referral code",
  "referred by",
  "confirmed referrals",
  "place",
  "flags",
];

/** A member as a CSV record: empty for null, and a formula's start behind a single quote. */
const asRecord = (m: (typeof EXPECTED)[number]) =>
  [
    m.email,
    m.fullName,
    m.primaryActivity,
    m.status,
    m.joinedAt,
    m.confirmedAt,
    m.referralCode,
    m.referredBy,
    m.confirmedReferrals,
    m.place,
    m.flags.join(";"),
  ].map((v) => (v === null ? "" : typeof v === "number" ? String(v) : /^[=+\-@]/.test(v) ? `'${v}` : v));

const STATS = `Waitlist: 6 members

By status
  confirmed  5
  pending    1

By activity
                            members  confirmed
  Trail Running (trail)           2          2
  Tennis (tennis)                 1          1
  Gym / Training (gym)            1          0
  Walking (walking)               1          1
  Casual / Street (casual)        1          1
  Other (other)                   0          0

By day joined (UTC)
              joined  confirmed
  2026-11-20       2          2
  2026-11-21       2          1
  2026-11-22       2          2

Top referrers (confirmed referrals)
                                                  confirmed  pending
  1.  Ada Lovelace <ada@example.com>                      2        1
  2.  Grace "Amazing" Hopper <grace@example.com>          1        0
`;

const targets = commandTargets("modura-cli");

describe.each(targets)("npm run waitlist on $label", ({ make }) => {
  let target: CommandTarget;
  beforeAll(async () => {
    target = await make();
    const database = await target.open();
    try {
      await database.db.insert(waitlistEntries).values(MEMBERS.map((m) => ({ ...m })));
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await target?.dispose();
  });

  const run = (...args: string[]) => waitlist(args, target.env);

  /**
   * What the command prints for `args`, read in this process with the command's own parser and
   * output (app/features/waitlist/command.server.ts): the options' effects, without a process each.
   */
  async function printed(...args: string[]): Promise<string> {
    const parsed = parseWaitlistArgs(args);
    if (!parsed.ok || parsed.value.command === "help" || parsed.value.command === "import")
      throw new Error(`not a command to read: ${args.join(" ")}`);
    const database = await target.open();
    try {
      return await waitlistCommandOutput(database.db, parsed.value);
    } finally {
      await database.close();
    }
  }

  it("exports CSV as its own process: a header that parses back to the members, oldest first, formulas neutralised", async () => {
    const { code, stdout, stderr } = await run("export");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.endsWith("\r\n")).toBe(true);
    expect(parseCsv(stdout)).toEqual([HEADER, ...EXPECTED.map(asRecord)]);
    // The cells a spreadsheet would have run, as the file has them.
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(stdout).toContain(`'+mallory@example.com,`);
    expect(stdout).toContain(`,'-mallory03,`);
    expect(stdout).toContain(`"Lovelace, Byron\nLord"`);
  });

  it("prints stats as its own process, in a zone far from UTC: totals per status, activity and UTC day, and the top referrers", async () => {
    const { code, stdout, stderr } = await run("stats");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toBe(STATS);
  });

  it("exports JSON: the same members, unchanged; --confirmed leaves out who has not confirmed", async () => {
    expect(JSON.parse(await printed("export", "--format", "json"))).toEqual(EXPECTED);
    expect(JSON.parse(await printed("export", "--confirmed", "--format=json"))).toEqual(
      EXPECTED.filter((m) => m.status === "confirmed"),
    );
  });

  it("--since keeps who joined from that UTC midnight or instant on, and combines with --confirmed", async () => {
    expect(parseCsv(await printed("export", "--since", "2026-11-21"))).toEqual([
      HEADER,
      ...EXPECTED.slice(2).map(asRecord),
    ]);
    // 23:00 UTC the day before: Grace (23:59:59) is in.
    const fromInstant = await printed(
      "export",
      "--since=2026-11-21T00:00:00+01:00",
      "--confirmed",
      "--format",
      "json",
    );
    expect(JSON.parse(fromInstant).map((m: { email: string }) => m.email)).toEqual([
      "grace@example.com",
      "byron@example.com",
      "katherine@example.com",
      "hedy@example.com",
    ]);
    expect(await printed("export", "--since", "2030-01-01")).toBe(`${HEADER.join(",")}\r\n`);
  });

  it("--top keeps that many referrers", async () => {
    const top1 = await printed("stats", "--top", "1");
    expect(top1).toContain("1.  Ada Lovelace <ada@example.com>");
    expect(top1).not.toContain("grace@example.com");
  });
});
