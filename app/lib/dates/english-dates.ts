/*
 * Dates as the site's English copy writes them. The server writes them in UTC (it cannot know the
 * visitor's zone) and hydration must write the same text; once React runs, the browser writes them
 * again in the visitor's own zone. The page is English, so its dates are English in every locale;
 * only the day and hour follow the visitor.
 *
 * Two formatters, made once when the module loads: making one loads locale data, and making them
 * per call (as `toLocaleString` does) is a visible share of a page's hydration on a slow phone. Both are
 * fixed to UTC; the visitor's zone is written by moving the moment by that zone's offset first, so
 * no formatter keeps whichever zone the process had when the module loaded.
 */

/** UTC on the server and while hydrating; the browser's own zone after. */
export type DateZone = "UTC" | "local";

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const MEDIUM_DATE_TIME = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The moment whose UTC day and hour are the given zone's day and hour. */
function wallClock(date: Date, zone: DateZone): Date {
  return zone === "UTC" ? date : new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
}

/** The date of an ISO timestamp, or undefined when there is none or it cannot be read. */
export function readDate(iso: string | null | undefined): Date | undefined {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** "November 21, 2026". */
export function longDate(date: Date, zone: DateZone): string {
  return LONG_DATE.format(wallClock(date, zone));
}

/** "Nov 21, 2026, 6:05 PM". */
export function mediumDateTime(date: Date, zone: DateZone): string {
  // ICU 72 and later put a narrow no-break space before AM/PM, older browsers a plain one: one
  // form, so the server's text and the browser's agree when React hydrates.
  return MEDIUM_DATE_TIME.format(wallClock(date, zone)).replace(/\s/g, " ");
}
