import { describe, expect, it } from "vitest";

import {
  INITIAL_PROFILE,
  archSupport,
  balanceScorePercent,
  cushioningPercent,
  designFor,
  idealHeightInches,
  isProfileComplete,
  sameProfile,
  shownDesign,
} from "./designer-rules";

describe("idealHeightInches", () => {
  it("is 4 in up to and including 6 hours, 2.5 in above", () => {
    expect(idealHeightInches(1)).toBe(4);
    expect(idealHeightInches(6)).toBe(4);
    expect(idealHeightInches(6.5)).toBe(2.5);
    expect(idealHeightInches(12)).toBe(2.5);
  });
});

describe("archSupport", () => {
  it("is High for a high arch, Extra-High for a low arch, Medium for a normal one", () => {
    expect(archSupport("high")).toBe("High");
    expect(archSupport("low")).toBe("Extra-High");
    expect(archSupport("normal")).toBe("Medium");
  });
});

describe("cushioningPercent", () => {
  it("is 95 − 3 × hours down to its floor of 70", () => {
    expect(cushioningPercent(1)).toBe(92);
    expect(cushioningPercent(4)).toBe(83);
    expect(cushioningPercent(4.5)).toBe(81.5);
    expect(cushioningPercent(8)).toBe(71);
    expect(cushioningPercent(8.5)).toBe(70);
    expect(cushioningPercent(9)).toBe(70);
    expect(cushioningPercent(12)).toBe(70);
  });
});

describe("balanceScorePercent", () => {
  it("is 100 − 0.1 × height − 2 × hours", () => {
    expect(balanceScorePercent(150, 1)).toBe(83);
    expect(balanceScorePercent(167, 1)).toBe(81.3);
    expect(balanceScorePercent(160, 2)).toBe(80);
  });

  it("never goes below 80", () => {
    expect(balanceScorePercent(161, 2)).toBe(80);
    expect(balanceScorePercent(170, 8)).toBe(80);
    expect(balanceScorePercent(190, 12)).toBe(80);
  });
});

/** 170 cm, a low arch, a stiletto, 4 hours. */
const completeProfile = () =>
  ({ ...INITIAL_PROFILE, heightCm: 170, archType: "low", heelStyle: "stiletto" }) as const;

describe("the profile and its design", () => {
  const complete = { ...INITIAL_PROFILE, heightCm: 170, archType: "low", heelStyle: "stiletto" } as const;

  it("starts incomplete, with no design", () => {
    expect(isProfileComplete(INITIAL_PROFILE)).toBe(false);
    expect(designFor(INITIAL_PROFILE)).toBeNull();
  });

  it("is ready once arch type and heel style are set: the default height counts", () => {
    expect(isProfileComplete({ ...INITIAL_PROFILE, archType: "high", heelStyle: "block" })).toBe(true);
    expect(designFor({ ...INITIAL_PROFILE, archType: "high", heelStyle: "block" })).toEqual({
      idealHeightInches: 4,
      archSupport: "High",
      cushioningPercent: 83,
      balanceScorePercent: 80,
    });
    expect(isProfileComplete({ ...complete, archType: null })).toBe(false);
    expect(isProfileComplete({ ...complete, heelStyle: null })).toBe(false);
    expect(designFor({ ...complete, heelStyle: null })).toBeNull();
  });

  it("does not need an occasion", () => {
    expect(isProfileComplete({ ...complete, occasion: null })).toBe(true);
    expect(isProfileComplete({ ...complete, occasion: "evening" })).toBe(true);
  });

  it("combines the rules", () => {
    expect(designFor({ ...complete, wearHours: 8 })).toEqual({
      idealHeightInches: 2.5,
      archSupport: "Extra-High",
      cushioningPercent: 71,
      balanceScorePercent: 80,
    });
    expect(designFor({ ...complete, heightCm: 150, archType: "normal", wearHours: 1 })).toEqual({
      idealHeightInches: 4,
      archSupport: "Medium",
      cushioningPercent: 92,
      balanceScorePercent: 83,
    });
    expect(designFor({ ...complete, heightCm: 190, archType: "high", wearHours: 6.5 })).toEqual({
      idealHeightInches: 2.5,
      archSupport: "High",
      cushioningPercent: 75.5,
      balanceScorePercent: 80,
    });
  });
});

describe("sameProfile", () => {
  it("compares values, not objects", () => {
    expect(sameProfile(completeProfile(), completeProfile())).toBe(true);
    expect(sameProfile(completeProfile(), { ...completeProfile(), wearHours: 4.5 })).toBe(false);
    expect(sameProfile(completeProfile(), { ...completeProfile(), occasion: "daily" })).toBe(false);
  });
});

describe("shownDesign", () => {
  it("shows nothing until arch type and heel style are chosen", () => {
    expect(shownDesign(INITIAL_PROFILE, INITIAL_PROFILE)).toBeNull();
    const archOnly = { ...INITIAL_PROFILE, archType: "low" } as const;
    expect(shownDesign(archOnly, archOnly)).toBeNull();
  });

  it("shows the default result until a complete profile has settled, then its design", () => {
    const now = completeProfile();
    // The result before any input (docs/product.md, AI Designer).
    const before = {
      idealHeightInches: 3.5,
      archSupport: "Medium-High",
      cushioningPercent: 85,
      balanceScorePercent: 92,
    };
    expect(shownDesign(now, INITIAL_PROFILE)).toEqual(before);
    expect(shownDesign(now, { ...INITIAL_PROFILE, archType: "low" })).toEqual(before);
    expect(shownDesign(now, now)).toEqual(designFor(now));
  });

  it("keeps the last settled design while a later change waits its second", () => {
    const settled = completeProfile();
    const changed = { ...settled, wearHours: 8 };
    expect(shownDesign(changed, settled)).toEqual(designFor(settled));
  });
});
