/**
 * Runs `check` with the process in another time zone (Node reads TZ afresh when it changes), then
 * puts the zone back: for pure date code that writes the visitor's local day and hour.
 */
export function inTimeZone(zone: string, check: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
