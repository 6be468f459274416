import { createRequestHandler } from "@react-router/express";
import { fromNodeHeaders } from "better-auth/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { type ServerBuild, data } from "react-router";

import type { Database } from "~/db/client.server";
import type { AuthService } from "~/lib/auth.server";
import type { Config } from "~/lib/config.server";
import type { ModuraLoadContext } from "~/lib/load-context";

import { accountApi } from "./account-api";
import { authRoutes } from "./auth-routes";
import { refuseCrossSite } from "./cross-site";
import { documentHeaders, pageCache } from "./page-cache";
import { type RateLimiting, clientAddress } from "./rate-limit";
import { requestId } from "./request-id";
import { securityHeaders } from "./security-headers";
import { bodyErrors, waitlistApi } from "./waitlist-api";

export type AppOptions = {
  database: Database;
  auth: AuthService;
  logger: Logger;
  mode: "development" | "production" | "test";
  /** PUBLIC_URL: an Origin it names is ours, and https there turns on HSTS. */
  publicUrl: string;
  /** The React Router build: the bundled one in production, Vite's module graph in development. */
  getBuild: () => Promise<ServerBuild>;
  /** Serves the client build in production; Vite's middleware in development. */
  assets: RequestHandler;
  /** The site's rate limits (server/rate-limit.ts). */
  rateLimiting: RateLimiting;
  /** TRUST_PROXY, as Express's "trust proxy": which forwarded addresses req.ip may believe. */
  trustProxy: Config["trustProxy"];
  /** Where forms may be redirected besides us: the Google issuer's origin, when Google is configured. */
  formActionOrigins?: readonly string[];
};

const HEALTH_TIMEOUT_MS = 2_000;

export function createApp({
  database,
  auth,
  logger,
  mode,
  publicUrl,
  getBuild,
  assets,
  rateLimiting,
  trustProxy,
  formActionOrigins = [],
}: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);

  app.use(requestId);
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
  app.use(securityHeaders({ publicUrl, development: mode === "development", formActionOrigins }));
  app.use(refuseCrossSite(publicUrl));
  app.use(compression());
  app.use(assets);

  app.get("/healthz", async (_req, res) => {
    try {
      await withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(authRoutes(auth, rateLimiting));
  app.use(waitlistApi({ db: database.db, logger, limits: rateLimiting }));
  app.use(accountApi({ db: database.db, auth, logger }));
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  app.use(documentHeaders);
  // Development renders every page afresh: the code behind it changes with each save.
  if (mode !== "development")
    app.use(pageCache({ buildVersion: async () => (await getBuild()).assets.version }));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: getBuild,
      mode,
      getLoadContext: async (req, res): Promise<ModuraLoadContext> => {
        const logError = (error: unknown) =>
          logger.error({ err: error, requestId: req.requestId }, "unexpected error");
        // Read once per request, so the root and the route loaders agree and the database is asked once.
        const user = await auth.getUser(fromNodeHeaders(req.headers)).then(
          (found) => () => found,
          (error: unknown) => {
            // The session could not be read (the database is down): thrown from here it would skip
            // React Router and answer a bare JSON 500. Logged once; the loaders that read `user`
            // then throw a 503 response, which the error boundary shows as a friendly page.
            logError(error);
            return () => {
              throw data("Service Unavailable", { status: 503 });
            };
          },
        );
        return {
          db: database.db,
          requestId: req.requestId,
          cspNonce: res.locals.cspNonce,
          logError,
          get user() {
            return user();
          },
          googleStatus: auth.googleStatus,
          rateLimit: (name, subject) => rateLimiting.check(name, subject ?? clientAddress(req)),
          auth,
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        };
      },
    }),
  );

  app.use(bodyErrors);
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
