import type { Logger } from "pino";

import type { Queryable } from "~/db/queryable";
import {
  pruneClearedFlags,
  pruneExpiredSessions,
  pruneExpiredVerifications,
  pruneImportFiles,
  pruneMail,
  pruneMailEvents,
  prunePageViews,
  pruneWebhookDeliveries,
} from "~/db/retention.server";
import type { JobDefinition, SetTimer } from "~/platform/jobs.server";

/** How many days each kind of row is kept (RETENTION_* in config.server.ts; docs/product.md, Privacy). */
export type RetentionPeriods = {
  mailDays: number;
  webhookDays: number;
  pageViewDays: number;
  flagDays: number;
};

/**
 * Expired sessions and verification rows are refused already; a day's grace keeps them for a support
 * question about a sign-in that just failed, and is not a variable because nobody needs another.
 */
export const EXPIRED_GRACE_DAYS = 1;

/** Rows one statement deletes: small enough that no batch holds its locks for long. */
export const RETENTION_BATCH = 1_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many rows of each table one run deleted. */
export type Pruned = {
  mail_outbox: number;
  mail_events_seen: number;
  webhook_deliveries: number;
  page_views: number;
  waitlist_flags: number;
  session: number;
  verification: number;
  waitlist_imports: number;
};

/**
 * Deletes what is older than its period, table by table, one batch per statement until a batch
 * comes back short. `now` is the caller's clock, so a test decides what "older" means. Stops between
 * batches once `stopping` is aborted: what is left goes on the next run.
 */
export async function pruneExpired(
  db: Queryable,
  periods: RetentionPeriods,
  { now, batch = RETENTION_BATCH, stopping }: { now: Date; batch?: number; stopping?: AbortSignal },
): Promise<Pruned> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const steps: [keyof Pruned, (size: number) => Promise<number>][] = [
    ["mail_outbox", (size) => pruneMail(db, daysAgo(periods.mailDays), size)],
    ["mail_events_seen", (size) => pruneMailEvents(db, daysAgo(periods.mailDays), size)],
    ["webhook_deliveries", (size) => pruneWebhookDeliveries(db, daysAgo(periods.webhookDays), size)],
    [
      "page_views",
      (size) => prunePageViews(db, daysAgo(periods.pageViewDays).toISOString().slice(0, 10), size),
    ],
    ["waitlist_flags", (size) => pruneClearedFlags(db, daysAgo(periods.flagDays), size)],
    ["session", (size) => pruneExpiredSessions(db, daysAgo(EXPIRED_GRACE_DAYS), size)],
    ["verification", (size) => pruneExpiredVerifications(db, daysAgo(EXPIRED_GRACE_DAYS), size)],
    ["waitlist_imports", (size) => pruneImportFiles(db, daysAgo(EXPIRED_GRACE_DAYS), size)],
  ];
  const pruned: Pruned = {
    mail_outbox: 0,
    mail_events_seen: 0,
    webhook_deliveries: 0,
    page_views: 0,
    waitlist_flags: 0,
    session: 0,
    verification: 0,
    waitlist_imports: 0,
  };
  for (const [table, step] of steps) {
    for (;;) {
      if (stopping?.aborted) return pruned;
      const count = await step(batch);
      pruned[table] += count;
      if (count < batch) break;
    }
  }
  return pruned;
}

export type RetentionJobOptions = {
  db: Queryable;
  logger: Logger;
  periods: RetentionPeriods;
  /** The clock; the server tests may move it. */
  now?: () => Date;
  batch?: number;
  setTimer?: SetTimer;
};

/** Retention as one of the jobs (jobs.server.ts): at start, then daily. */
export function retentionJob({
  db,
  logger,
  periods,
  now = () => new Date(),
  batch,
  setTimer,
}: RetentionJobOptions): JobDefinition<Pruned> {
  return {
    name: "retention",
    logger,
    failure: "old rows cannot be pruned",
    everyMs: DAY_MS,
    async run(stopping) {
      const pruned = await pruneExpired(db, periods, { now: now(), batch, stopping });
      const some = Object.entries(pruned).filter(([, count]) => count > 0);
      if (some.length > 0)
        logger.info(
          { pruned: Object.fromEntries(some) },
          `retention: pruned ${some.map(([table, count]) => `${count} ${table}`).join(", ")}`,
        );
      return pruned;
    },
    setTimer,
  };
}
