import { stringify } from "csv-stringify/sync";

import type { MemberRow } from "~/db/team-members.server";
import { type CsvValue, neutraliseFormula } from "~/lib/csv";
import { DIRECT_SOURCE } from "~/vocabulary";
import { formatCount } from "~/components/team/format";

/**
 * The members export's file, written a batch of rows at a time as the rows come from the database.
 * The same CSV as the waitlist's own (app/lib/csv.ts: RFC 4180, CRLF, and a cell a
 * spreadsheet would run as a formula made safe by a leading quote): its rows hold what strangers typed.
 */

/** The fields of each member the export writes, in the order of its columns. */
export type MemberCsvRow = Pick<
  MemberRow,
  | "id"
  | "name"
  | "email"
  | "status"
  | "activity"
  | "joinedAt"
  | "confirmedAt"
  | "source"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "referrerHost"
  | "referralCode"
  | "referrerEmail"
  | "referrals"
  | "flags"
  | "undeliverable"
>;

export const MEMBER_CSV_HEADER = [
  "id",
  "name",
  "email",
  "status",
  "activity",
  "joined_at",
  "confirmed_at",
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer_host",
  "referral_code",
  "referred_by",
  "confirmed_referrals",
  "flags",
  "undeliverable",
] as const;

export function memberCsvRecord(row: MemberCsvRow): CsvValue[] {
  return [
    row.id,
    row.name,
    row.email,
    row.status,
    row.activity,
    row.joinedAt.toISOString(),
    row.confirmedAt?.toISOString() ?? null,
    row.source ?? DIRECT_SOURCE,
    row.utmSource,
    row.utmMedium,
    row.utmCampaign,
    row.referrerHost,
    row.referralCode,
    row.referrerEmail,
    row.referrals,
    row.flags,
    row.undeliverable ? "yes" : "no",
  ];
}

/** Records as CSV text, each ended by CRLF; with the header first when `header` is set. */
export function membersCsvChunk(rows: readonly MemberCsvRow[], { header = false } = {}): string {
  const records: CsvValue[][] = rows.map(memberCsvRecord);
  return stringify(header ? [[...MEMBER_CSV_HEADER], ...records] : records, {
    record_delimiter: "\r\n",
    quote_record_delimiter: true,
    cast: { string: neutraliseFormula },
  });
}

/** modura-members-YYYY-MM-DD.csv, the day of `now` in UTC. */
export function membersCsvFileName(now: Date): string {
  return `modura-members-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The rows an export's audit entry records: the count of the filters' matches up to `cap` (counted
 * to `cap` + 1 and no further), or "more than" it, as the members view says.
 */
export function exportedRows(counted: number, cap: number): number | string {
  return counted > cap ? `more than ${formatCount(cap)}` : counted;
}
