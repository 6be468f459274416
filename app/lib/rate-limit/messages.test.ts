import { describe, expect, it } from "vitest";

import { parseRetryAfter, tooManyAttemptsToast, waitInWords } from "./messages";

describe("tooManyAttemptsToast", () => {
  it("says how long to wait", () => {
    expect(tooManyAttemptsToast(42)).toEqual({
      title: "Too many attempts",
      description: "Please wait 42 seconds and try again.",
      variant: "destructive",
    });
    expect(tooManyAttemptsToast(1).description).toBe("Please wait 1 second and try again.");
  });

  it("says a moment when the server gave no time", () => {
    expect(tooManyAttemptsToast(undefined).description).toBe("Please wait a moment and try again.");
    expect(tooManyAttemptsToast(0).description).toBe("Please wait a moment and try again.");
  });
});

describe("parseRetryAfter", () => {
  it("reads whole seconds", () => {
    expect(parseRetryAfter("30")).toBe(30);
    expect(parseRetryAfter(" 7 ")).toBe(7);
  });

  it.each([null, undefined, "", "soon", "-3", "1.5", "Wed, 21 Oct 2026 07:28:00 GMT"])(
    "ignores %j",
    (value) => {
      expect(parseRetryAfter(value)).toBeUndefined();
    },
  );
});

describe("waitInWords", () => {
  it("rounds a wait up to seconds, minutes or hours as a person would say it", () => {
    expect(waitInWords(1)).toBe("1 second");
    expect(waitInWords(0)).toBe("1 second");
    expect(waitInWords(89)).toBe("89 seconds");
    expect(waitInWords(90)).toBe("2 minutes");
    expect(waitInWords(3412)).toBe("57 minutes");
    expect(waitInWords(60 * 89)).toBe("89 minutes");
    expect(waitInWords(60 * 90)).toBe("2 hours");
    expect(waitInWords(3600 * 24)).toBe("24 hours");
  });
});
