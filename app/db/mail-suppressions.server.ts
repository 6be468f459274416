import { inArray, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { mailEventsSeen, mailOutbox, mailSuppressions } from "./schema";

// Addresses no mail goes to again (decision 039): a hard bounce or a complaint. Each address is
// kept lowered, the form lower(waitlist_entries.email) and lower(mail_outbox.recipient) take.

export type SuppressionReason = "bounce" | "complaint";
export type SuppressionSource = "smtp" | "provider";

/**
 * Suppresses `email`. True when it was not suppressed before; a later complaint about a bounced
 * address keeps the first row (the address is suppressed either way).
 */
export async function suppressAddress(
  db: Queryable,
  { email, reason, source }: { email: string; reason: SuppressionReason; source: SuppressionSource },
): Promise<boolean> {
  const inserted = await db
    .insert(mailSuppressions)
    .values({ email: email.trim().toLowerCase(), reason, source })
    .onConflictDoNothing()
    .returning({ email: mailSuppressions.email });
  return inserted.length > 0;
}

/** Forgets `email`'s suppression (the person asked for their data to be erased). */
export async function unsuppressAddress(db: Queryable, email: string): Promise<void> {
  await db.delete(mailSuppressions).where(sql`${mailSuppressions.email} = ${email.trim().toLowerCase()}`);
}

/** Of `emails`, those suppressed, lowered. */
export async function suppressedAmong(db: Queryable, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lowered = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const rows = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.email, lowered));
  return new Set(rows.map((row) => row.email));
}

/** A message the worker will not send, its recipient being suppressed: never due again, not sent. */
export async function markMailSuppressed(db: Queryable, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      suppressedAt: sql`now()`,
      lockedUntil: null,
      nextAttemptAt: sql`'infinity'::timestamptz`,
    })
    .where(sql`${mailOutbox.id} = ${id}`);
}

/**
 * Records a provider event's id. True the first time: a provider delivers an event again when it
 * did not see our answer, and the second delivery must change nothing.
 */
export async function firstSightOfEvent(db: Queryable, id: string): Promise<boolean> {
  const inserted = await db
    .insert(mailEventsSeen)
    .values({ id })
    .onConflictDoNothing()
    .returning({ id: mailEventsSeen.id });
  return inserted.length > 0;
}

/** Whether a member with this address is undeliverable: the members view's condition on waitlist_entries.email. */
export const isSuppressedEmail = (email: unknown) =>
  sql`exists (select from ${mailSuppressions} where ${mailSuppressions.email} = lower(${email}))`;
