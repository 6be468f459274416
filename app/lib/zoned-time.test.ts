import { describe, expect, it } from "vitest";

import { formatInZone, isTimeZone, readWallTime, wallTimeOf } from "./zoned-time";

describe("wall-clock times in a time zone", () => {
  it("reads a datetime-local value as the instant it is in the zone, winter and summer", () => {
    expect(readWallTime("2026-12-05T14:30", "Europe/Berlin")).toEqual({
      kind: "instant",
      at: new Date("2026-12-05T13:30:00.000Z"),
    });
    expect(readWallTime("2026-07-05T14:30", "Europe/Berlin")).toEqual({
      kind: "instant",
      at: new Date("2026-07-05T12:30:00.000Z"),
    });
    expect(readWallTime("2026-12-05T14:30:15", "UTC")).toEqual({
      kind: "instant",
      at: new Date("2026-12-05T14:30:15.000Z"),
    });
    expect(readWallTime("2026-12-05T09:00", "Asia/Kolkata")).toEqual({
      kind: "instant",
      at: new Date("2026-12-05T03:30:00.000Z"),
    });
  });

  it("says when the zone skips the hour, and when the text is no time at all", () => {
    // Berlin's clocks go from 02:00 to 03:00 on 2026-03-29.
    expect(readWallTime("2026-03-29T02:30", "Europe/Berlin")).toEqual({ kind: "skipped" });
    expect(readWallTime("2026-03-29T02:30", "UTC").kind).toBe("instant");
    for (const text of [
      "",
      "tomorrow",
      "2026-02-30T10:00",
      "2026-12-05T25:00",
      "2026-12-05 14:30",
      "2026-12-05",
    ])
      expect(readWallTime(text, "UTC"), text).toEqual({ kind: "unreadable" });
  });

  it("writes an instant back as the zone's wall time, the field's value", () => {
    const at = new Date("2026-12-05T13:30:40.000Z");
    expect(wallTimeOf(at, "Europe/Berlin")).toBe("2026-12-05T14:30");
    expect(wallTimeOf(at, "America/New_York")).toBe("2026-12-05T08:30");
    const reading = readWallTime(wallTimeOf(at, "Asia/Tokyo"), "Asia/Tokyo");
    expect(reading).toEqual({ kind: "instant", at: new Date("2026-12-05T13:30:00.000Z") });
  });

  it("formats an instant in the zone with its abbreviation", () => {
    expect(formatInZone(new Date("2026-12-05T13:30:00.000Z"), "Europe/Berlin")).toBe(
      "Dec 5, 2026, 2:30 PM GMT+1",
    );
    expect(formatInZone(new Date("2026-12-05T13:30:00.000Z"), "UTC")).toBe("Dec 5, 2026, 1:30 PM UTC");
    expect(formatInZone(new Date("2026-07-05T13:30:00.000Z"), "America/New_York")).toBe(
      "Jul 5, 2026, 9:30 AM EDT",
    );
  });

  it("knows the runtime's zones and nothing else", () => {
    for (const zone of ["UTC", "Europe/Berlin", "America/Argentina/Buenos_Aires"])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ["", "Mars/Olympus", "CET+25"]) expect(isTimeZone(zone), zone).toBe(false);
  });
});
