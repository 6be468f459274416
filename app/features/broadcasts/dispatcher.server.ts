import type { Logger } from "pino";

import type { Db } from "~/db/client.server";
import { activeBroadcastIds } from "~/db/broadcasts.server";

import { dispatchBroadcast } from "./sending.server";

export type BroadcastDispatcherOptions = {
  db: Db;
  logger: Logger;
  /** BROADCAST_RATE: messages queued per minute, by every instance together. */
  ratePerMinute: number;
  /** Told when a pass queued messages: the site wakes its mail worker. */
  onQueued?: () => void;
  /** Sets the next pass's timer and returns what clears it: an unref'd setTimeout unless given. */
  setTimer?: (run: () => void, ms: number) => () => void;
  pollMs?: number;
  /** The most one pass queues for one broadcast (one transaction's worth). */
  batch?: number;
  /** How often a broadcast's outcomes are brought up to date while it sends (always as it ends). */
  reconcileMs?: number;
};

export type BroadcastPass = { queued: number; finished: number };

export type BroadcastDispatcher = {
  /** One pass over every broadcast with work left, now. */
  runOnce(): Promise<BroadcastPass>;
  /** Starts no more passes; resolves once the one running has ended. */
  stop(): Promise<void>;
};

const unrefTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Queues broadcasts' messages beside the requests, in every instance: each pass takes each sending
 * broadcast in a transaction of its own that holds its row (so instances take turns), queues the
 * members its pace allows into the mail outbox (./sending.server.ts: dispatchBroadcast),
 * and finishes a broadcast whose members are all queued and whose messages are all settled. The
 * outbox's worker sends them. Nothing here is at risk in a crash: each pass commits whole or not at all.
 */
export function startBroadcastDispatcher({
  db,
  logger,
  ratePerMinute,
  onQueued = () => {},
  setTimer = unrefTimer,
  pollMs = 1_000,
  batch = 500,
  reconcileMs = 5_000,
}: BroadcastDispatcherOptions): BroadcastDispatcher {
  let stopped = false;
  let clearTimer = () => {};
  let running: Promise<BroadcastPass> | undefined;
  let failing = false;
  const reconciledAt = new Map<string, number>();

  const pass = async (): Promise<BroadcastPass> => {
    const result = { queued: 0, finished: 0 };
    const ids = await activeBroadcastIds(db);
    for (const id of ids) {
      if (stopped) break;
      const reconcile = Date.now() - (reconciledAt.get(id) ?? 0) >= reconcileMs;
      if (reconcile) reconciledAt.set(id, Date.now());
      const outcome = await dispatchBroadcast(db, id, { ratePerMinute, batch, reconcile });
      result.queued += outcome.queued;
      if (outcome.unreadableSegment)
        logger.error(
          { broadcastId: id, problems: outcome.unreadableSegment },
          `broadcast ${id} cancelled: its segment no longer reads (${outcome.unreadableSegment.join(" ")})`,
        );
      if (outcome.finished) {
        result.finished += 1;
        reconciledAt.delete(id);
        logger.info({ broadcastId: id, status: outcome.finished }, `broadcast ${id} ${outcome.finished}`);
      }
    }
    if (result.queued > 0) onQueued();
    return result;
  };

  const schedule = (ms: number) => {
    clearTimer();
    clearTimer = stopped ? () => {} : setTimer(() => void runOnce().catch(() => {}), ms);
  };

  function runOnce(): Promise<BroadcastPass> {
    // One pass at a time: a call during one waits for it, then runs its own.
    const previous = running ?? Promise.resolve({ queued: 0, finished: 0 });
    const current = previous
      .catch(() => ({ queued: 0, finished: 0 }))
      .then(() => (stopped ? { queued: 0, finished: 0 } : pass()))
      .then(
        (result) => {
          if (failing) logger.info("broadcast dispatcher: the database answers again");
          failing = false;
          schedule(pollMs);
          return result;
        },
        (error: unknown) => {
          // Said once, not at every pass until the database is back.
          if (!failing)
            logger.error({ err: error }, "broadcast dispatcher: broadcasts cannot be read or queued");
          failing = true;
          schedule(pollMs);
          throw error;
        },
      );
    running = current;
    void current
      .finally(() => {
        if (running === current) running = undefined;
      })
      .catch(() => {});
    return current;
  }

  schedule(0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimer();
      await running?.catch(() => {});
    },
  };
}
