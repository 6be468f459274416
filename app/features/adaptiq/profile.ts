/** A slider's range (spec section 9): the value is always min + a whole number of steps, within max. */
export type ProfileRange = {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
  unit: string;
};

export const WEIGHT_RANGE: ProfileRange = { min: 40, max: 120, step: 1, defaultValue: 70, unit: "kg" };
export const PACE_RANGE: ProfileRange = { min: 3, max: 12, step: 0.5, defaultValue: 7, unit: "min/km" };

/**
 * Clamps `value` to [min, max] and snaps it to the nearest step counted from min. A value that is
 * not a number falls back to the default. Rounded to 10 decimals so 0.5 steps never drift (3.5000000001).
 */
export function clampToRange(value: number, range: ProfileRange): number {
  if (!Number.isFinite(value)) return range.defaultValue;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  const snapped = Math.min(range.max, range.min + steps * range.step);
  return Number(snapped.toFixed(10));
}

/** "70 kg", "7.5 min/km". */
export function formatProfileValue(value: number, range: ProfileRange): string {
  return `${value} ${range.unit}`;
}
