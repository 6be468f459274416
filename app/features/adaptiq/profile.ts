import type { SliderRange } from "~/lib/sliders/slider-range";

export { clampToRange } from "~/lib/sliders/slider-range";

/** A profile slider's range (docs/product.md, AdaptIQ demo) and the unit its value is shown in. */
export type ProfileRange = SliderRange & { unit: string };

export const WEIGHT_RANGE: ProfileRange = { min: 40, max: 120, step: 1, defaultValue: 70, unit: "kg" };
export const PACE_RANGE: ProfileRange = { min: 3, max: 12, step: 0.5, defaultValue: 7, unit: "min/km" };

/** "70 kg", "7.5 min/km". */
export function formatProfileValue(value: number, range: ProfileRange): string {
  return `${value} ${range.unit}`;
}
