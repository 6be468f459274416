import { randomUUID } from "node:crypto";

import { type SQL, and, asc, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";

import { isSuppressedEmail } from "./mail-suppressions.server";
import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";
import { broadcastRecipients, broadcasts, mailOutbox, user, waitlistEntries } from "./schema";
import { type MemberFilters, filterCondition } from "./team-members.server";

// Broadcasts (app/features/broadcasts): drafts, their segment, their recipients, and the statements
// of the dispatcher's pass (app/features/broadcasts/sending.server.ts holds them in one transaction).

const w = waitlistEntries;
const r = broadcastRecipients;

export type BroadcastRow = typeof broadcasts.$inferSelect;

/**
 * Where a broadcast's recipients stand: each one "queued" until its message is sent, dropped, not
 * sent to a suppressed address (undeliverable) or given up.
 */
export type BroadcastProgress = {
  queued: number;
  sent: number;
  skipped: number;
  undeliverable: number;
  failed: number;
};

const NO_PROGRESS: BroadcastProgress = { queued: 0, sent: 0, skipped: 0, undeliverable: 0, failed: 0 };

/**
 * The segment's members a broadcast mails: confirmed, matching the filters and, once it has
 * started, confirmed by then (a member who confirms later is not added on the way).
 */
function segmentCondition(filters: MemberFilters, startedAt?: SQL): SQL | undefined {
  return and(
    filterCondition(filters),
    eq(w.status, "confirmed"),
    startedAt ? sql`coalesce(${w.confirmedAt}, ${w.createdAt}) <= ${startedAt}` : undefined,
  );
}

/** How many confirmed members the filters match now. */
export async function countSegment(db: Queryable, filters: MemberFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(w)
    .where(segmentCondition(filters));
  return row?.n ?? 0;
}

export async function createBroadcast(
  db: Queryable,
  draft: { subject: string; body: string; segment: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(broadcasts).values(draft).returning({ id: broadcasts.id });
  return row!.id;
}

/** Saves a draft's fields; false when it is not a draft (any more) or does not exist. */
export async function updateDraft(
  db: Queryable,
  id: string,
  draft: { subject: string; body: string; segment: string },
): Promise<boolean> {
  const updated = await db
    .update(broadcasts)
    .set({ ...draft, updatedAt: sql`now()` })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "draft")))
    .returning({ id: broadcasts.id });
  return updated.length > 0;
}

/**
 * Schedules a draft to start sending at `at` as `by`, or unschedules it (null); false when it is
 * not a draft (any more) or does not exist.
 */
export async function setSchedule(
  db: Queryable,
  id: string,
  schedule: { at: Date; by: string } | null,
): Promise<boolean> {
  const updated = await db
    .update(broadcasts)
    .set({ scheduledFor: schedule?.at ?? null, scheduledBy: schedule?.by ?? null, updatedAt: sql`now()` })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "draft")))
    .returning({ id: broadcasts.id });
  return updated.length > 0;
}

/** The scheduled drafts whose time has come, by the database's clock, earliest first. */
export async function dueScheduledIds(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(and(eq(broadcasts.status, "draft"), lte(broadcasts.scheduledFor, sql`now()`)))
    .orderBy(asc(broadcasts.scheduledFor));
  return rows.map((row) => row.id);
}

/**
 * A due scheduled draft, its row held for the transaction (FOR UPDATE SKIP LOCKED: an instance
 * starting it already is passed by); undefined when another instance has it or has started it.
 */
export async function lockDueScheduled(db: Queryable, id: string): Promise<BroadcastRow | undefined> {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(
      and(eq(broadcasts.id, id), eq(broadcasts.status, "draft"), lte(broadcasts.scheduledFor, sql`now()`)),
    )
    .for("update", { skipLocked: true });
  return row;
}

/** Deletes a draft; false when it is not a draft (any more) or does not exist. */
export async function deleteDraft(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db
    .delete(broadcasts)
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "draft")))
    .returning({ id: broadcasts.id });
  return deleted.length > 0;
}

export async function findBroadcast(db: Queryable, id: string): Promise<BroadcastRow | undefined> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  return row;
}

/** Each broadcast's recipients by outcome. */
export async function broadcastProgress(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, BroadcastProgress>> {
  const progress = new Map<string, BroadcastProgress>();
  if (ids.length === 0) return progress;
  const rows = await db
    .select({ id: r.broadcastId, outcome: r.outcome, n: sql<number>`count(*)::int` })
    .from(r)
    .where(inArray(r.broadcastId, [...ids]))
    .groupBy(r.broadcastId, r.outcome);
  for (const row of rows) {
    const counts = progress.get(row.id) ?? { ...NO_PROGRESS };
    if (row.outcome in counts) counts[row.outcome as keyof BroadcastProgress] = row.n;
    progress.set(row.id, counts);
  }
  return progress;
}

export function progressOf(progress: Map<string, BroadcastProgress>, id: string): BroadcastProgress {
  return progress.get(id) ?? NO_PROGRESS;
}

/** The team members' addresses by user id, for "started by" and "cancelled by". */
export async function userEmails(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The latest broadcasts, newest first. */
export async function listBroadcasts(db: Queryable, limit: number): Promise<BroadcastRow[]> {
  return db.select().from(broadcasts).orderBy(desc(broadcasts.createdAt), desc(broadcasts.id)).limit(limit);
}

/** Turns a draft into a sending broadcast of `total` members; false when it is no longer a draft. */
export async function markSending(
  db: Queryable,
  id: string,
  { startedBy, total }: { startedBy: string; total: number },
): Promise<boolean> {
  const started = await db
    .update(broadcasts)
    .set({ status: "sending", startedAt: sql`now()`, startedBy, total, updatedAt: sql`now()` })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "draft")))
    .returning({ id: broadcasts.id });
  return started.length > 0;
}

/**
 * Drops the broadcast's queued messages no worker has claimed, and counts their recipients as
 * skipped. A claimed one is being sent now: its renderer drops it if it has not rendered yet.
 */
export async function dropUnsent(db: Queryable, id: string): Promise<number> {
  const result = await db.execute(sql`
    with dropped as (
      delete from ${mailOutbox} m using ${r} rr
       where rr.broadcast_id = ${id} and rr.outcome = 'queued' and m.id = rr.mail_id
         and m.sent_at is null and (m.locked_until is null or m.locked_until < now())
      returning m.id)
    update ${r} set outcome = 'skipped'
     where broadcast_id = ${id} and mail_id in (select id from dropped)
    returning entry_id`);
  return rowsOf(result).length;
}

/** Marks a sending broadcast cancelled by `cancelledBy`; false when it is not sending. */
export async function markCancelled(db: Queryable, id: string, cancelledBy: string): Promise<boolean> {
  const cancelled = await db
    .update(broadcasts)
    .set({ status: "cancelled", cancelledAt: sql`now()`, cancelledBy, updatedAt: sql`now()` })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "sending")))
    .returning({ id: broadcasts.id });
  return cancelled.length > 0;
}

/** The renderer's answer for a message it drops: its member is gone, or the broadcast was cancelled. */
export async function markRecipientSkipped(
  db: Queryable,
  broadcastId: string,
  entryId: string,
): Promise<void> {
  await db
    .update(r)
    .set({ outcome: "skipped" })
    .where(and(eq(r.broadcastId, broadcastId), eq(r.entryId, entryId), eq(r.outcome, "queued")));
}

/** Broadcasts the dispatcher still has work on: sending, or cancelled with messages in flight. */
export async function activeBroadcastIds(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(and(inArray(broadcasts.status, ["sending", "cancelled"]), isNull(broadcasts.finishedAt)))
    .orderBy(asc(broadcasts.startedAt));
  return rows.map((row) => row.id);
}

/**
 * Brings the recipients' outcomes up to date from their messages in the outbox: sent, not sent
 * because the address is suppressed (undeliverable: it bounced or complained, before or at this
 * send), given up (failed), or gone while still queued (dropped unsent by the worker: skipped).
 * The outbox prunes sent mail after a week; a broadcast's outcomes are settled long before.
 */
export async function reconcileOutcomes(db: Queryable, id: string): Promise<void> {
  await db.execute(sql`
    update ${r} rr
       set outcome = case when m.sent_at is not null then 'sent'
                          when m.suppressed_at is not null then 'undeliverable'
                          else 'failed' end
      from ${mailOutbox} m
     where rr.broadcast_id = ${id} and rr.outcome = 'queued' and m.id = rr.mail_id
       and (m.sent_at is not null or m.next_attempt_at = 'infinity'::timestamptz)`);
  await db.execute(sql`
    update ${r} rr set outcome = 'skipped'
     where rr.broadcast_id = ${id} and rr.outcome = 'queued'
       and not exists (select 1 from ${mailOutbox} m where m.id = rr.mail_id)`);
}

/**
 * Takes a started broadcast the dispatcher still has work on, holding its row until the transaction
 * `tx` ends (FOR UPDATE SKIP LOCKED: undefined when another instance holds it, or it has no work left).
 */
export async function lockForDispatch(
  tx: Queryable,
  id: string,
): Promise<{ status: string; segment: string } | undefined> {
  const [broadcast] = await tx
    .select({ status: broadcasts.status, segment: broadcasts.segment, startedAt: broadcasts.startedAt })
    .from(broadcasts)
    .where(
      and(
        eq(broadcasts.id, id),
        inArray(broadcasts.status, ["sending", "cancelled"]),
        isNull(broadcasts.finishedAt),
      ),
    )
    .for("update", { skipLocked: true });
  return broadcast?.startedAt ? { status: broadcast.status, segment: broadcast.segment } : undefined;
}

/** Cancels a broadcast on the dispatcher's own account (nobody pressed Cancel). */
export async function cancelSending(tx: Queryable, id: string): Promise<void> {
  await tx
    .update(broadcasts)
    .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(broadcasts.id, id));
}

/** The broadcast's start, as the database keeps it: to the microsecond (a Date keeps milliseconds). */
const startedAtOf = (id: string) =>
  sql`(select ${broadcasts.startedAt} from ${broadcasts} where ${broadcasts.id} = ${id})`;

/** What the pace needs: how many are queued, and how long since the start and since the last one. */
export async function queueProgress(
  tx: Queryable,
  id: string,
): Promise<{ queued: number; elapsedMs: number; sinceLastMs: number | null }> {
  const [stats] = await tx
    .select({
      queued: sql<number>`count(*)::int`,
      elapsedMs: sql<number>`(extract(epoch from now() - ${startedAtOf(id)}) * 1000)::float8`,
      sinceLastMs: sql<number | null>`(extract(epoch from now() - max(${r.queuedAt})) * 1000)::float8`,
    })
    .from(r)
    .where(eq(r.broadcastId, id));
  return {
    queued: stats?.queued ?? 0,
    elapsedMs: Number(stats?.elapsedMs ?? 0),
    sinceLastMs:
      stats?.sinceLastMs === null || stats?.sinceLastMs === undefined ? null : Number(stats.sinceLastMs),
  };
}

/**
 * Queues up to `limit` more of the segment's members (those `filters` match who had confirmed when
 * the broadcast started), each as a broadcast_recipients row (whose primary key refuses a second
 * one) and its message in the outbox, in member-id order after the last one queued. A member whose
 * address is suppressed gets a row "undeliverable" and no message. `exhausted` when fewer than
 * `limit` were left.
 */
export async function queueNextRecipients(
  tx: Queryable,
  id: string,
  filters: MemberFilters,
  limit: number,
): Promise<{ queued: number; exhausted: boolean }> {
  // Members are queued in id order, so the last one queued is where the next pass starts.
  const [last] = await tx
    .select({ entryId: r.entryId })
    .from(r)
    .where(eq(r.broadcastId, id))
    .orderBy(desc(r.entryId))
    .limit(1);
  const next = await tx
    .select({ id: w.id, email: w.email, undeliverable: sql<boolean>`${isSuppressedEmail(w.email)}` })
    .from(w)
    .where(and(segmentCondition(filters, startedAtOf(id)), last ? gt(w.id, last.entryId) : undefined))
    .orderBy(asc(w.id))
    .limit(limit);
  const exhausted = next.length < limit;
  if (next.length === 0) return { queued: 0, exhausted };
  const emailOf = new Map(next.map((member) => [member.id, member.email]));
  // The outbox would not send to a suppressed address either (decision 039); this spares the row.
  const inserted = await tx
    .insert(r)
    .values(
      next.map((member) =>
        member.undeliverable
          ? { broadcastId: id, entryId: member.id, mailId: null, outcome: "undeliverable" }
          : { broadcastId: id, entryId: member.id, mailId: randomUUID() },
      ),
    )
    .onConflictDoNothing()
    .returning({ entryId: r.entryId, mailId: r.mailId });
  const toSend = inserted.filter((row) => row.mailId !== null);
  if (toSend.length > 0)
    await tx.insert(mailOutbox).values(
      toSend.map((row) => ({
        id: row.mailId!,
        recipient: emailOf.get(row.entryId)!,
        kind: "broadcast",
        payload: { broadcastId: id, entryId: row.entryId },
      })),
    );
  return { queued: inserted.length, exhausted };
}

/** How many of the broadcast's recipients are still "queued" (their message not settled). */
export async function pendingRecipients(tx: Queryable, id: string): Promise<number> {
  const [pending] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.broadcastId, id), eq(r.outcome, "queued")));
  return pending?.n ?? 0;
}

/** Marks a broadcast finished, as sent or as cancelled. */
export async function markFinished(tx: Queryable, id: string, status: "sent" | "cancelled"): Promise<void> {
  await tx
    .update(broadcasts)
    .set({ status, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(broadcasts.id, id));
}
