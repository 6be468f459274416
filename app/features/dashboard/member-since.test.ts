import { describe, expect, it } from "vitest";

import { inTimeZone } from "../../../tests/support/time-zone";

import { formatMemberSince } from "./member-since";

describe("formatMemberSince", () => {
  it("writes a long date, its day in UTC or the visitor's zone", () => {
    inTimeZone("Asia/Tokyo", () => {
      expect(formatMemberSince("2026-11-21T10:00:00.000Z", "UTC")).toBe("November 21, 2026");
      expect(formatMemberSince("2026-11-21T23:30:00.000Z", "UTC")).toBe("November 21, 2026");
      expect(formatMemberSince("2026-11-21T23:30:00.000Z", "local")).toBe("November 22, 2026");
    });
  });

  it("is Today without a readable date", () => {
    for (const zone of ["UTC", "local"] as const) {
      expect(formatMemberSince(undefined, zone)).toBe("Today");
      expect(formatMemberSince(null, zone)).toBe("Today");
      expect(formatMemberSince("", zone)).toBe("Today");
      expect(formatMemberSince("not a date", zone)).toBe("Today");
    }
  });
});
