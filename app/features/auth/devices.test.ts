import { describe, expect, it } from "vitest";

import { inTimeZone } from "../../../tests/support/time-zone";

import { describeDevice, formatSessionTime } from "./devices";

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0",
      "Firefox on macOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["curl/8.5.0", "Unknown device"],
    ["", "Unknown device"],
    [null, "Unknown device"],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

describe("formatSessionTime", () => {
  it("says UTC on the server's form, and writes the visitor's own hour after", () => {
    inTimeZone("America/New_York", () => {
      expect(formatSessionTime("2026-11-23T18:55:00.000Z", "UTC")).toBe("Nov 23, 2026, 6:55 PM UTC");
      expect(formatSessionTime("2026-11-23T18:55:00.000Z", "local")).toBe("Nov 23, 2026, 1:55 PM");
    });
  });

  it("is Unknown for a time it cannot read", () => {
    expect(formatSessionTime("yesterday", "UTC")).toBe("Unknown");
    expect(formatSessionTime("", "local")).toBe("Unknown");
  });
});
