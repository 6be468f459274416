import type { MailCycle, MailWorkerOptions } from "../../app/platform/mail/worker.server";

/**
 * A mail worker's progress as a test sees it, through the worker's own hooks: each cycle it ends
 * (onCycle), and the timers it sets (setTimer: real unref'd timeouts, counted while pending). A test
 * waits on these, never on the clock; the timeouts below are deadlines, not waits.
 */
export type WatchedMailWorker = {
  /** The hooks to give the worker (mailWorkerJob's options, or the site's `mailWorker` part). */
  hooks: Required<Pick<MailWorkerOptions, "onCycle" | "setTimer">>;
  /** How many timers the worker has set that have neither fired nor been cleared. */
  readonly scheduled: number;
  /** Resolves with the next cycle the worker ends. */
  nextCycle(timeoutMs?: number): Promise<MailCycle>;
  /** Checks `check` now and again after each cycle the worker ends, until it holds. */
  until(check: () => boolean | Promise<boolean>, what: string, timeoutMs?: number): Promise<void>;
  /**
   * Resolves once a cycle that began after this call has ended having claimed nothing: all mail due
   * now has been sent (or failed, or dropped) and recorded, and none of it is in flight. What was
   * sent twice has arrived by then.
   */
  idle(timeoutMs?: number): Promise<void>;
};

export function watchMailWorker(): WatchedMailWorker {
  const waiters = new Set<(cycle: MailCycle) => void>();
  const pending = new Set<NodeJS.Timeout>();

  const nextCycle = (timeoutMs = 15_000) =>
    new Promise<MailCycle>((resolve, reject) => {
      const waiter = (cycle: MailCycle) => {
        clearTimeout(deadline);
        waiters.delete(waiter);
        resolve(cycle);
      };
      const deadline = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for the mail worker to end a cycle`));
      }, timeoutMs);
      waiters.add(waiter);
    });

  const withDeadline = async (what: string, timeoutMs: number, wait: () => Promise<void>) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([wait(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    hooks: {
      onCycle: (cycle) => {
        for (const waiter of [...waiters]) waiter(cycle);
      },
      setTimer: (run, ms) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          run();
        }, ms);
        timer.unref();
        pending.add(timer);
        return () => {
          clearTimeout(timer);
          pending.delete(timer);
        };
      },
    },
    get scheduled() {
      return pending.size;
    },
    nextCycle,
    until: (check, what, timeoutMs = 30_000) =>
      withDeadline(what, timeoutMs, async () => {
        while (!(await check())) await nextCycle(timeoutMs);
      }),
    idle: (timeoutMs = 30_000) =>
      withDeadline("the mail worker to end a cycle that claimed nothing", timeoutMs, async () => {
        // The cycle in flight now (or, if none is, the next): the one after it began after this call.
        await nextCycle(timeoutMs);
        for (let cycle = await nextCycle(timeoutMs); cycle.claimed > 0 || cycle.error;)
          cycle = await nextCycle(timeoutMs);
      }),
  };
}
