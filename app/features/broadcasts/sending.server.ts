import {
  type BroadcastRow,
  cancelSending,
  countSegment,
  dropUnsent,
  lockForDispatch,
  markCancelled,
  markFinished,
  markSending,
  pendingRecipients,
  queueNextRecipients,
  queueProgress,
  reconcileOutcomes,
} from "~/db/broadcasts.server";
import type { Db, Queryable } from "~/db/queryable";
import type { MemberFilters } from "~/db/team-members.server";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { auditBroadcast } from "./drafts.server";
import { readSegment } from "./forms";
import { queueAllowance } from "./pace";

/**
 * Turns a draft into a sending broadcast, counting its segment then: the dispatcher takes it from
 * here. Undefined when it is no longer a draft (a second press, another admin). Run in the
 * transaction that audits it (sendBroadcast's).
 */
export async function startBroadcast(
  db: Queryable,
  id: string,
  { startedBy, filters }: { startedBy: string; filters: MemberFilters },
): Promise<{ total: number } | undefined> {
  const total = await countSegment(db, filters);
  return (await markSending(db, id, { startedBy, total })) ? { total } : undefined;
}

export type SendOutcome =
  | { kind: "started"; total: number }
  | { kind: "not-draft" }
  | { kind: "unreadable-segment"; problems: string[] }
  | { kind: "empty-segment" };

/**
 * The Send button: a draft whose segment reads and reaches someone is started (startBroadcast)
 * with its audit entry, in one transaction.
 */
export async function sendBroadcast(
  db: Db,
  broadcast: Pick<BroadcastRow, "id" | "subject" | "segment" | "status">,
  actor: TeamActor,
): Promise<SendOutcome> {
  if (broadcast.status !== "draft") return { kind: "not-draft" };
  const { filters, problems } = readSegment(broadcast.segment);
  if (problems.length > 0) return { kind: "unreadable-segment", problems };
  if ((await countSegment(db, filters)) === 0) return { kind: "empty-segment" };
  const started = await db.transaction(async (tx) => {
    const result = await startBroadcast(tx, broadcast.id, { startedBy: actor.id, filters });
    if (result)
      await auditBroadcast(tx, broadcast, actor, AUDIT_ACTIONS.broadcastStarted, {
        segment: broadcast.segment,
        total: result.total,
      });
    return result;
  });
  return started ? { kind: "started", total: started.total } : { kind: "not-draft" };
}

/**
 * Stops a sending broadcast: nothing more is queued, and what is queued and unclaimed is dropped,
 * with its audit entry, in one transaction. Undefined when it is not sending.
 */
export async function cancelBroadcast(
  db: Db,
  broadcast: Pick<BroadcastRow, "id" | "subject">,
  actor: TeamActor,
): Promise<{ dropped: number } | undefined> {
  return db.transaction(async (tx) => {
    if (!(await markCancelled(tx, broadcast.id, actor.id))) return undefined;
    const dropped = await dropUnsent(tx, broadcast.id);
    await auditBroadcast(tx, broadcast, actor, AUDIT_ACTIONS.broadcastCancelled, { dropped });
    return { dropped };
  });
}

export type DispatchOptions = {
  /** BROADCAST_RATE: messages per minute. */
  ratePerMinute: number;
  /** The most one pass queues. */
  batch: number;
  /** Also bring the outcomes up to date (they are whenever the broadcast may be finishing). */
  reconcile: boolean;
};

export type DispatchResult = {
  queued: number;
  /** Set when this pass finished the broadcast. */
  finished: "sent" | "cancelled" | null;
  /** Set when the stored segment no longer reads (and the broadcast was cancelled for it). */
  unreadableSegment?: string[];
};

const NOTHING: DispatchResult = { queued: 0, finished: null };

/**
 * One pass of the dispatcher over one broadcast, in one transaction holding its row (FOR UPDATE
 * SKIP LOCKED: an instance finding another at work on it moves on). It queues the members the pace
 * allows now, each as a broadcast_recipients row (whose primary key refuses a second one) and its
 * message in the outbox, in member-id order after the last one queued; and it marks the broadcast
 * sent once every member is queued and no message is still pending.
 */
export async function dispatchBroadcast(
  db: Db,
  id: string,
  { ratePerMinute, batch, reconcile }: DispatchOptions,
): Promise<DispatchResult> {
  return db.transaction(async (tx) => {
    const broadcast = await lockForDispatch(tx, id);
    if (!broadcast) return NOTHING;
    const sending = broadcast.status === "sending";
    let queued = 0;
    let exhausted = false;

    if (sending) {
      const { filters, problems } = readSegment(broadcast.segment);
      if (problems.length > 0) {
        // Left out, a filter would widen the segment: stop instead of mailing anyone unintended.
        await cancelSending(tx, id);
        await dropUnsent(tx, id);
        return { ...NOTHING, unreadableSegment: problems };
      }
      const progress = await queueProgress(tx, id);
      const allowance = queueAllowance({ ratePerMinute, batch, ...progress });
      if (allowance > 0) {
        const next = await queueNextRecipients(tx, id, filters, allowance);
        queued = next.queued;
        exhausted = next.exhausted;
      }
    }

    const mayFinish = exhausted || !sending;
    if (reconcile || mayFinish) await reconcileOutcomes(tx, id);
    if (!mayFinish) return { queued, finished: null };
    if ((await pendingRecipients(tx, id)) > 0) return { queued, finished: null };
    const finished = sending ? "sent" : "cancelled";
    await markFinished(tx, id, finished);
    return { queued, finished };
  });
}
