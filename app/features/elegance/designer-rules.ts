/**
 * The heel designer's rules (docs/product.md, AI Designer). Pure, so the route only renders and
 * wires them.
 */

import type { SliderRange } from "~/lib/sliders/slider-range";

export const HEIGHT_CM: SliderRange = { min: 150, max: 190, step: 1, defaultValue: 165 };
export const WEAR_HOURS: SliderRange = { min: 1, max: 12, step: 0.5, defaultValue: 4 };
/** The result appears this long after the last change of the profile. */
export const RESULT_DEBOUNCE_MS = 1000;
/** The foot model turns one degree per tick. */
export const SPIN_TICK_MS = 50;

export const ARCH_TYPES = ["low", "normal", "high"] as const;
export const HEEL_STYLES = ["stiletto", "block", "kitten", "platform"] as const;
export const OCCASIONS = ["professional", "evening", "formal", "daily"] as const;

export type ArchType = (typeof ARCH_TYPES)[number];
export type HeelStyle = (typeof HEEL_STYLES)[number];
export type Occasion = (typeof OCCASIONS)[number];
export type ArchSupport = "High" | "Extra-High" | "Medium" | "Medium-High";

/**
 * The visitor's profile. Height and wear duration always have a value (165 cm and 4 h to start
 * with), so height counts as set from the start; arch type, heel style and occasion wait for a pick.
 */
export type HeelProfile = {
  heightCm: number;
  archType: ArchType | null;
  heelStyle: HeelStyle | null;
  wearHours: number;
  occasion: Occasion | null;
};

export type HeelDesign = {
  idealHeightInches: number;
  archSupport: ArchSupport;
  cushioningPercent: number;
  balanceScorePercent: number;
};

export const INITIAL_PROFILE: HeelProfile = {
  heightCm: HEIGHT_CM.defaultValue,
  archType: null,
  heelStyle: null,
  wearHours: WEAR_HOURS.defaultValue,
  occasion: null,
};

/**
 * The result before any input (docs/product.md, AI Designer): shown once the profile is complete,
 * until the first design is ready.
 */
export const DEFAULT_DESIGN: HeelDesign = {
  idealHeightInches: 3.5,
  archSupport: "Medium-High",
  cushioningPercent: 85,
  balanceScorePercent: 92,
};

/** Formulas with 0.1 and 0.5 steps: round to one decimal so 100 − 16.7 − 2 reads 81.3, not 81.29999. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** 2.5 in for more than 6 hours of wear, otherwise 4 in. */
export function idealHeightInches(wearHours: number): number {
  return wearHours > 6 ? 2.5 : 4;
}

export function archSupport(archType: ArchType): ArchSupport {
  if (archType === "high") return "High";
  if (archType === "low") return "Extra-High";
  return "Medium";
}

/** max(70, 95 − 3 × hours). */
export function cushioningPercent(wearHours: number): number {
  return Math.max(70, oneDecimal(95 - 3 * wearHours));
}

/** max(80, 100 − 0.1 × height − 2 × hours). */
export function balanceScorePercent(heightCm: number, wearHours: number): number {
  return Math.max(80, oneDecimal(100 - 0.1 * heightCm - 2 * wearHours));
}

/** Results need height (always set), arch type and heel style. */
export function isProfileComplete(
  profile: HeelProfile,
): profile is HeelProfile & { archType: ArchType; heelStyle: HeelStyle } {
  return profile.archType !== null && profile.heelStyle !== null;
}

/** The design for a complete profile, or null while the profile is incomplete. */
export function designFor(profile: HeelProfile): HeelDesign | null {
  if (!isProfileComplete(profile)) return null;
  return {
    idealHeightInches: idealHeightInches(profile.wearHours),
    archSupport: archSupport(profile.archType),
    cushioningPercent: cushioningPercent(profile.wearHours),
    balanceScorePercent: balanceScorePercent(profile.heightCm, profile.wearHours),
  };
}

/** Whether two profiles hold the same values (a form read twice gives two equal objects). */
export function sameProfile(a: HeelProfile, b: HeelProfile): boolean {
  return (
    a.heightCm === b.heightCm &&
    a.archType === b.archType &&
    a.heelStyle === b.heelStyle &&
    a.wearHours === b.wearHours &&
    a.occasion === b.occasion
  );
}

/**
 * What the result panel shows for the profile as it is now (`current`) and as it was one second
 * after its last change (`settled`): nothing while arch type or heel style is missing (the panel
 * asks to complete the profile); then the default result until a complete profile has settled; then
 * the settled profile's design, which follows each change a second later.
 */
export function shownDesign(current: HeelProfile, settled: HeelProfile): HeelDesign | null {
  if (!isProfileComplete(current)) return null;
  return designFor(settled) ?? DEFAULT_DESIGN;
}

/** "4.5 h", "12 h". */
export const formatHours = (hours: number) => `${hours} h`;
