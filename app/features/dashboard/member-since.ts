import { type DateZone, longDate, readDate } from "~/lib/dates/english-dates";

/**
 * The account's creation date as a long date ("November 21, 2026"), its day in the given zone;
 * "Today" when the date is missing or unreadable.
 */
export function formatMemberSince(createdAt: string | null | undefined, zone: DateZone): string {
  const date = readDate(createdAt);
  return date ? longDate(date, zone) : "Today";
}
