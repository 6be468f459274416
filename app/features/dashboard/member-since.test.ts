import { describe, expect, it } from "vitest";

import { SERVER_DATE_LOCALE, SERVER_TIME_ZONE, formatMemberSince } from "./member-since";

describe("formatMemberSince", () => {
  it("writes a long date in the given locale and time zone", () => {
    expect(formatMemberSince("2026-11-21T10:00:00.000Z", SERVER_DATE_LOCALE, SERVER_TIME_ZONE)).toBe(
      "November 21, 2026",
    );
    expect(formatMemberSince("2026-11-21T10:00:00.000Z", "de-DE", "UTC")).toBe("21. November 2026");
  });

  it("uses the time zone for the day", () => {
    expect(formatMemberSince("2026-11-21T23:30:00.000Z", "en-US", "UTC")).toBe("November 21, 2026");
    expect(formatMemberSince("2026-11-21T23:30:00.000Z", "en-US", "Asia/Tokyo")).toBe("November 22, 2026");
  });

  it("is Today without a readable date", () => {
    expect(formatMemberSince(undefined)).toBe("Today");
    expect(formatMemberSince(null)).toBe("Today");
    expect(formatMemberSince("")).toBe("Today");
    expect(formatMemberSince("not a date")).toBe("Today");
  });
});
