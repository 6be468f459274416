import { describe, expect, it } from "vitest";

import { type PaceState, queueAllowance } from "./pace";

const at = (state: Partial<PaceState>) =>
  queueAllowance({ ratePerMinute: 600, elapsedMs: 0, sinceLastMs: null, queued: 0, batch: 500, ...state });

describe("queueAllowance", () => {
  it("lets the first recipient go at once, then one per 60/rate seconds", () => {
    expect(at({})).toBe(1);
    expect(at({ queued: 1 })).toBe(0);
    // 600 a minute: one every 100 ms.
    expect(at({ elapsedMs: 99, queued: 1, sinceLastMs: 99 })).toBe(0);
    expect(at({ elapsedMs: 100, queued: 1, sinceLastMs: 100 })).toBe(1);
    expect(at({ elapsedMs: 1_000, queued: 1, sinceLastMs: 1_000 })).toBe(10);
  });

  it("never allows more than the schedule: a pass that finds it ahead queues nothing", () => {
    expect(at({ elapsedMs: 1_000, queued: 11, sinceLastMs: 1_000 })).toBe(0);
    expect(at({ elapsedMs: 1_000, queued: 30, sinceLastMs: 1_000 })).toBe(0);
  });

  it("after a pause catches up two seconds' worth at a time, and no faster than the time since the last", () => {
    // Five minutes with nothing queued: 3,000 are due, 20 (two seconds at 600) may go in this pass.
    expect(at({ elapsedMs: 300_000, queued: 1, sinceLastMs: 300_000 })).toBe(20);
    // Another instance queued 200 ms ago: two more (200 ms at 600 a minute).
    expect(at({ elapsedMs: 300_000, queued: 21, sinceLastMs: 200 })).toBe(2);
  });

  it("is capped by the batch, and works at rates below one a second", () => {
    expect(at({ ratePerMinute: 1_000_000, elapsedMs: 60_000, sinceLastMs: 60_000 })).toBe(500);
    expect(at({ ratePerMinute: 30, elapsedMs: 1_999, queued: 1, sinceLastMs: 1_999 })).toBe(0);
    expect(at({ ratePerMinute: 30, elapsedMs: 2_000, queued: 1, sinceLastMs: 2_000 })).toBe(1);
  });
});
