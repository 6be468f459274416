import { formatShare } from "~/components/team/format";
import type { Figure } from "~/components/team/figures";
import { ACTIVITIES } from "~/vocabulary";

import type { IsoDay } from "~/lib/utc-days";

/** What the overview's figures are, from the database's counts (app/db/team-overview.server.ts). */

export type FunnelCounts = { visitors: number; joins: number; confirmed: number; referred: number };

/** A figure whose rates are its conversion from the step before, and from another base where that says more. */
export type FunnelStep = Figure & { key: keyof FunnelCounts };

export function funnelSteps({ visitors, joins, confirmed, referred }: FunnelCounts): FunnelStep[] {
  return [
    {
      key: "visitors",
      label: "Visitors",
      count: visitors,
      rates: [],
      meaning:
        "Distinct visitors of each day, added up. Visitor ids change every day, so someone who came on three days counts three times.",
    },
    {
      key: "joins",
      label: "Joins",
      count: joins,
      rates: [`${formatShare(joins, visitors)} of visitors`],
      meaning: "Members who joined the waitlist in the range.",
    },
    {
      key: "confirmed",
      label: "Confirmed",
      count: confirmed,
      rates: [`${formatShare(confirmed, joins)} of joins`, `${formatShare(confirmed, visitors)} of visitors`],
      meaning: "Of those joins, the members who have confirmed their address by now.",
    },
    {
      key: "referred",
      label: "Joins through referrals",
      count: referred,
      rates: [`${formatShare(referred, joins)} of joins`],
      meaning: "Of those joins, the members who came through a member's referral link, confirmed or not.",
    },
  ];
}

/** Each day's value of `rows` (0 for a day without a row), in the order of `days`. */
export function perDay<Row extends { day: IsoDay }>(
  days: readonly IsoDay[],
  rows: readonly Row[],
  value: (row: Row) => number,
): number[] {
  const byDay = new Map(rows.map((row) => [row.day, value(row)]));
  return days.map((day) => byDay.get(day) ?? 0);
}

export type Ranked = { name: string; count: number };

/** The `limit` largest counts, largest first; equal counts by name, so the order never flickers. */
export function topRanked<Row extends { name: string }>(
  rows: readonly Row[],
  count: (row: Row) => number,
  limit = 10,
): Ranked[] {
  return rows
    .map((row) => ({ name: row.name, count: count(row) }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export type ActivityShare = { value: string; label: string; count: number; share: string; fraction: number };

/**
 * Joins per primary activity, every activity of the form in its order (none hidden for having no
 * joins), then any value the form no longer offers, under its stored name.
 */
export function activityMix(rows: readonly { name: string; joins: number }[]): ActivityShare[] {
  const total = rows.reduce((sum, row) => sum + row.joins, 0);
  const known = ACTIVITIES.map((activity) => ({ value: activity.value as string, label: activity.label }));
  const others = rows
    .filter((row) => !known.some((activity) => activity.value === row.name))
    .map((row) => ({ value: row.name, label: row.name }));
  return [...known, ...others].map(({ value, label }) => {
    const count = rows.find((row) => row.name === value)?.joins ?? 0;
    return { value, label, count, share: formatShare(count, total), fraction: total > 0 ? count / total : 0 };
  });
}
