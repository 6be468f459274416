import type { AddressInfo } from "node:net";

import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll } from "vitest";

import { createApp } from "../../server/app";

import type { DatabaseKind, TestDatabase } from "./databases";

export type TestServer = { url: string; close(): Promise<void> };

/**
 * The real Express app on a loopback port. The React Router build is not part of these tests
 * (the end-to-end suite covers pages), so asking for a page fails loudly.
 */
export async function startTestServer(database: TestDatabase): Promise<TestServer> {
  const app = createApp({
    database,
    logger: pino({ level: "silent" }),
    mode: "test",
    getBuild: () => Promise.reject(new Error("pages are not served in server tests")),
    assets: express.Router(),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Opens a fresh database of `kind` and the app on it for the enclosing describe block; the
 * returned object's fields are set once beforeAll has run.
 */
export function useTestServer(kind: DatabaseKind): { database: TestDatabase; server: TestServer } {
  const context = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    context.database = await kind.open();
    context.server = await startTestServer(context.database);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.dispose();
  });
  return context;
}
