const counts = new Intl.NumberFormat("en-US");
const percents = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** A count for people: 12,345. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** `part` of `whole` as a percentage ("2.1%"), or "–" when there is no whole to take it of. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? percents.format(part / whole) : "–";
}
