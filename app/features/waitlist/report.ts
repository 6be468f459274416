import type { WaitlistExportRow, WaitlistStats } from "~/db/waitlist-report.server";
import { ACTIVITIES } from "~/vocabulary";
import { toCsv } from "~/lib/csv";

export const EXPORT_HEADER = [
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
] as const;

/**
 * The export as CSV: a header, then one record per member; times in ISO 8601 UTC; flags as
 * "disposable;duplicate".
 */
export function exportCsv(rows: readonly WaitlistExportRow[]): string {
  return toCsv(
    EXPORT_HEADER,
    rows.map((r) => [
      r.email,
      r.fullName,
      r.primaryActivity,
      r.status,
      r.joinedAt.toISOString(),
      r.confirmedAt?.toISOString() ?? null,
      r.referralCode,
      r.referredBy,
      r.confirmedReferrals,
      r.place,
      r.flags.join(";"),
    ]),
  );
}

/** The export as a JSON array, one object per member (no internal id), same fields as the CSV. */
export function exportJson(rows: readonly WaitlistExportRow[]): string {
  const members = rows.map((r) => ({
    email: r.email,
    fullName: r.fullName,
    primaryActivity: r.primaryActivity,
    status: r.status,
    joinedAt: r.joinedAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    referralCode: r.referralCode,
    referredBy: r.referredBy,
    confirmedReferrals: r.confirmedReferrals,
    place: r.place,
    flags: r.flags,
  }));
  return `${JSON.stringify(members, null, 2)}\n`;
}

/** Columns padded to their widest cell; columns of numbers (and their heading) to the right. */
function table(rows: readonly (readonly (string | number)[])[]): string[] {
  const widths: number[] = [];
  const numeric: boolean[] = [];
  for (const row of rows)
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, String(cell).length);
      if (typeof cell === "number") numeric[i] = true;
    });
  return rows.map((row) =>
    row
      .map((cell, i) => (numeric[i] ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}

const indent = (lines: string[]) => lines.map((line) => `  ${line}`);

/** `npm run waitlist -- stats` as a person reads it. */
export function formatStats(stats: WaitlistStats): string {
  const lines: string[] = [`Waitlist: ${stats.total} ${stats.total === 1 ? "member" : "members"}`, ""];

  const countOf = (status: string) => stats.byStatus.find((s) => s.status === status)?.count ?? 0;
  const statuses = ["confirmed", "pending", ...stats.byStatus.map((s) => s.status)].filter(
    (status, i, all) => all.indexOf(status) === i,
  );
  lines.push("By status", ...indent(table(statuses.map((status) => [status, countOf(status)]))), "");

  // Every activity of the form, in its order, then any the form no longer offers.
  const known = ACTIVITIES.map((a) => ({ value: a.value as string, label: `${a.label} (${a.value})` }));
  const others = stats.byActivity
    .filter((row) => !known.some((a) => a.value === row.activity))
    .map((row) => ({ value: row.activity, label: row.activity }));
  const activityRows = [...known, ...others].map(({ value, label }) => {
    const row = stats.byActivity.find((r) => r.activity === value);
    return [label, row?.members ?? 0, row?.confirmed ?? 0];
  });
  lines.push("By activity", ...indent(table([["", "members", "confirmed"], ...activityRows])), "");

  lines.push("By day joined (UTC)");
  if (stats.byDay.length === 0) lines.push("  nobody yet");
  else
    lines.push(
      ...indent(
        table([["", "joined", "confirmed"], ...stats.byDay.map((d) => [d.day, d.joined, d.confirmed])]),
      ),
    );
  lines.push("");

  lines.push("Top referrers (confirmed referrals)");
  if (stats.topReferrers.length === 0) lines.push("  none yet");
  else
    lines.push(
      ...indent(
        table([
          ["", "", "confirmed", "pending"],
          ...stats.topReferrers.map((r, i) => [
            `${i + 1}.`,
            `${r.fullName} <${r.email}>`,
            r.confirmedReferrals,
            r.pendingReferrals,
          ]),
        ]),
      ),
    );
  return `${lines.join("\n")}\n`;
}
