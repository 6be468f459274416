import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { inTimeZone } from "../../../tests/support/time-zone";

import { longDate, mediumDateTime, readDate } from "./english-dates";

// Intl's en-US output, made per call in the current zone: the oracle (a narrow no-break space before AM/PM).
const intlLong = (date: Date, timeZone?: string) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });
const intlMedium = (date: Date, timeZone?: string) =>
  date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).replace(/\s/g, " ");

// Any moment from 1970 to 2200.
const moments = fc.integer({ min: 0, max: 7_258_118_400_000 }).map((ms) => new Date(ms));

describe("english dates", () => {
  it("write what Intl's en-US writes, in UTC", () => {
    fc.assert(
      fc.property(moments, (date) => {
        expect(longDate(date, "UTC")).toBe(intlLong(date, "UTC"));
        expect(mediumDateTime(date, "UTC")).toBe(intlMedium(date, "UTC"));
      }),
    );
  });

  it("write the day and hour of the local zone", () => {
    for (const zone of ["Asia/Tokyo", "America/New_York", "Pacific/Chatham"]) {
      inTimeZone(zone, () =>
        fc.assert(
          fc.property(moments, (date) => {
            expect(longDate(date, "local")).toBe(intlLong(date));
            expect(mediumDateTime(date, "local")).toBe(intlMedium(date));
          }),
          { numRuns: 50 },
        ),
      );
    }
    inTimeZone("Asia/Tokyo", () => {
      const lateInUtc = new Date("2026-11-21T23:30:00.000Z");
      expect(longDate(lateInUtc, "UTC")).toBe("November 21, 2026");
      expect(longDate(lateInUtc, "local")).toBe("November 22, 2026");
      expect(mediumDateTime(lateInUtc, "local")).toBe("Nov 22, 2026, 8:30 AM");
    });
  });

  it("write noon and midnight as 12", () => {
    expect(mediumDateTime(new Date("2026-01-05T00:07:00.000Z"), "UTC")).toBe("Jan 5, 2026, 12:07 AM");
    expect(mediumDateTime(new Date("2026-01-05T12:00:00.000Z"), "UTC")).toBe("Jan 5, 2026, 12:00 PM");
  });

  it("read a timestamp, or nothing when it is missing or unreadable", () => {
    expect(readDate("2026-11-21T10:00:00.000Z")?.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    for (const bad of [undefined, null, "", "not a date"]) expect(readDate(bad)).toBeUndefined();
  });
});
