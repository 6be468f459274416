import fs from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import express from "express";
import { type Logger, pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";

import { readConfig } from "../../app/platform/config.server";
import { type RunningSite, type SiteParts, serveSite } from "../../server/start";

import type { DatabaseKind, TestDatabase } from "./databases";

export type TestServer = {
  url: string;
  /** The running site, for tests of how it stops. */
  site: RunningSite;
  close(): Promise<void>;
};

/**
 * Parts a test may give the site in place of the defaults (a silent logger, the site's mail kinds,
 * no hooks in its mail worker: see tests/support/mail-worker.ts; the page-view counter's clock).
 */
export type TestServerParts = Pick<
  SiteParts,
  "mailRenderers" | "mailWorker" | "pageViews" | "webhookWorker" | "broadcastDispatcher" | "settleDays"
> & {
  logger?: Logger;
};

export const TEST_AUTH_SECRET = "test-secret-of-at-least-32-characters-long";

let productionBuild: Promise<ServerBuild> | undefined;

/**
 * The React Router build of `npm run build` (the step before these tests in `npm test` and
 * `npm run test:server`): the JSON API is React Router's resource routes. Loaded once per worker.
 */
function reactRouterBuild(): Promise<ServerBuild> {
  const bundle = path.resolve(import.meta.dirname, "../../build/server/index.js");
  if (!fs.existsSync(bundle)) throw new Error(`No production build at ${bundle}: run npm run build first.`);
  productionBuild ??= import(pathToFileURL(bundle).href).then(
    (module: { reactRouterBuild: () => Promise<ServerBuild> }) => module.reactRouterBuild(),
  );
  return productionBuild;
}

/** How long a test site's stop lets requests in flight finish; idle connections close at once. */
const STOP_GRACE_MS = 2_000;

/**
 * The real Express app, with the real Better Auth and the production build's React Router routes, on a
 * loopback port, started as production starts it (serveSite). `env` adds variables (e.g. Google's)
 * to the ones every test server has; its PORT, when set, is the port to listen on (a free one
 * otherwise).
 */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  {
    logger = pino({ level: "silent" }),
    mailRenderers,
    mailWorker,
    pageViews,
    webhookWorker,
    broadcastDispatcher,
    // Held unless a test gives its own: tests write past days' views after the site starts, and a
    // day summed before they do would stay summed without them.
    settleDays = { setTimer: () => () => {} },
  }: TestServerParts = {},
): Promise<TestServer> {
  // Bound first, so that PUBLIC_URL can name the port the system picked.
  const server = createServer();
  server.listen(Number(env.PORT || 0), "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  // A DATA_DIR of its own: without SMTP_URL the site writes its mail there (DATA_DIR/outbox), and
  // a test must not leave files in the checkout's ./data.
  const dataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "modura-test-data-"));
  const config = readConfig({
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    RATE_LIMIT: "off",
    NODE_ENV: "test",
    ...env,
  });
  const build = await reactRouterBuild();
  const site = await serveSite(config, {
    database,
    logger,
    getBuild: async () => build,
    assets: express.Router(),
    server,
    ...(mailRenderers ? { mailRenderers } : {}),
    ...(mailWorker ? { mailWorker } : {}),
    ...(pageViews ? { pageViews } : {}),
    ...(webhookWorker ? { webhookWorker } : {}),
    ...(broadcastDispatcher ? { broadcastDispatcher } : {}),
    settleDays,
  });
  return {
    url,
    site,
    close: async () => {
      // As the site stops in production: requests still being answered finish before the caller
      // closes the database (cut off at once, their queries would meet a closed pool).
      await site.stop(STOP_GRACE_MS);
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
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
  parts: TestServerParts = {},
): { database: TestDatabase; server: TestServer } {
  const context = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    context.database = await kind.open();
    context.server = await startTestServer(context.database, typeof env === "function" ? env() : env, parts);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.dispose();
  });
  return context;
}
