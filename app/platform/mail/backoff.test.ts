import { describe, expect, it } from "vitest";

import { DEFAULT_BACKOFF, retryDelayMs } from "./backoff";

const backoff = { baseMs: 1_000, maxMs: 60_000 };

describe("retryDelayMs", () => {
  it("doubles the planned wait with each failed attempt", () => {
    // random() = 1 - ε gives (almost) the whole planned wait; 0 gives half of it.
    const full = (attempt: number) => retryDelayMs(attempt, backoff, () => 0.999_999);
    expect([1, 2, 3, 4].map(full)).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it("never waits less than half the planned wait", () => {
    expect(retryDelayMs(1, backoff, () => 0)).toBe(500);
    expect(retryDelayMs(3, backoff, () => 0)).toBe(2_000);
  });

  it("spreads the waits of one attempt between half and all of the planned wait", () => {
    const waits = Array.from({ length: 200 }, () => retryDelayMs(4, backoff));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(4_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(8_000);
    expect(new Set(waits).size).toBeGreaterThan(50);
  });

  it("caps the wait, even after a great many attempts", () => {
    expect(retryDelayMs(7, backoff, () => 0.999_999)).toBe(60_000);
    expect(retryDelayMs(10_000, backoff, () => 0.999_999)).toBe(60_000);
    expect(retryDelayMs(10_000, DEFAULT_BACKOFF, () => 0)).toBe(DEFAULT_BACKOFF.maxMs / 2);
  });

  it("treats an attempt below 1 as the first", () => {
    expect(retryDelayMs(0, backoff, () => 0)).toBe(500);
    expect(retryDelayMs(-3, backoff, () => 0)).toBe(500);
  });
});
