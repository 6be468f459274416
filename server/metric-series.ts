import type { Logger } from "pino";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

import { type Backlogs, OUTBOX_STATES, readBacklogs } from "~/db/backlogs.server";
import type { Database } from "~/db/client.server";
import type { BackupStatus } from "~/platform/data-command/backups.server";
import { hashesWaiting } from "~/platform/password-hash.server";
import { signInsWaiting } from "~/platform/sign-in-queue.server";

/** The labels a request is counted under (server/metrics.ts makes them, bounded by server/route-label.ts). */
export type RequestLabels = { method: string; route: string; status: string };

export type SiteMetrics = {
  /** Every series of this site, as /metrics answers them. */
  registry: Registry;
  /** One request, answered: its count and how long it took. */
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** One answer of the anonymous page cache (server/page-cache.ts labels each "hit" or "miss"). */
  countPageCache(result: "hit" | "miss"): void;
};

export type SiteMetricsOptions = {
  database: Database;
  logger: Logger;
  /** How long a scrape waits for the database before leaving its series out. */
  readTimeoutMs?: number;
  /** The scheduled backups' outcomes; their two series exist only when BACKUP_DIR is set. */
  backups?: BackupStatus;
};

/** From a static file to a password sign-in on a busy machine; the default buckets of Prometheus' clients. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const READ_TIMEOUT_MS = 2_000;

/**
 * Every series /metrics shows, in a registry of this site's own (not prom-client's global one: the
 * server tests start several sites in one process). What the database knows is read when a scrape
 * asks (each gauge's collect()), so no loop runs for it; the rest is counted as it happens.
 */
export function createSiteMetrics({
  database,
  logger,
  readTimeoutMs = READ_TIMEOUT_MS,
  backups,
}: SiteMetricsOptions): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern (static files and unmatched paths grouped) and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the last byte of its answer handed to the socket, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const pageCache = new Counter({
    name: "modura_page_cache_requests_total",
    help: 'Answers of the anonymous page cache: "hit" served a kept page, "miss" rendered one (and kept it when it could).',
    labelNames: ["result"] as const,
    registers,
  });
  for (const result of ["hit", "miss"]) pageCache.inc({ result }, 0);

  new Gauge({
    name: "modura_password_hashes_waiting",
    help: "Password hashes and verifications waiting for one of the hashing slots (cores minus one), not those running.",
    registers,
    collect() {
      this.set(hashesWaiting());
    },
  });
  new Gauge({
    name: "modura_sign_ins_waiting",
    help: "Email-and-password sign-ins waiting for one of the sign-in slots (cores minus one), not those running.",
    registers,
    collect() {
      this.set(signInsWaiting());
    },
  });
  new Gauge({
    name: "modura_db_pool_connections",
    help: "Database connections of this process by state. PostgreSQL: the pg pool's, in_use lent to a query or transaction, idle open and unused. PGlite (the embedded database) is one connection inside the process: in_use 1 while it is open, 0 once closed, never idle.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const { inUse, idle } = database.connections();
      this.set({ state: "in_use" }, inUse);
      this.set({ state: "idle" }, idle);
    },
  });
  new Gauge({
    name: "modura_db_pool_waiting",
    help: "Queries waiting for a free pool connection (PostgreSQL). Always 0 on PGlite, which queues statements inside itself, out of sight.",
    registers,
    collect() {
      this.set(database.connections().waiting);
    },
  });

  const backlogs = readAtScrape(() => readBacklogs(database.db), readTimeoutMs, logger);
  new Gauge({
    name: "modura_database_reads_up",
    help: "1 when this scrape read the outbox, webhook and broadcast backlogs from the database; 0 when that failed or took too long, and those series are left out of the scrape.",
    registers,
    async collect() {
      this.set((await backlogs()) ? 1 : 0);
    },
  });
  new Gauge({
    name: "modura_outbox_messages",
    help: "Unsent messages in the mail outbox by state: queued (never tried), sending (claimed by a worker now), retrying (tried, due again after its backoff), failed (given up, kept to look at), suppressed (not sent: the address bounced or complained).",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      const read = await backlogs();
      for (const state of OUTBOX_STATES)
        if (read) this.set({ state }, read.outbox[state]);
        else this.remove({ state });
    },
  });
  backlogGauge(
    "modura_outbox_oldest_unsent_age_seconds",
    "Seconds since the oldest message still to be sent was queued (given-up ones aside); 0 when the outbox is empty.",
    (read) => read.outboxOldestUnsentSeconds,
  );
  backlogGauge(
    "modura_webhook_deliveries_pending",
    "Webhook deliveries still to be made or retried.",
    (read) => read.webhookDeliveriesPending,
  );
  backlogGauge(
    "modura_broadcast_recipients_queued",
    "Broadcast messages queued in the outbox whose outcome (sent, skipped, failed) is not known yet.",
    (read) => read.broadcastRecipientsQueued,
  );

  if (backups) {
    new Gauge({
      name: "modura_backup_last_success_timestamp_seconds",
      help: "When the newest scheduled backup in BACKUP_DIR was taken (Unix seconds), by this process or an earlier one; no sample until one is known.",
      registers,
      collect() {
        if (backups.lastSuccess) this.set(backups.lastSuccess.getTime() / 1000);
        else this.remove({});
      },
    });
    new Counter({
      name: "modura_backup_failures_total",
      help: "Scheduled backups that failed since this process started.",
      registers,
      collect() {
        this.reset();
        this.inc(backups.failures);
      },
    });
  }

  /** A gauge of one number from the backlogs; without a sample when they could not be read. */
  function backlogGauge(name: string, help: string, value: (read: Backlogs) => number) {
    return new Gauge({
      name,
      help,
      registers,
      async collect() {
        const read = await backlogs();
        if (read) this.set(value(read));
        // Removed, not zeroed: an unread outbox must not look like an empty one.
        else this.remove({});
      },
    });
  }
  return {
    registry,
    observeRequest(labels, seconds) {
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    countPageCache(result) {
      pageCache.inc({ result });
    },
  };
}

/**
 * One database read shared by every gauge of a scrape: prom-client calls the collect() of every
 * series at once, so the first starts the read and the others join it. A failed or slow read leaves
 * those series out (undefined) and is logged once, until a read succeeds again.
 */
function readAtScrape<T>(
  read: () => Promise<T>,
  timeoutMs: number,
  logger: Logger,
): () => Promise<T | undefined> {
  let inFlight: Promise<T | undefined> | undefined;
  let failing = false;
  return () => {
    inFlight ??= withTimeout(read(), timeoutMs)
      .then(
        (value) => {
          if (failing) logger.info("metrics: the database answers the scrape's reads again");
          failing = false;
          return value;
        },
        (error: unknown) => {
          if (!failing)
            logger.error({ err: error }, "metrics: the database could not be read; its series are left out");
          failing = true;
          return undefined;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}
