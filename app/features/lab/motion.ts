/** The Motion AI readings (docs/product.md, Lab): static sample values, shown while the tab is active. */
export const MOTION_READINGS: readonly { label: string; value: string; detail: string }[] = [
  { label: "Terrain", value: "Rough Trail", detail: "Loose rock and roots detected underfoot." },
  { label: "Cadence", value: "165 SPM", detail: "Steps per minute, steady over the last kilometre." },
  { label: "Impact", value: "2.1x BW", detail: "Peak landing force as a multiple of body weight." },
];

/** Without JavaScript, the toggle asks the server for the other state: `?motion=active` or none. */
export const MOTION_PARAM = "motion";
export const MOTION_PARAM_ACTIVE = "active";

export function isMotionActiveQuery(value: string | null): boolean {
  return value === MOTION_PARAM_ACTIVE;
}
