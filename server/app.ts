import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";

import type { Database } from "~/db/client.server";
import type { PageViewCounter } from "~/features/analytics/counter.server";
import type { AuthService } from "~/platform/auth.server";
import type { Config } from "~/platform/config.server";
import type { BackupStatus } from "~/platform/data-command/backups.server";

import { authRoutes } from "./auth-routes";
import { countViews, visitorOf } from "./count-views";
import { refuseCrossSite } from "./cross-site";
import { createSiteMetrics } from "./metric-series";
import { measureRequests, metricsAnswer } from "./metrics";
import { AccountPages } from "./page-cache";
import { forgetAccountPagesOnWrites, pages } from "./page-handler";
import { type RateLimiting, clientAddress } from "./rate-limit";
import { readDeferredUpload, requestGate } from "./request-gate";
import { requestId } from "./request-id";
import { securityHeaders } from "./security-headers";
import { requestSession } from "./request-session";

/** The running parts the app is built on; everything else it takes from the config. */
export type AppParts = {
  database: Database;
  auth: AuthService;
  logger: Logger;
  /** The React Router build: the bundled one in production, Vite's module graph in development. */
  getBuild: () => Promise<ServerBuild>;
  /** Serves the client build in production; Vite's middleware in development. */
  assets: RequestHandler;
  /** The site's rate limits (server/rate-limit.ts). */
  rateLimiting: RateLimiting;
  /** The site's own page-view count (app/features/analytics). */
  pageViews: PageViewCounter;
  /** The scheduled backups' outcomes, for /metrics; absent when BACKUP_DIR is unset. */
  backups?: BackupStatus;
};

const HEALTH_TIMEOUT_MS = 2_000;

export function createApp(
  config: Config,
  { database, auth, logger, getBuild, assets, rateLimiting, pageViews, backups }: AppParts,
): express.Express {
  const mode = config.nodeEnv;
  // An Origin PUBLIC_URL names is ours, and https there turns on HSTS.
  const { publicUrl } = config;
  // Forms may also be redirected to the Google issuer, when Google is configured.
  const formActionOrigins = config.google ? [new URL(config.google.issuer).origin] : [];
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Without a token nobody may read them, so nothing is measured (server/metric-series.ts).
  const metrics = config.metricsToken
    ? createSiteMetrics({ database, logger, ...(backups ? { backups } : {}) })
    : undefined;

  app.use(requestId);
  if (metrics) app.use(measureRequests(metrics, async () => (await getBuild()).routes));
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as express.Request).requestId,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error && !isStatusOnly(error, res.statusCode) ? "error" : res.statusCode >= 500 ? "warn" : "info",
      // pino-http invents an Error for any 5xx; the real cause is logged once where it is caught
      // (lastResort, entry.server's handleError), so the access line keeps only the status.
      customErrorObject: (_req, res, error, line) =>
        isStatusOnly(error, res.statusCode) ? { res: line.res, responseTime: line.responseTime } : line,
      customErrorMessage: (_req, res, error) =>
        isStatusOnly(error, res.statusCode) ? "request completed" : "request errored",
    }),
  );
  app.use(
    securityHeaders({
      publicUrl,
      development: mode === "development",
      formActionOrigins,
      embedOrigins: config.embedOrigins,
    }),
  );
  app.use(refuseCrossSite(publicUrl));
  // Methods, address and body checked, and the body read within its limit, before anything else.
  app.use(requestGate());
  app.use(compression());
  app.use(assets);

  // Liveness: the process answers. Never the database, so that a database outage makes instances
  // unready (/healthz) without an orchestrator restarting every one of them for it.
  app.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });

  // Readiness: this instance can serve, its database answering.
  app.get("/healthz", async (_req, res) => {
    try {
      await withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Without the token, on to the not-found page as any unknown path.
  if (metrics && config.metricsToken) app.get("/metrics", metricsAnswer(metrics, config.metricsToken));

  // After the files, the health checks and the metrics, which are never pages; before the page
  // cache, whose answers are views too.
  app.use(countViews(pageViews, publicUrl));
  app.use(requestSession(auth, logger));
  app.use(readDeferredUpload());
  // Each account's kept pages (server/page-cache.ts), forgotten by any write of theirs.
  const accountPages = new AccountPages();
  app.use(forgetAccountPagesOnWrites(accountPages));
  // A sign-in on another device is a new row on the settings page's list of devices.
  auth.onSessionCreated((userId) => accountPages.forget(userId));
  app.use(
    authRoutes(
      auth,
      rateLimiting,
      (error) => logger.error({ err: error }, "unexpected error in an auth route"),
      publicUrl,
    ),
  );
  // Everything else, the JSON API under /api included, is React Router's (app/routes.ts).
  app.all(
    "/{*splat}",
    pages({
      getBuild,
      mode,
      accountPages,
      loadContext: (req, res) => ({
        db: database.db,
        publicUrl,
        requestId: req.requestId,
        cspNonce: res.locals.cspNonce,
        session: res.locals.session,
        logInfo: (fields, message) => logger.info({ ...fields, requestId: req.requestId }, message),
        logError: (error: unknown) =>
          logger.error({ err: error, requestId: req.requestId }, "unexpected error"),
        googleStatus: auth.googleStatus,
        rateLimit: (name, subject) => rateLimiting.check(name, subject ?? clientAddress(req)),
        auth,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        visitAttribution: () => pageViews.attributionOf(visitorOf(req)),
        webhooksAllowPrivate: config.webhooksAllowPrivate,
        mailWebhookSecret: config.mail.webhookSecret,
        fraudBurst: config.fraudBurst,
        teamTimeZone: config.teamTimeZone,
        embedOrigins: config.embedOrigins,
        privacy: { ...config.privacy, retention: config.retention },
      }),
    }),
  );

  app.use(lastResort(logger));
  return app;
}

/** Logs an unexpected error once, and answers without a stack trace. */
function lastResort(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    logger.error({ err: error, requestId: req.requestId }, "unhandled error");
    if (res.headersSent) {
      res.end();
      return;
    }
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    res.status(status).json({ error: status === 500 ? "Internal Server Error" : "Bad request" });
  };
}

function isStatusOnly(error: Error | undefined, statusCode: number): boolean {
  return error?.message === `failed with status code ${statusCode}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
