import { describe, expect, it } from "vitest";

import {
  SCAN_STAGE_NAMES,
  isScanComplete,
  nextScanProgress,
  scanProgressFromQuery,
  scanStages,
} from "./scan";

const constant = (value: number) => () => value;
const completed = (progress: number) => scanStages(progress).map((stage) => stage.complete);

describe("nextScanProgress", () => {
  it("adds 3 for the lowest random value and 15 for the highest", () => {
    expect(nextScanProgress(0, constant(0))).toBe(3);
    expect(nextScanProgress(0, constant(0.999999))).toBe(15);
    expect(nextScanProgress(10, constant(0.5))).toBe(19);
  });

  it("adds a whole number from 3 to 15 across the random range", () => {
    const steps = new Set<number>();
    for (let i = 0; i < 1000; i += 1) steps.add(nextScanProgress(0, constant(i / 1000)));
    expect([...steps].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it("stops at 100", () => {
    expect(nextScanProgress(95, constant(0.999))).toBe(100);
    expect(nextScanProgress(97, constant(0))).toBe(100);
    expect(nextScanProgress(100, constant(0.5))).toBe(100);
  });

  it("reaches 100 from 0 and then stays there", () => {
    let progress = 0;
    let ticks = 0;
    while (!isScanComplete(progress)) {
      progress = nextScanProgress(progress, constant(0.5));
      ticks += 1;
    }
    expect(progress).toBe(100);
    expect(ticks).toBe(12); // 9 per tick: 99 after 11 ticks, clamped to 100 on the 12th
  });
});

describe("scanStages", () => {
  it("names the four stages in order, none complete at the start", () => {
    expect(scanStages(0).map((stage) => stage.name)).toEqual([...SCAN_STAGE_NAMES]);
    expect(completed(0)).toEqual([false, false, false, false]);
  });

  it("completes the first three strictly above 25, 50 and 75", () => {
    expect(completed(25)).toEqual([false, false, false, false]);
    expect(completed(25.5)).toEqual([true, false, false, false]);
    expect(completed(26)).toEqual([true, false, false, false]);
    expect(completed(50)).toEqual([true, false, false, false]);
    expect(completed(51)).toEqual([true, true, false, false]);
    expect(completed(75)).toEqual([true, true, false, false]);
    expect(completed(76)).toEqual([true, true, true, false]);
  });

  it("completes the last one at 100", () => {
    expect(completed(99)).toEqual([true, true, true, false]);
    expect(completed(99.9)).toEqual([true, true, true, false]);
    expect(completed(100)).toEqual([true, true, true, true]);
  });
});

describe("scanProgressFromQuery", () => {
  it("is the finished scan for ?scan=complete and none for anything else", () => {
    expect(scanProgressFromQuery("complete")).toBe(100);
    expect(completed(scanProgressFromQuery("complete")!)).toEqual([true, true, true, true]);
    expect(scanProgressFromQuery(null)).toBeNull();
    expect(scanProgressFromQuery("50")).toBeNull();
    expect(scanProgressFromQuery("COMPLETE")).toBeNull();
  });
});
