import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import type { Queryable } from "~/db/queryable";
import { type MailOutboxRow, mailOutbox } from "~/db/schema";

export type QueuedMail = {
  recipient: string;
  /** A key of the renderers the worker was given (see message.ts). */
  kind: string;
  /** What the renderer needs, as JSON; never a secret the database should not hold. */
  payload: Record<string, unknown>;
};

/**
 * Queues a message for the worker. Only an insert: the request that causes mail never waits for,
 * or fails with, the mail server.
 */
export async function enqueueMail(db: Queryable, message: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

/**
 * The same insert as `enqueueMail`, under a condition that inserts nothing: for a change whose mail
 * is over its limit, so that it costs the database what any other change does and its time does
 * not stand out.
 */
export async function enqueueNoMail(db: Queryable, message: QueuedMail): Promise<void> {
  await db.execute(sql`
    insert into ${mailOutbox} (recipient, kind, payload)
    select ${message.recipient}, ${message.kind}, ${JSON.stringify(message.payload)}::jsonb
     where false`);
}

// The worker's side of the table (worker.server.ts). Every time is the database's `now()`, so that
// instances whose clocks differ agree on when a message is due and when a claim has lapsed.

/** A message a worker has claimed: `attempts` already counts the attempt it is about to make. */
export type ClaimedMail = Pick<MailOutboxRow, "id" | "recipient" | "kind" | "payload" | "attempts">;

const afterMs = (ms: number) =>
  sql`now() + (${Math.max(0, Math.round(ms))})::double precision * interval '1 millisecond'`;

/**
 * Claims up to `limit` due messages, oldest first, for `leaseMs`, in one statement. SKIP LOCKED lets
 * two instances claim at the same moment without waiting for, or taking, each other's rows; a row
 * claimed by an instance that then died is due again once its lease has lapsed.
 */
export async function claimDueMail(
  db: Queryable,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: afterMs(leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      kind: mailOutbox.kind,
      payload: mailOutbox.payload,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    });
  // RETURNING keeps no order of its own.
  return claimed
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(({ createdAt: _, ...row }) => row);
}

export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Records a failed attempt. `retryInMs` null: the worker gave up, and the row stays (with its last
 * error, never due again: next_attempt_at is 'infinity') for someone to look at, until pruned.
 */
export async function markMailFailed(
  db: Queryable,
  id: string,
  { error, retryInMs }: { error: string; retryInMs: number | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 2_000),
      nextAttemptAt: retryInMs === null ? sql`'infinity'::timestamptz` : afterMs(retryInMs),
    })
    .where(eq(mailOutbox.id, id));
}

/** Hands back claimed messages that were not tried (the worker is stopping), attempt uncounted. */
export async function releaseMail(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
    .where(inArray(mailOutbox.id, ids));
}

/** Removes a message that will never be sent (no renderer for its kind, or no longer wanted). */
export async function dropMail(db: Queryable, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}
