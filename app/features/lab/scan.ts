/** The Smart Fit foot scan (docs/product.md, Lab): a simulation, no real analysis happens. */

export const SCAN_TICK_MS = 200;
export const SCAN_COMPLETE = 100;

/**
 * One tick of the scan: adds a random whole number from 3 to 15 and stops at 100.
 * `random()` is in [0, 1), so `floor(random() * 13)` is an integer 0 to 12 and the step 3 to 15.
 */
export function nextScanProgress(progress: number, random: () => number): number {
  const step = 3 + Math.floor(random() * 13);
  return Math.min(SCAN_COMPLETE, progress + step);
}

export function isScanComplete(progress: number): boolean {
  return progress >= SCAN_COMPLETE;
}

/** Without JavaScript, Start Foot Scan asks the server for the finished scan: `?scan=complete`. */
export const SCAN_PARAM = "scan";
export const SCAN_PARAM_COMPLETE = "complete";

/** The scan a URL asks for: finished (100), or null for one not started. */
export function scanProgressFromQuery(value: string | null): number | null {
  return value === SCAN_PARAM_COMPLETE ? SCAN_COMPLETE : null;
}

export type ScanStage = { name: string; threshold: number; complete: boolean };

export const SCAN_STAGE_NAMES = [
  "Pressure mapping",
  "Arch analysis",
  "Gait capture",
  "Fit modelling",
] as const;
const THRESHOLDS = [25, 50, 75, 100] as const;

/**
 * The four stage badges, "above 25, above 50, above 75 and at 100" (docs/product.md, Lab): the first three
 * complete strictly above their threshold (25 is not yet, 25.5 is), the last one at 100.
 */
export function scanStages(progress: number): ScanStage[] {
  return SCAN_STAGE_NAMES.map((name, index) => {
    const threshold = THRESHOLDS[index]!;
    return { name, threshold, complete: progress > threshold || isScanComplete(progress) };
  });
}

/** The fixed results shown once the scan reaches 100. */
export const SCAN_RESULTS: readonly { label: string; value: string }[] = [
  { label: "Recommended size", value: "US 9.5" },
  { label: "Arch support", value: "Medium+" },
  { label: "Preferred activities", value: "Trail and Gym" },
  { label: "Fit confidence", value: "98%" },
];

export const SCAN_RECOMMENDATIONS: readonly string[] = [
  "Order a US 9.5: your heel sits snugly with a thumb's width of room at the toe.",
  "Add the Medium+ arch insert to support your mid-foot on long sessions.",
  "Pair the Trail sole for weekend runs with the Gym sole for training days.",
  "Scan again every six months, or when your training changes, to keep the fit exact.",
];
