/** How the outbox waits between attempts at one message. */
export type Backoff = {
  /** The wait after the first failure. */
  baseMs: number;
  /** No wait is longer, however many attempts failed. */
  maxMs: number;
};

/** 30 s, 1 min, 2 min, … up to 6 h: a mail server that is down for an afternoon loses nothing. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 6 * 60 * 60 * 1000 };

/**
 * The wait before the next attempt after `attempt` failed attempts (1 after the first failure):
 * exponential, capped, with "equal jitter" (half fixed, half random) so that the messages of one
 * outage, and the instances sending them, do not all come back at the same moment, yet never sooner
 * than half the planned wait. `random` returns [0, 1), as Math.random does.
 */
export function retryDelayMs(
  attempt: number,
  backoff: Backoff = DEFAULT_BACKOFF,
  random = Math.random,
): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // 2 ** exponent overflows to Infinity for very large attempts, which the cap then absorbs.
  const planned = Math.min(backoff.maxMs, backoff.baseMs * 2 ** exponent);
  return Math.round(planned / 2 + random() * (planned / 2));
}
