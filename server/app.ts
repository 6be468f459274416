import { createRequestHandler } from "@react-router/express";
import { fromNodeHeaders } from "better-auth/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";

import type { Database } from "~/db/client.server";
import type { AuthService } from "~/lib/auth.server";
import type { ModuraLoadContext } from "~/lib/load-context";

import { accountApi } from "./account-api";
import { authRoutes } from "./auth-routes";
import { requestId } from "./request-id";
import { bodyErrors, waitlistApi } from "./waitlist-api";

export type AppOptions = {
  database: Database;
  auth: AuthService;
  logger: Logger;
  mode: "development" | "production" | "test";
  /** The React Router build: the bundled one in production, Vite's module graph in development. */
  getBuild: () => Promise<ServerBuild>;
  /** Serves the client build in production; Vite's middleware in development. */
  assets: RequestHandler;
};

const HEALTH_TIMEOUT_MS = 2_000;

export function createApp({ database, auth, logger, mode, getBuild, assets }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");

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
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    }),
  );
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

  app.use(authRoutes(auth));
  app.use(waitlistApi({ db: database.db, logger }));
  app.use(accountApi({ db: database.db, auth, logger }));
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: getBuild,
      mode,
      getLoadContext: async (req): Promise<ModuraLoadContext> => ({
        db: database.db,
        requestId: req.requestId,
        // Read once per request, so the root and the route loaders agree and the database is asked once.
        user: await auth.getUser(fromNodeHeaders(req.headers)),
        googleStatus: auth.googleStatus,
      }),
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
