import type { Server } from "node:http";

import type { RequestHandler } from "express";
import { pino } from "pino";
import type { ServerBuild } from "react-router";

import { openDatabase } from "~/db/client.server";
import { createAuthService } from "~/lib/auth.server";
import { ConfigError, readConfig } from "~/lib/config.server";

import { createApp } from "./app";
import { createRateLimiting } from "./rate-limit";

export type StartOptions = {
  getBuild: () => Promise<ServerBuild>;
  assets: RequestHandler;
};

/** How long in-flight requests may take to finish once a stop signal arrives. */
const SHUTDOWN_GRACE_MS = 10_000;

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

  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    const where = config.databaseUrl ? "DATABASE_URL" : `DATA_DIR (${config.dataDir})`;
    console.error(`Cannot open the database at ${where}: ${(error as Error).message}`);
    process.exit(1);
  }

  const rateLimiting = createRateLimiting({ config, db: database.db, logger });
  const auth = await createAuthService({
    db: database.db,
    config,
    logger,
    rateLimitStorage: rateLimiting.betterAuthStorage,
  });
  const app = createApp({
    database,
    auth,
    logger,
    mode: config.nodeEnv,
    publicUrl: config.publicUrl,
    getBuild,
    assets,
    rateLimiting,
    trustProxy: config.trustProxy,
    formActionOrigins: config.google ? [new URL(config.google.issuer).origin] : [],
  });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  }).catch((error: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  logger.info(
    { url: config.publicUrl, port: config.port, database: database.driver },
    "Modura web is listening",
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing in-flight requests");
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      Promise.all([database.close(), rateLimiting.close()])
        .catch((error: unknown) => logger.error({ err: error }, "closing the database failed"))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}
