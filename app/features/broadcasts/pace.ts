/**
 * How a broadcast is paced (BROADCAST_RATE, messages per minute): recipient k (from 0) may be
 * queued once k / rate minutes have passed since sending started, so the first goes at once. The
 * times are the database's, so instances whose clocks differ agree.
 */
export type PaceState = {
  ratePerMinute: number;
  /** Since the broadcast started. */
  elapsedMs: number;
  /** Since the last recipients were queued (by any instance); null before the first. */
  sinceLastMs: number | null;
  /** Recipients queued so far. */
  queued: number;
  /** The most one pass may queue (one transaction's worth). */
  batch: number;
};

/**
 * How many recipients may be queued now. On schedule, that is whatever the schedule allows; after
 * a pause (every instance down for a while) the backlog is not sent in one burst: a pass queues at
 * most two seconds' worth, and no more than the time since the last queueing allows, so several
 * instances taking turns still keep the rate between them.
 */
export function queueAllowance({ ratePerMinute, elapsedMs, sinceLastMs, queued, batch }: PaceState): number {
  const intervalMs = 60_000 / ratePerMinute;
  const onSchedule = Math.floor(Math.max(0, elapsedMs) / intervalMs) + 1 - queued;
  const perPass = Math.max(1, Math.ceil((2 * ratePerMinute) / 60));
  const sinceLast = sinceLastMs === null ? Infinity : Math.ceil(Math.max(0, sinceLastMs) / intervalMs);
  return Math.max(0, Math.min(onSchedule, perPass, sinceLast, batch));
}
