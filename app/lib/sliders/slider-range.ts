import * as z from "zod/mini";

/** A slider's range: the value is always min + a whole number of steps, within max. */
export type SliderRange = {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
};

/**
 * Clamps `value` to [min, max] and snaps it to the nearest step counted from min. A value that is
 * not a number falls back to the default. Rounded to 10 decimals so 0.5 steps never drift (3.5000000001).
 */
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.defaultValue;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  const snapped = Math.min(range.max, range.min + steps * range.step);
  return Number(snapped.toFixed(10));
}

/**
 * A slider's value as a form or a URL sent it: a number is clamped and snapped as the browser
 * would; anything else (missing, blank, "abc", a file) is the default. Never throws.
 */
export function rangeValueFrom(raw: unknown, range: SliderRange): number {
  if (typeof raw !== "string" || raw.trim() === "") return range.defaultValue;
  return clampToRange(Number(raw), range);
}

/** A form or query field holding a slider's value, as `rangeValueFrom` reads it (missing: the default). */
export const rangeField = (range: SliderRange) =>
  z.catch(
    z.pipe(
      z.string(),
      z.transform((raw) => rangeValueFrom(raw, range)),
    ),
    range.defaultValue,
  );
