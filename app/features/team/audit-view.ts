import * as z from "zod/mini";

import type { TeamAuditRow } from "~/db/schema";

/** /team/audit's page: newest first, this many entries at a time. */
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_BEFORE_MESSAGE = "That page of the audit log does not exist: here are the newest entries.";

/** The audit page's address: `?before=ID` shows the entries older than entry ID. */
export const auditQuerySchema = z.object({
  before: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
      z.transform((text) => Number(text)),
    ),
  ),
});

/** One entry as the table shows it: every cell already text. */
export type AuditEntryView = {
  id: number;
  /** ISO 8601, for <time dateTime>. */
  at: string;
  /** The same instant for people, in UTC: "2026-11-25 20:20:48 UTC". */
  when: string;
  who: string;
  what: string;
  subject: string;
  details: string;
  address: string;
};

/** An instant as the log shows it, in UTC whatever the server's zone. */
export function formatAuditTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

const detailValue = (value: unknown): string =>
  value === null || value === undefined ? "none" : typeof value === "string" ? value : JSON.stringify(value);

/** An entry's details, compact: `role: analyst, previous: user`. */
export function formatAuditDetails(details: unknown): string {
  if (details === null || typeof details !== "object" || Array.isArray(details))
    return details === undefined ? "" : detailValue(details);
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${detailValue(value)}`)
    .join(", ");
}

export function toAuditView(row: TeamAuditRow): AuditEntryView {
  const at = new Date(row.at);
  return {
    id: row.id,
    at: at.toISOString(),
    when: formatAuditTime(at),
    who: row.actorEmail,
    what: row.action,
    subject: row.subject ?? "",
    details: formatAuditDetails(row.details),
    address: row.ipAddress ?? "",
  };
}

/**
 * A page of the log from the rows asked for with one more than a page (AUDIT_PAGE_SIZE + 1): the
 * extra row only says that older entries exist, and `olderBefore` is where the next page starts.
 */
export function auditPage(rows: readonly TeamAuditRow[]): {
  entries: AuditEntryView[];
  olderBefore: number | null;
} {
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map(toAuditView);
  const older = rows.length > AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null;
  return { entries, olderBefore: older };
}
