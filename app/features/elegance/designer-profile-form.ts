import * as z from "zod/mini";

import { rangeField } from "~/lib/sliders/slider-range";

import {
  ARCH_TYPES,
  HEEL_STYLES,
  HEIGHT_CM,
  type HeelProfile,
  OCCASIONS,
  WEAR_HOURS,
} from "./designer-rules";

/**
 * The designer's one form, a GET to /elegance: without JavaScript its submit button sends the
 * profile in the query and the server renders the design; with JavaScript the page reads the same
 * fields live. These are the inputs' names, so the query reads `?height=170&arch=low&heel=block…`.
 */
export const PROFILE_FIELDS = {
  height: "height",
  arch: "arch",
  heel: "heel",
  hours: "hours",
  occasion: "occasion",
} as const;

/** A missing or unknown choice is no choice. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.nullable(z.enum(values)), null);

/** Shared by the loader (the query) and the page (the live form). Never throws: bad values become defaults. */
export const profileFormSchema = z.object({
  [PROFILE_FIELDS.height]: rangeField(HEIGHT_CM),
  [PROFILE_FIELDS.arch]: choice(ARCH_TYPES),
  [PROFILE_FIELDS.heel]: choice(HEEL_STYLES),
  [PROFILE_FIELDS.hours]: rangeField(WEAR_HOURS),
  [PROFILE_FIELDS.occasion]: choice(OCCASIONS),
});

/** The profile in a query string or a form's data. */
export function parseProfile(entries: URLSearchParams | FormData): HeelProfile {
  const values = profileFormSchema.parse(Object.fromEntries(entries));
  return {
    heightCm: values.height,
    archType: values.arch,
    heelStyle: values.heel,
    wearHours: values.hours,
    occasion: values.occasion,
  };
}
