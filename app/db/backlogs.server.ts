import { sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";

/** Where an unsent message of the outbox is (sent ones are not counted: they only grow until pruned). */
export const OUTBOX_STATES = ["queued", "sending", "retrying", "failed", "suppressed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** What is waiting in the tables the jobs work through, as a scrape of /metrics reports it. */
export type Backlogs = {
  /**
   * Unsent messages: `queued` never tried, `sending` claimed by a worker now, `retrying` tried and
   * due again after its backoff, `failed` given up (kept for someone to look at, never retried),
   * `suppressed` not sent because the address bounced or complained (decision 039): never an alert.
   */
  outbox: Record<OutboxState, number>;
  /** Seconds since the oldest message that is still to be sent was queued (given-up ones aside); 0 when none. */
  outboxOldestUnsentSeconds: number;
  /** Webhook deliveries still to be made or retried. */
  webhookDeliveriesPending: number;
  /** Broadcast messages in the outbox whose fate is not known yet (sent, skipped, undeliverable or failed). */
  broadcastRecipientsQueued: number;
};

type BacklogRow = Record<OutboxState, number> & {
  oldest_seconds: number;
  webhooks_pending: number;
  recipients_queued: number;
};

/**
 * One statement, read at each scrape: every count runs on a partial index (the outbox's unsent
 * rows, pending deliveries, queued recipients), so its cost follows what is waiting, not what was
 * ever sent. Times are the database's `now()`, as the workers' are.
 */
export async function readBacklogs(db: Pick<Queryable, "execute">): Promise<Backlogs> {
  const [row] = rowsOf<BacklogRow>(
    await db.execute(sql`
      with unsent as (
        select created_at, attempts,
               locked_until is not null and locked_until > now() as claimed,
               next_attempt_at = 'infinity'::timestamptz as given_up,
               suppressed_at is not null as suppressed
          from mail_outbox
         where sent_at is null)
      select count(*) filter (where not given_up and not claimed and attempts = 0)::int as queued,
             count(*) filter (where not given_up and claimed)::int as sending,
             count(*) filter (where not given_up and not claimed and attempts > 0)::int as retrying,
             count(*) filter (where given_up and not suppressed)::int as failed,
             count(*) filter (where suppressed)::int as suppressed,
             coalesce(extract(epoch from now() - min(created_at) filter (where not given_up)), 0)::float8
               as oldest_seconds,
             (select count(*) from webhook_deliveries where status = 'pending')::int as webhooks_pending,
             (select count(*) from broadcast_recipients where outcome = 'queued')::int as recipients_queued
        from unsent`),
  );
  if (!row) throw new Error("the backlog query answered no row");
  return {
    outbox: {
      queued: row.queued,
      sending: row.sending,
      retrying: row.retrying,
      failed: row.failed,
      suppressed: row.suppressed,
    },
    outboxOldestUnsentSeconds: Math.max(0, Number(row.oldest_seconds)),
    webhookDeliveriesPending: row.webhooks_pending,
    broadcastRecipientsQueued: row.recipients_queued,
  };
}
