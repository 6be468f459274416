import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";

import type { RequestHandler } from "express";
import { type Logger, pino } from "pino";
import type { ServerBuild } from "react-router";

import { type Database, openDatabase } from "~/db/client.server";
import {
  type PageViewCounter,
  type PageViewCounterOptions,
  createPageViewCounter,
} from "~/features/analytics/counter.server";
import { DataDirInUseError } from "~/db/data-dir-lock.server";
import { createAuthService } from "~/platform/auth.server";
import { type Config, ConfigError, readConfig } from "~/platform/config.server";
import type { MailRenderers } from "~/platform/mail/message";
import { createMailTransport } from "~/platform/mail/transport.server";
import { startJobs } from "~/platform/jobs.server";
import { type MailWorkerOptions, mailWorkerJob } from "~/platform/mail/worker.server";
import { retentionJob } from "~/platform/retention.server";
import { type BackupStatus, backupJob, backupSourceOf } from "~/platform/data-command/backups.server";
import { listenForDumps } from "~/platform/data-command/control-socket.server";
import {
  type BroadcastDispatcherOptions,
  type BroadcastPass,
  broadcastDispatcherJob,
} from "~/features/broadcasts/dispatcher.server";
import {
  type WebhookCycle,
  type WebhookWorkerOptions,
  webhookWorkerJob,
} from "~/features/webhooks/worker.server";
import { recordBounce } from "~/features/mail-events/suppress.server";
import { admissionMailRenderers } from "~/features/admission/mail.server";
import { accountMailRenderers } from "~/features/auth/mail.server";
import { broadcastMailRenderers } from "~/features/broadcasts/mail.server";
import { waitlistMailRenderers } from "~/features/waitlist/mail.server";
import {
  type SettleDaysJobOptions,
  type SettledDays,
  settleDaysJob,
} from "~/features/team/settle-days.server";

import { createApp } from "./app";
import { authParts } from "./auth-parts";
import { createRateLimiting } from "./rate-limit";

/**
 * Every kind of message the outbox worker can send, by the name stored in mail_outbox.kind: each
 * capability that queues mail adds its renderers here. A row whose kind is missing is dropped (and
 * logged), so a kind stays for as long as rows of it may still be queued.
 */
const mailRenderers: MailRenderers = {
  ...waitlistMailRenderers,
  ...accountMailRenderers,
  ...admissionMailRenderers,
  ...broadcastMailRenderers,
};

export type SiteParts = {
  /** Open, and the caller's to close once the site has stopped. */
  database: Database;
  logger: Logger;
  getBuild: () => Promise<ServerBuild>;
  assets: RequestHandler;
  /**
   * A server already listening, to serve on instead of listening on the config's HOST and PORT: the
   * server tests bind a free port first, so that their PUBLIC_URL can name it.
   */
  server?: Server;
  /** The kinds of mail the outbox worker can send; the app's own (mailRenderers above) unless given. */
  mailRenderers?: MailRenderers;
  /**
   * Hooks of the outbox worker (worker.server.ts): a listener told of each cycle it ends, and the
   * timer it waits with. The server tests watch both, to wait for the worker's progress and to see
   * it schedules nothing once stopped, instead of waiting for the clock.
   */
  mailWorker?: Pick<MailWorkerOptions, "onCycle" | "setTimer">;
  /** The page-view counter's clock: the server tests move it to see salts rotate. */
  pageViews?: Pick<PageViewCounterOptions, "now" | "maxBatch">;
  /**
   * The webhook worker's clock and timer: the server tests give a timer that never fires and run
   * its cycles themselves (RunningSite.webhooks.runOnce), moving the clock to reach a retry.
   */
  webhookWorker?: Pick<WebhookWorkerOptions, "now" | "setTimer">;
  /** The broadcast dispatcher's timer: a test may run its passes itself (RunningSite.broadcasts.runOnce). */
  broadcastDispatcher?: Pick<BroadcastDispatcherOptions, "setTimer">;
  /**
   * The timer of the job that sums settled days' page views: the server tests hold it, since they
   * write past days' views after the site starts, and run it themselves (RunningSite.settleDays).
   */
  settleDays?: Pick<SettleDaysJobOptions, "setTimer">;
};

export type RunningSite = {
  server: Server;
  /**
   * Stops accepting connections, lets in-flight requests finish for up to `graceMs` (each connection
   * closing with its answer), then closes the ones left and the rate-limit store; meanwhile the jobs
   * start no more runs and finish the ones in progress (the mail worker the messages it is sending). The database is the caller's to close
   * after this resolves.
   */
  stop(graceMs: number): Promise<void>;
  /** The page-view counter: its flush() lets a test read the views counted so far. */
  pageViews: PageViewCounter;
  /** The webhook worker: runOnce() delivers what is due now (undefined once stopped). */
  webhooks: { runOnce(): Promise<WebhookCycle | undefined> };
  /** The broadcast dispatcher: runOnce() queues what the pace allows now (undefined once stopped). */
  broadcasts: { runOnce(): Promise<BroadcastPass | undefined> };
  /** The job that sums settled days' page views: runOnce() sums what has settled and is not summed yet. */
  settleDays: { runOnce(): Promise<SettledDays | undefined> };
};

/**
 * The one way a site starts, from the config and an open database: production and development
 * (startServer below) and the server tests (dev/harness/test-server.ts) all come through here.
 * Rejects when it cannot listen.
 */
export async function serveSite(
  config: Config,
  {
    database,
    logger,
    getBuild,
    assets,
    server = createServer(),
    mailRenderers: renderers = mailRenderers,
    mailWorker: mailWorkerHooks = {},
    pageViews: pageViewHooks = {},
    webhookWorker: webhookWorkerHooks = {},
    broadcastDispatcher: broadcastDispatcherHooks = {},
    settleDays: settleDaysHooks = {},
  }: SiteParts,
): Promise<RunningSite> {
  const rateLimiting = createRateLimiting({ config, db: database.db, logger });
  const auth = await createAuthService({
    db: database.db,
    config,
    logger,
    rateLimitStorage: rateLimiting.betterAuthStorage,
    parts: authParts(database.db),
  });
  const pageViews = createPageViewCounter({
    db: database.db,
    logger: logger.child({ component: "page-views" }),
    host: new URL(config.publicUrl).host,
    ...pageViewHooks,
  });
  // Responses under way, so that a stop can close their keep-alive connections once each is
  // answered: otherwise one lingers for the keep-alive timeout and may carry a new request.
  const answering = new Set<ServerResponse>();
  let stopping = false;
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false;
    answering.add(res);
    res.once("close", () => answering.delete(res));
  });
  // What /metrics tells of the scheduled backups, when BACKUP_DIR turns them on.
  const backupStatus: BackupStatus | undefined = config.backups
    ? { lastSuccess: undefined, failures: 0 }
    : undefined;
  server.on(
    "request",
    createApp(config, {
      database,
      auth,
      logger,
      getBuild,
      assets,
      rateLimiting,
      pageViews,
      ...(backupStatus ? { backups: backupStatus } : {}),
    }),
  );
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
      server.listen(config.port, config.host);
    });
  }
  // Beside the requests, never inside them: a request only inserts into the outbox (enqueueMail), so
  // a slow or failing mail server costs a visitor nothing.
  const mailLogger = logger.child({ component: "mail" });
  const mailTransport = createMailTransport(config, mailLogger);
  // Every background loop of this process, in one scheduler (app/platform/jobs.server.ts).
  const jobs = startJobs({
    mail: mailWorkerJob({
      db: database.db,
      transport: mailTransport,
      renderers,
      renderContext: { db: database.db, publicUrl: config.publicUrl, secret: auth.secret },
      logger: mailLogger,
      // A hard bounce suppresses the address and tells the webhooks (member.bounced).
      onHardBounce: (address) => database.db.transaction((tx) => recordBounce(tx, address, "smtp")),
      ...mailWorkerHooks,
    }),
    webhooks: webhookWorkerJob({
      db: database.db,
      logger: logger.child({ component: "webhooks" }),
      allowPrivate: config.webhooksAllowPrivate,
      ...webhookWorkerHooks,
    }),
    // Queues broadcasts' messages at BROADCAST_RATE into the outbox, and wakes the mail worker when
    // it has (never during startJobs itself: every first run waits for its timer).
    broadcasts: broadcastDispatcherJob({
      db: database.db,
      logger: logger.child({ component: "broadcasts" }),
      ratePerMinute: config.broadcastRate,
      onQueued: () => jobs.wake("mail"),
      ...broadcastDispatcherHooks,
    }),
    // Deletes what is older than its RETENTION_* period, at start and then daily.
    retention: retentionJob({
      db: database.db,
      logger: logger.child({ component: "retention" }),
      periods: config.retention,
    }),
    // Sums each settled day's page views for the launch room's overview, at start and then hourly.
    settleDays: settleDaysJob({
      db: database.db,
      logger: logger.child({ component: "page-view days" }),
      keepDays: config.retention.pageViewDays,
      ...settleDaysHooks,
    }),
  });
  const backupLogger = logger.child({ component: "backups" });
  // Its own scheduler (the same jobs module), since only some sites run it.
  const backups =
    config.backups && backupStatus
      ? startJobs({
          backups: backupJob({
            source: backupSourceOf(database, config),
            config,
            dir: config.backups.dir,
            keep: config.backups.keep,
            everyMs: config.backups.everyHours * 60 * 60 * 1000,
            logger: backupLogger,
            status: backupStatus,
          }),
        })
      : undefined;
  // `npm run data -- backup` while this process holds the embedded database: it asks us.
  const control = await listenForDumps(database, backupLogger);
  const stopServing = (graceMs: number) =>
    new Promise<void>((resolve, reject) => {
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      force.unref();
      server.close((error) => {
        clearTimeout(force);
        if (error) reject(error);
        else rateLimiting.close().then(resolve, reject);
      });
      server.closeIdleConnections();
      stopping = true;
      for (const res of answering) {
        if (!res.headersSent) res.shouldKeepAlive = false;
        else {
          // It already promised keep-alive: end the connection once the answer is written whole.
          const socket = res.socket;
          res.once("finish", () => socket?.end());
        }
      }
    });
  return {
    server,
    pageViews,
    webhooks: { runOnce: () => jobs.runOnce("webhooks") },
    broadcasts: { runOnce: () => jobs.runOnce("broadcasts") },
    settleDays: { runOnce: () => jobs.runOnce("settleDays") },
    async stop(graceMs) {
      const jobsStopped = Promise.all([jobs.stop(), backups?.stop(), control?.close()]);
      // A send still hanging on a stalled mail server when the grace ends is cut off: it fails, is
      // recorded as a failed attempt, and is retried later (by this site's next start or another).
      const cutOff = setTimeout(() => mailTransport.close(), graceMs);
      cutOff.unref();
      try {
        await stopServing(graceMs);
      } finally {
        await jobsStopped;
        clearTimeout(cutOff);
        mailTransport.close();
        // The views of the last requests, before the caller closes the database.
        await pageViews.close();
      }
    },
  };
}

export type StartOptions = {
  getBuild: () => Promise<ServerBuild>;
  assets: RequestHandler;
};

/** How long in-flight requests may take to finish once a stop signal arrives. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Beyond the grace, what the jobs' last steps and the database's close may take before giving up. */
const STOP_BACKSTOP_MS = 10_000;

/**
 * Reads the config once (a bad variable: one line naming it, exit 1), opens the database, serves the
 * site, and stops it gracefully on SIGTERM or SIGINT.
 */
export async function startServer({ getBuild, assets }: StartOptions): Promise<Server> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });

  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    // The lock's message already names the data directory and what to do.
    if (error instanceof DataDirInUseError) console.error(error.message);
    else {
      const where = config.databaseUrl ? "DATABASE_URL" : `DATA_DIR (${config.dataDir})`;
      console.error(`Cannot open the database at ${where}: ${(error as Error).message}`);
    }
    process.exit(1);
  }

  const site = await serveSite(config, { database, logger, getBuild, assets }).catch(
    (error: NodeJS.ErrnoException) => {
      console.error(`Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
      process.exit(1);
    },
  );
  logger.info(
    { url: config.publicUrl, port: config.port, database: database.driver, node: process.version },
    "Modura web is listening",
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing in-flight requests");
    // A job step stuck on a database that no longer answers must not keep the process from ending:
    // its supervisor would otherwise wait for its own kill timeout.
    const backstop = setTimeout(() => {
      logger.error(`not stopped ${SHUTDOWN_GRACE_MS + STOP_BACKSTOP_MS} ms after ${signal}: exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + STOP_BACKSTOP_MS);
    backstop.unref();
    site
      .stop(SHUTDOWN_GRACE_MS)
      .catch((error: unknown) => logger.error({ err: error }, "stopping the server failed"))
      // After the jobs: their last step still writes its outcome.
      .then(() => database.close())
      .catch((error: unknown) => logger.error({ err: error }, "closing the database failed"))
      .finally(() => {
        logger.info("stopped");
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // A supervisor that started this process with an IPC channel learns it is listening, the way PM2's
  // wait_ready expects; the tests and benchmarks that start `node server.js` wait on it, not a clock.
  // Only once the signal handlers are in: the message wakes the supervisor, which may stop us at
  // once, before this process runs another line, and a SIGTERM that met no handler would kill the
  // process without a graceful stop.
  process.send?.("ready");
  return site.server;
}
