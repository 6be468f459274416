import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openPglite, pgliteDir } from "../../app/db/client.server";
import { startServerProcess, type ServerProcess } from "../../dev/harness/server-process";
import { createPostgresDatabase, openTestPostgres } from "../../dev/harness/databases";
import { freePort } from "./fetch-browser";

import { seedAccountPool } from "./account-pool";

export const SITE_TEST_SECRET = "site-test-secret-of-at-least-32-characters";

export type Site = {
  url: string;
  /** Where the pool of signed-in accounts is listed and claimed (account-pool.ts). */
  poolDir: string;
  server: ServerProcess;
  stop(): Promise<void>;
};

export type SiteOptions = {
  /** Where the site keeps its data: the embedded database, or a new database on this PostgreSQL server. */
  database: { kind: "pglite" } | { kind: "postgres"; adminUrl: string };
  /** Signed-in accounts written before the site starts. */
  poolSize?: number;
  /** The port to serve on (a free one unless given). */
  port?: number;
  /** Added to the site's environment (SMTP_URL, Google's, …). */
  env?: Record<string, string>;
};

/**
 * The production build started exactly as `npm start` starts it (`node server.js`), on a fresh
 * data directory and a free port, with a pool of signed-in accounts written first.
 */
export async function startSite({
  database,
  poolSize = 0,
  port: givenPort,
  env = {},
}: SiteOptions): Promise<Site> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-site-"));
  const dataDir = path.join(root, "data");
  const poolDir = path.join(root, "pool");
  const port = givenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const postgres =
    database.kind === "postgres" ? await createPostgresDatabase(database.adminUrl, "modura_site") : undefined;
  const opened = postgres ? await openTestPostgres(postgres.url, 2) : await openPglite(pgliteDir(dataDir));
  try {
    await seedAccountPool(opened, {
      count: poolSize,
      secret: SITE_TEST_SECRET,
      publicUrl: url,
      dir: poolDir,
    });
  } finally {
    await opened.close();
  }
  const server = await startServerProcess({
    port,
    echo: false,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      BETTER_AUTH_SECRET: SITE_TEST_SECRET,
      // Tests sign in many times a minute from one address; the limits have tests of their own.
      RATE_LIMIT: "off",
      // As many joins from 127.0.0.1: the burst rule has its own server tests (fraud-flags).
      FRAUD_BURST: "off",
      ...env,
    },
  });
  return {
    url,
    poolDir,
    server,
    async stop() {
      await server.stop();
      await postgres?.drop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
