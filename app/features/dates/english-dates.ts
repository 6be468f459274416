/*
 * Dates as the site's English copy writes them, without Intl. The server writes them in UTC (it
 * cannot know the visitor's zone) and hydration must write the same text; once React runs, the
 * browser writes them again in the visitor's own zone. Intl would do both, but creating a
 * formatter loads locale data: traced at 15x CPU (a cheap phone), the two on /dashboard took
 * 218 ms of main thread during hydration. The page is English, so its dates are English in every
 * locale; only the day and hour follow the visitor.
 */

/** UTC on the server and while hydrating; the browser's own zone after. */
export type DateZone = "UTC" | "local";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

type Parts = { year: number; month: string; day: number; hours: number; minutes: number };

function partsOf(date: Date, zone: DateZone): Parts {
  return zone === "UTC"
    ? {
        year: date.getUTCFullYear(),
        month: MONTHS[date.getUTCMonth()]!,
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: MONTHS[date.getMonth()]!,
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
}

/** The date of an ISO timestamp, or undefined when there is none or it cannot be read. */
export function readDate(iso: string | null | undefined): Date | undefined {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** "November 21, 2026". */
export function longDate(date: Date, zone: DateZone): string {
  const { year, month, day } = partsOf(date, zone);
  return `${month} ${day}, ${year}`;
}

/** "Nov 21, 2026, 6:05 PM". */
export function mediumDateTime(date: Date, zone: DateZone): string {
  const { year, month, day, hours, minutes } = partsOf(date, zone);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const time = `${hour12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  return `${month.slice(0, 3)} ${day}, ${year}, ${time}`;
}
