/** The Motion AI readings (spec section 2): static sample values, shown while the tab is active. */
export const MOTION_READINGS: readonly { label: string; value: string; detail: string }[] = [
  { label: "Terrain", value: "Rough Trail", detail: "Loose rock and roots detected underfoot." },
  { label: "Cadence", value: "165 SPM", detail: "Steps per minute, steady over the last kilometre." },
  { label: "Impact", value: "2.1x BW", detail: "Peak landing force as a multiple of body weight." },
];
