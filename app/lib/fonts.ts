import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The one font file above the fold on every page (Inter's Latin subset, as app/fonts.css declares
 * it): preloaded so it is there by first paint, which `font-display: optional` needs to use it.
 */
export const FONT_PRELOAD = {
  href: interLatin,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
