const counts = new Intl.NumberFormat("en-US");

/** A count for people: 12,345. */
export function formatCount(value: number): string {
  return counts.format(value);
}
