import { parse } from "csv-parse/sync";
import * as z from "zod/mini";

import { firstMessagePerField } from "~/lib/validation/field-errors";
import { ACTIVITIES, type Activity, DIRECT_SOURCE } from "~/vocabulary";

import { waitlistSchema } from "./entry-schema";

/*
 * A list brought from elsewhere (a newsletter's, a shop's), as CSV: RFC 4180, UTF-8 with or
 * without a BOM, a first line naming the columns. The members export's own columns are read, and
 * the usual other names of the same things. Each row is checked as the waitlist form checks a join;
 * a row that cannot be read is refused with its line and why, the rest stand.
 */

/** The largest file taken: a hundred thousand members' rows are about 15 MB. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export type ImportRow = {
  line: number;
  fullName: string;
  email: string;
  primaryActivity: Activity;
  /** When they joined the list it comes from; null, the import's time. */
  joinedAt: Date | null;
  /** When they confirmed their address there; null, they are asked to. */
  confirmedAt: Date | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
};

export type RefusedRow = { line: number; reason: string };

export type ReadFile =
  { ok: true; rows: ImportRow[]; refused: RefusedRow[] } | { ok: false; problem: string };

/** Each field and the column names it is read from (in any case, spaces or dashes as underscores). */
const COLUMNS = {
  fullName: ["name", "full_name", "fullname"],
  email: ["email", "email_address"],
  primaryActivity: ["activity", "primary_activity", "primaryactivity"],
  joinedAt: ["joined_at", "created_at", "joined", "signed_up_at"],
  confirmedAt: ["confirmed_at", "confirmed"],
  source: ["source"],
  utmSource: ["utm_source"],
  utmMedium: ["utm_medium"],
  utmCampaign: ["utm_campaign"],
  referrerHost: ["referrer_host"],
} as const;
type Field = keyof typeof COLUMNS;

const REQUIRED: Field[] = ["fullName", "email", "primaryActivity"];

const ACTIVITY_BY_NAME = new Map<string, Activity>(
  ACTIVITIES.flatMap((a) => [
    [a.value, a.value],
    [a.label.toLowerCase(), a.value],
  ]),
);

const normalName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** The file read whole: its rows, those refused, or why the file as a whole cannot be read. */
export function readImportFile(bytes: Uint8Array, now: Date): ReadFile {
  if (bytes.byteLength > IMPORT_MAX_BYTES)
    return { ok: false, problem: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.` };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8." };
  }
  // PostgreSQL takes no NUL in text: a file holding one is no list.
  if (text.includes("\u0000"))
    return { ok: false, problem: "The file holds NUL characters: it is not a CSV list." };
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    return { ok: false, problem: `The file is not CSV as RFC 4180 writes it: ${(error as Error).message}` };
  }
  const [header, ...body] = records;
  const columns = header ? columnsOf(header) : undefined;
  if (!columns)
    return {
      ok: false,
      problem:
        "Its first line must name the columns, with name, email and activity among them (the members export's columns are read).",
    };
  const rows: ImportRow[] = [];
  const refused: RefusedRow[] = [];
  body.forEach((record, i) => {
    // The header is line 1; a quoted cell may hold a line break, which this does not count.
    const line = i + 2;
    const read = readRecord(record, columns, line, now);
    if ("reason" in read) refused.push(read);
    else rows.push(read);
  });
  if (rows.length === 0 && refused.length > 0 && refused.length === body.length && body.length >= 10)
    return { ok: false, problem: `None of its ${body.length} rows can be read: ${refused[0]!.reason}` };
  return { ok: true, rows, refused };
}

function columnsOf(header: string[]): Partial<Record<Field, number>> | undefined {
  const names = header.map(normalName);
  const columns: Partial<Record<Field, number>> = {};
  for (const [field, aliases] of Object.entries(COLUMNS) as [Field, readonly string[]][]) {
    const index = names.findIndex((name) => aliases.includes(name));
    if (index >= 0) columns[field] = index;
  }
  return REQUIRED.every((field) => columns[field] !== undefined) ? columns : undefined;
}

const entryFields = z.pick(waitlistSchema, { fullName: true, email: true, primaryActivity: true });

function readRecord(
  record: string[],
  columns: Partial<Record<Field, number>>,
  line: number,
  now: Date,
): ImportRow | RefusedRow {
  const cell = (field: Field) => {
    const index = columns[field];
    const value = index === undefined ? undefined : record[index]?.trim();
    return value ? value : null;
  };
  const activity = ACTIVITY_BY_NAME.get((cell("primaryActivity") ?? "").toLowerCase());
  const parsed = entryFields.safeParse({
    fullName: cell("fullName") ?? "",
    email: cell("email") ?? "",
    primaryActivity: activity ?? "",
  });
  if (!parsed.success) {
    const [field, message] = Object.entries(firstMessagePerField(parsed.error))[0]!;
    return { line, reason: `${message} (${field})` };
  }
  const joinedAt = readTime(cell("joinedAt"));
  const confirmedAt = readTime(cell("confirmedAt"));
  if (joinedAt === "unreadable") return { line, reason: "Its join time is not a date and time (ISO 8601)." };
  if (confirmedAt === "unreadable")
    return { line, reason: "Its confirmation time is not a date and time (ISO 8601)." };
  if (joinedAt && joinedAt > now) return { line, reason: "Its join time is in the future." };
  if (confirmedAt && confirmedAt > now) return { line, reason: "Its confirmation time is in the future." };
  if (joinedAt && confirmedAt && confirmedAt < joinedAt)
    return { line, reason: "It was confirmed before it joined." };
  // The export's `source` is utm_source, else the referrer's host, else "direct": read back as a
  // utm_source when the file has neither column of its own.
  const source = cell("source");
  const utmSource =
    cell("utmSource") ??
    (source &&
    columns.utmSource === undefined &&
    columns.referrerHost === undefined &&
    source !== DIRECT_SOURCE
      ? source
      : null);
  return {
    line,
    ...parsed.data,
    joinedAt,
    confirmedAt,
    utmSource: clip(utmSource),
    utmMedium: clip(cell("utmMedium")),
    utmCampaign: clip(cell("utmCampaign")),
    referrerHost: clip(cell("referrerHost")?.toLowerCase() ?? null),
  };
}

function readTime(text: string | null): Date | null | "unreadable" {
  if (text === null) return null;
  // A day alone is its midnight, UTC.
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text) ? "unreadable" : time;
}

/** Attribution columns are short words: a longer cell is cut to 200 characters. */
const clip = (text: string | null) => (text === null ? null : text.slice(0, 200));

/** How many refused rows a plan lists by line; the rest are counted. */
const REFUSED_LISTED = 50;

/** A plan in words, as the command prints it: the counts, then the refused rows by line. */
export function describeImportPlan(
  file: string,
  plan: { total: number; add: unknown[]; update: unknown[]; unchanged: number; refused: RefusedRow[] },
): string {
  const n = (count: number) => count.toLocaleString("en-US").padStart(9);
  const lines = [
    `${file}: ${plan.total.toLocaleString("en-US")} rows`,
    `  to add    ${n(plan.add.length)}`,
    `  to update ${n(plan.update.length)}  (an earlier join, a confirmation or a source the list lacks)`,
    `  unchanged ${n(plan.unchanged)}  (on the list already)`,
    `  refused   ${n(plan.refused.length)}`,
    ...plan.refused.slice(0, REFUSED_LISTED).map((row) => `    line ${row.line}: ${row.reason}`),
  ];
  if (plan.refused.length > REFUSED_LISTED)
    lines.push(`    and ${(plan.refused.length - REFUSED_LISTED).toLocaleString("en-US")} more refused rows`);
  return lines.join("\n");
}
