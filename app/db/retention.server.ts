import { type SQL, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";

// What retention (app/platform/retention.server.ts) deletes. Each function deletes at most one batch,
// chosen by primary key in its own statement, so a lock is held only for that batch and the mail and
// webhook workers, the overview and sign-ins wait for no long delete. `before` is the cut-off the
// caller computed from its clock: rows older than it go.

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

async function deleted(db: Queryable, statement: SQL): Promise<number> {
  return rowsOf<unknown>(await db.execute(statement)).length;
}

/**
 * Sent mail sent before `before`, and given-up mail (never to be tried again) queued before it.
 * Mail still to be sent is never deleted, however old.
 */
export function pruneMail(db: Queryable, before: Date, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from mail_outbox where id in (
          select id from mail_outbox
           where sent_at < ${at(before)}
              or (sent_at is null and next_attempt_at = 'infinity'::timestamptz and created_at < ${at(before)})
           limit ${batch})
        returning 1`,
  );
}

/**
 * The ids of provider mail events (bounces, complaints) seen before `before`: a provider retries an
 * event for a day or two, so an id older than the mail's retention is never delivered again.
 */
export function pruneMailEvents(db: Queryable, before: Date, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from mail_events_seen where id in (
          select id from mail_events_seen where at < ${at(before)} limit ${batch})
        returning 1`,
  );
}

/**
 * Webhook deliveries that are over (delivered, failed after their retries, or cancelled) and older
 * than `before`: by when they were delivered, else when they were queued. Pending ones stay.
 */
export function pruneWebhookDeliveries(db: Queryable, before: Date, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from webhook_deliveries where id in (
          select id from webhook_deliveries
           where status in ('delivered', 'failed', 'cancelled')
             and coalesce(delivered_at, created_at) < ${at(before)}
           limit ${batch})
        returning 1`,
  );
}

/**
 * Page views of UTC days before `beforeDay` (YYYY-MM-DD) whose day is already summed into
 * page_view_days (its "all" row): the overview reads those days from the sums, and a day not summed
 * yet keeps its views until it is.
 */
export function prunePageViews(db: Queryable, beforeDay: string, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from page_views where id in (
          select pv.id from page_views pv
           where pv.day < ${beforeDay}::date
             and exists (select 1 from page_view_days d where d.day = pv.day and d.dimension = 'all')
           limit ${batch})
        returning 1`,
  );
}

/**
 * Fraud flags an admin cleared before `before`. Open and confirmed flags withhold a referral credit
 * and stay; a cleared one withholds nothing, so deleting it changes no place in line.
 */
export function pruneClearedFlags(db: Queryable, before: Date, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from waitlist_flags where (entry_id, kind) in (
          select entry_id, kind from waitlist_flags
           where status = 'cleared' and coalesce(reviewed_at, created_at) < ${at(before)}
           limit ${batch})
        returning 1`,
  );
}

/** Sessions that expired before `before`: Better Auth refuses them already. */
export function pruneExpiredSessions(db: Queryable, before: Date, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from "session" where id in (
          select id from "session" where expires_at < ${at(before)} limit ${batch})
        returning 1`,
  );
}

/** Verification rows (links, codes, OAuth state) that expired before `before`. */
export function pruneExpiredVerifications(db: Queryable, before: Date, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from verification where id in (
          select id from verification where expires_at < ${at(before)} limit ${batch})
        returning 1`,
  );
}

/** Lists uploaded to import and neither imported nor discarded (app/features/waitlist), by upload time. */
export function pruneImportFiles(db: Queryable, before: Date, batch: number): Promise<number> {
  return deleted(
    db,
    sql`delete from waitlist_imports where id in (
          select id from waitlist_imports where created_at < ${at(before)} limit ${batch})
        returning 1`,
  );
}
