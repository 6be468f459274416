/** How the server writes "Member since" before the visitor's own locale is known (no hydration mismatch). */
export const SERVER_DATE_LOCALE = "en-US";
export const SERVER_TIME_ZONE = "UTC";

/**
 * The account's creation date as a long date ("November 21, 2026" in en-US), in the given locale
 * and time zone (the browser's own when omitted); "Today" when the date is missing or unreadable.
 */
export function formatMemberSince(
  createdAt: string | null | undefined,
  locale?: string,
  timeZone?: string,
): string {
  const date = createdAt ? new Date(createdAt) : undefined;
  if (!date || Number.isNaN(date.getTime())) return "Today";
  return date.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric", timeZone });
}
