/**
 * The launch room counts by UTC calendar day, as page views are stamped (page_views.day) and as the
 * waitlist's reports group joins. A day is its ISO date, YYYY-MM-DD: it sorts, compares and reaches
 * the database as text, and no local time zone can shift it.
 */
export type IsoDay = string;

const MS_PER_DAY = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The UTC day of an instant. */
export function isoDayOf(instant: Date): IsoDay {
  return instant.toISOString().slice(0, 10);
}

/** The instant a day begins (UTC midnight). */
export function startOfDay(day: IsoDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return isoDayOf(new Date(startOfDay(day).getTime() + days * MS_PER_DAY));
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / MS_PER_DAY);
}

/** Every day from `from` to `to`, both included; none when `to` is before `from`. */
export function daysFrom(from: IsoDay, to: IsoDay): IsoDay[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i));
}

/**
 * How long after midnight a day's page views are taken as complete: a view stamped 23:59:59 may be
 * written a moment later, and a day summed once is never summed again.
 */
export const SETTLE_AFTER_MS = 10 * 60 * 1000;

/** The last day whose page views are complete at `now`: yesterday, or the day before just after midnight. */
export function lastSettledDay(now: Date): IsoDay {
  return addDays(isoDayOf(new Date(now.getTime() - SETTLE_AFTER_MS)), -1);
}

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Nov 25": a chart's axis and a table's row. */
export function formatShortDay(day: IsoDay): string {
  return shortDay.format(startOfDay(day));
}

/** "Nov 25, 2026": where the year must be said. */
export function formatLongDay(day: IsoDay): string {
  return longDay.format(startOfDay(day));
}
