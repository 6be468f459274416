/** A retention period as the notice says it: "1 day", "30 days". */
export function dayCount(days: number): string {
  return days === 1 ? "1 day" : `${days.toLocaleString("en-US")} days`;
}
