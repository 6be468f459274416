import type { Logger } from "pino";

import type { Db } from "~/db/queryable";
import type { JobDefinition, SetTimer } from "~/platform/jobs.server";
import { activeBroadcastIds } from "~/db/broadcasts.server";

import { startDueBroadcasts } from "./schedule.server";
import { dispatchBroadcast } from "./sending.server";

export type BroadcastDispatcherOptions = {
  db: Db;
  logger: Logger;
  /** BROADCAST_RATE: messages queued per minute, by every instance together. */
  ratePerMinute: number;
  /** Told when a pass queued messages: the site wakes its mail worker. */
  onQueued?: () => void;
  /** Sets the next pass's timer and returns what clears it: an unref'd setTimeout unless given. */
  setTimer?: SetTimer;
  pollMs?: number;
  /** The most one pass queues for one broadcast (one transaction's worth). */
  batch?: number;
  /** How often a broadcast's outcomes are brought up to date while it sends (always as it ends). */
  reconcileMs?: number;
};

export type BroadcastPass = { started: number; queued: number; finished: number };

/**
 * Queues broadcasts' messages beside the requests, in every instance: each pass starts the
 * scheduled drafts whose time has come (./schedule.server.ts), then takes each sending
 * broadcast in a transaction of its own that holds its row (so instances take turns), queues the
 * members its pace allows into the mail outbox (./sending.server.ts: dispatchBroadcast),
 * and finishes a broadcast whose members are all queued and whose messages are all settled. The
 * outbox's worker sends them. Nothing here is at risk in a crash: each pass commits whole or not at all.
 * A job of jobs.server.ts: a pass every pollMs.
 */
export function broadcastDispatcherJob({
  db,
  logger,
  ratePerMinute,
  onQueued = () => {},
  setTimer,
  pollMs = 1_000,
  batch = 500,
  reconcileMs = 5_000,
}: BroadcastDispatcherOptions): JobDefinition<BroadcastPass> {
  const reconciledAt = new Map<string, number>();

  const pass = async (stopping: AbortSignal): Promise<BroadcastPass> => {
    const result = { started: 0, queued: 0, finished: 0 };
    for (const start of await startDueBroadcasts(db)) {
      result.started += 1;
      logger.info(
        { broadcastId: start.id, total: start.total },
        `broadcast ${start.id} started as scheduled, to ${start.total} members`,
      );
    }
    const ids = await activeBroadcastIds(db);
    for (const id of ids) {
      if (stopping.aborted) break;
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

  return {
    name: "broadcast dispatcher",
    logger,
    failure: "broadcasts cannot be read or queued",
    everyMs: pollMs,
    run: pass,
    setTimer,
  };
}
