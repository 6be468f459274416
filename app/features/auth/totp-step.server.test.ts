import { describe, expect, it } from "vitest";

import { hotp, matchingStep, totpStep } from "./totp-step.server";

// RFC 6238 appendix B's SHA-1 secret; its eight-digit values end in the six digits we compare.
const RFC_SECRET = "12345678901234567890";

describe("the TOTP time step of a code", () => {
  it("computes RFC 6238's SHA-1 test values", () => {
    expect(hotp(RFC_SECRET, totpStep(59_000))).toBe("287082");
    expect(hotp(RFC_SECRET, totpStep(1_111_111_109_000))).toBe("081804");
    expect(hotp(RFC_SECRET, totpStep(1_234_567_890_000))).toBe("005924");
    expect(hotp(RFC_SECRET, totpStep(20_000_000_000_000))).toBe("353130");
  });

  it("names the step a code belongs to within one step either side, and nothing outside", () => {
    const now = 1_234_567_890_000;
    const step = totpStep(now);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, "12345", now)).toBeNull();
    expect(matchingStep(RFC_SECRET, "", now)).toBeNull();
  });
});
