import { eq, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import type { Attribution } from "./page-views.server";
import { rowsOf } from "./rows";
import { mailOutbox, waitlistEntries } from "./schema";

export type WaitlistStatus = "pending" | "confirmed";

/** A join as the form gives it (app/features/waitlist/entry-schema.ts checks it first). */
export type NewWaitlistEntry = {
  fullName: string;
  email: string;
  primaryActivity: string;
  /** The referral code the visitor came with, if any. */
  ref?: string | undefined;
};

/** The entry a join landed on, new or already listed. */
export type JoinedEntry = {
  id: string;
  email: string;
  fullName: string;
  status: WaitlistStatus;
  /** The join made the row (xmax is 0 only for a row this statement inserted, not updated). */
  isNew: boolean;
};

/**
 * Adds an entry, or updates the name and activity of the one already listed under the same
 * address in any case. One statement, so concurrent sign-ups of one address leave one row.
 *
 * `confirmNonce` (when a confirmation mail goes out with this join) becomes the pending entry's
 * one working confirmation link; null keeps the link it has. A confirmed entry has none. The
 * referrer is looked up by `entry.ref` on every join, so that new and known addresses cost the
 * same, but only a new row takes it: nobody changes who referred them later, and an unknown code
 * counts for nobody. A new row cannot name itself, as its own code does not exist yet. Where the
 * visit came from (`source`) is kept the same way: by a new row only, never changed by a rejoin,
 * and so are the fraud checks' `marks` (app/features/fraud/flags.server.ts): never an address.
 * `noticeVersion` is the privacy notice the form was shown with; every join, new or repeated,
 * records it and the time, as the latest one this person saw.
 */
export async function joinWaitlist(
  db: Queryable,
  entry: NewWaitlistEntry,
  confirmNonce: string | null,
  source?: Attribution,
  marks?: { emailCanonical: string; joinSubnet: string | null },
  noticeVersion: string | null = null,
): Promise<JoinedEntry> {
  // Raw because drizzle's onConflict target takes columns only, and the unique index is on lower(email).
  const result = await db.execute(sql`
    insert into ${waitlistEntries} as w (full_name, email, primary_activity, confirm_nonce, referred_by,
                                         utm_source, utm_medium, utm_campaign, referrer_host,
                                         email_canonical, join_subnet, notice_version, notice_shown_at)
    values (
      ${entry.fullName}, ${entry.email}, ${entry.primaryActivity}, ${confirmNonce},
      (select id from ${waitlistEntries} where referral_code = ${entry.ref ?? null}),
      ${source?.utmSource ?? null}, ${source?.utmMedium ?? null}, ${source?.utmCampaign ?? null},
      ${source?.referrerHost ?? null}, ${marks?.emailCanonical ?? null}, ${marks?.joinSubnet ?? null},
      ${noticeVersion}, ${noticeVersion === null ? null : sql`now()`}
    )
    on conflict (lower(email)) do update
      set full_name = excluded.full_name,
          primary_activity = excluded.primary_activity,
          updated_at = now(),
          notice_version = coalesce(excluded.notice_version, w.notice_version),
          notice_shown_at = coalesce(excluded.notice_shown_at, w.notice_shown_at),
          confirm_nonce = case when w.status = 'pending'
            then coalesce(excluded.confirm_nonce, w.confirm_nonce) end
    returning id, email, full_name, status, (xmax = 0) as inserted`);
  const row = rowsOf<{
    id: string;
    email: string;
    full_name: string;
    status: WaitlistStatus;
    inserted: boolean;
  }>(result)[0]!;
  return { id: row.id, email: row.email, fullName: row.full_name, status: row.status, isNew: row.inserted };
}

/**
 * Confirms a pending entry whose current confirmation link carries `nonce`, clearing the nonce so
 * that the link works once. Its address, or undefined when there is no such entry: gone, already
 * confirmed, or the link was replaced by a newer one.
 */
export async function confirmWaitlistEntry(
  db: Queryable,
  id: string,
  nonce: string,
): Promise<string | undefined> {
  const result = await db.execute(sql`
    update ${waitlistEntries}
       set status = 'confirmed', confirmed_at = now(), confirm_nonce = null, updated_at = now()
     where id = ${id} and status = 'pending' and confirm_nonce = ${nonce}
    returning email`);
  return rowsOf<{ email: string }>(result)[0]?.email;
}

export async function findWaitlistEntryById(db: Queryable, id: string) {
  const rows = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return rows[0];
}

/**
 * Removes a member and every message about them, sent or not: their personal data. Other kinds of
 * mail to the address (an account's) are not the waitlist's to drop. Their referrals stop counting
 * for them; the members they referred keep their own places (referred_by becomes null). Run in a
 * transaction, so that all of it goes or none. The address, or undefined when there was no such
 * member.
 */
export async function removeWaitlistEntry(tx: Queryable, id: string): Promise<string | undefined> {
  const removed = await tx
    .delete(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .returning({ email: waitlistEntries.email });
  const email = removed[0]?.email;
  if (email !== undefined) {
    // A broadcast's count keeps what happened to this member's message before it goes with them.
    await tx.execute(sql`
      update broadcast_recipients r
         set outcome = case when m.sent_at is not null then 'sent'
                            when m.suppressed_at is not null then 'undeliverable'
                            else 'skipped' end
        from mail_outbox m
       where m.id = r.mail_id and r.entry_id = ${id} and r.outcome = 'queued'`);
    await tx.delete(mailOutbox).where(
      // Every message about this member (an invitation, a broadcast: each names its entryId),
      // and the waitlist's own to the address.
      sql`(lower(${mailOutbox.recipient}) = lower(${email}) and ${mailOutbox.kind} like 'waitlist-%')
            or ${mailOutbox.payload}->>'entryId' = ${id}`,
    );
  }
  return email;
}

export async function findWaitlistEntryByEmail(db: Queryable, email: string) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(sql`lower(${waitlistEntries.email}) = lower(${email.trim()})`);
  return rows[0];
}

export async function countWaitlistEntries(db: Queryable): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
  return rows[0]?.n ?? 0;
}
