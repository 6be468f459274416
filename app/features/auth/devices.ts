import { type DateZone, mediumDateTime, readDate } from "~/lib/dates/english-dates";

/**
 * "Where you're signed in": a session's browser and system in words, from the User-Agent it was
 * made with. A rough reading on purpose (the header is the client's own claim): enough for a
 * person to recognise their phone, never used to decide anything.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/HeadlessChrome\//, "Headless Chrome"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Linux", "Safari on iPhone"; "Unknown device" when the header says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = userAgent ?? "";
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/**
 * When a session was last active, in words: "Nov 23, 2026, 6:55 PM UTC" on the server and while
 * hydrating, "Nov 23, 2026, 7:55 PM" in the visitor's zone once React runs; "Unknown" when unreadable.
 */
export function formatSessionTime(iso: string, zone: DateZone): string {
  const date = readDate(iso);
  if (!date) return "Unknown";
  return zone === "UTC" ? `${mediumDateTime(date, "UTC")} UTC` : mediumDateTime(date, "local");
}
