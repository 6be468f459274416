import { TZDate } from "@date-fns/tz";

/*
 * Wall-clock times in a named time zone (the team's, TEAM_TIME_ZONE), as a datetime-local field
 * writes them ("2026-12-05T14:30"), and the instants they stand for. The zone's rules (offsets,
 * summer time) are the runtime's own IANA data, read through @date-fns/tz.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether the runtime knows `name` as an IANA time zone ("Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name.trim() !== "";
  } catch {
    return false;
  }
}

export type WallTimeReading =
  | { kind: "instant"; at: Date }
  /** Not written as a datetime-local field writes it, or no such day or hour (2026-02-30, 25:00). */
  | { kind: "unreadable" }
  /** A wall time the zone skips (its clocks go forward over it). */
  | { kind: "skipped" };

/** The instant a wall-clock time in `timeZone` stands for. */
export function readWallTime(text: string, timeZone: string): WallTimeReading {
  const parts = WALL_TIME.exec(text.trim());
  if (!parts) return { kind: "unreadable" };
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    calendar.getUTCHours() !== hour ||
    calendar.getUTCMinutes() !== minute
  )
    return { kind: "unreadable" };
  const zoned = new TZDate(year, month - 1, day, hour, minute, second, timeZone);
  // A skipped hour comes back moved past the gap: the wall time read back differs.
  if (zoned.getHours() !== hour || zoned.getMinutes() !== minute || zoned.getDate() !== day)
    return { kind: "skipped" };
  return { kind: "instant", at: new Date(zoned.getTime()) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock time of `at` in `timeZone`, to the minute, as a datetime-local field's value. */
export function wallTimeOf(at: Date, timeZone: string): string {
  const zoned = new TZDate(at.getTime(), timeZone);
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** "Dec 5, 2026, 2:30 PM CET": an instant as the team reads it in its zone, the zone's abbreviation last. */
export function formatInZone(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  })
    .format(at)
    .replace(/\s/g, " ")
    .concat(" ", zoneName(at, timeZone));
}

function zoneName(at: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}
