/** The site's card and focus looks, shared by every page (teal accent; white on teal-700 is 5.5:1). */
export const cardClassName = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

const FOCUS_RING = {
  teal: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700",
  rose: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700",
} as const;

/** The keyboard focus ring in a page's accent: teal, or rose on Elegance. */
export function focusRingFor(accent: keyof typeof FOCUS_RING): string {
  return FOCUS_RING[accent];
}

export const focusRing = FOCUS_RING.teal;
