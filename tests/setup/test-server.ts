import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll } from "vitest";

import { createAuthService } from "../../app/lib/auth.server";
import { readConfig } from "../../app/lib/config.server";
import { createApp } from "../../server/app";
import { createRateLimiting } from "../../server/rate-limit";

import type { DatabaseKind, TestDatabase } from "./databases";

export type TestServer = { url: string; close(): Promise<void> };

export const TEST_AUTH_SECRET = "test-secret-of-at-least-32-characters-long";

/**
 * The real Express app, with the real Better Auth, on a loopback port. The React Router build is
 * not part of these tests (the end-to-end suite covers pages), so asking for a page fails loudly.
 * `env` adds variables (e.g. Google's) to the ones every test server has; its PORT, when set, is the
 * port to listen on (a free one otherwise).
 */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const server = createServer();
  server.listen(Number(env.PORT || 0), "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const config = readConfig({
    PUBLIC_URL: url,
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    RATE_LIMIT: "off",
    NODE_ENV: "test",
    ...env,
  });
  const logger = pino({ level: "silent" });
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
    mode: "test",
    publicUrl: config.publicUrl,
    getBuild: () => Promise.reject(new Error("pages are not served in server tests")),
    assets: express.Router(),
    rateLimiting,
    trustProxy: config.trustProxy,
  });
  server.on("request", app);
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve(rateLimiting.close())));
      }),
  };
}

/**
 * Opens a fresh database of `kind` and the app on it for the enclosing describe block; the
 * returned object's fields are set once beforeAll has run. `env` may be a function, read then, for
 * values an earlier beforeAll finds (e.g. the port of a provider started for the block).
 */
export function useTestServer(
  kind: DatabaseKind,
  env: Record<string, string> | (() => Record<string, string>) = {},
): { database: TestDatabase; server: TestServer } {
  const context = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    context.database = await kind.open();
    context.server = await startTestServer(context.database, typeof env === "function" ? env() : env);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.dispose();
  });
  return context;
}
