import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";

import { openPglite, pgliteDir } from "../../app/db/client.server";
import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { createPostgresDatabase } from "../../dev/harness/databases";
import { type ServerProcess, startServerProcess } from "../../dev/harness/server-process";

import { signUpBurst } from "../support/burst";
import { RESILIENCE_ENV } from "../support/resilience-server";

/**
 * kill -9 of the production server in the middle of a burst of waitlist sign-ups, then a restart on
 * the same data: every sign-up that was answered 201 must be there. A 201 is sent only after the
 * insert committed, and a commit is written to the WAL before it returns, on both databases.
 */
async function crashDuringBurst(
  port: number,
  env: Record<string, string>,
  tag: string,
): Promise<{ acknowledged: string[]; sent: number; restartMs: number; server: ServerProcess }> {
  const first = await startServerProcess({ port, env: { ...RESILIENCE_ENV, ...env }, echo: false });
  const burst = signUpBurst(first.url, tag);
  await burst.reached(300);
  const ended = burst.end();
  await first.kill9();
  await ended;
  expect(await first.exited).toBe("SIGKILL");

  const restartStarted = Date.now();
  const server = await startServerProcess({ port, env: { ...RESILIENCE_ENV, ...env }, echo: false });
  const restartMs = Date.now() - restartStarted;
  return { acknowledged: [...burst.acknowledged], sent: burst.sent(), restartMs, server };
}

// The two databases crash and recover side by side: each case has its own port and data.
describe.concurrent("kill -9 during a burst of sign-ups", () => {
  test("PGlite: after a restart on the same DATA_DIR every acknowledged sign-up is there", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "modura-crash-"));
    try {
      const { acknowledged, sent, restartMs, server } = await crashDuringBurst(
        3250,
        { DATA_DIR: dataDir },
        "crash-pglite",
      );
      // PGlite: one process per data directory, so the server stops before the test reads it.
      expect(await server.stop()).toBe(0);
      const database = await openPglite(pgliteDir(dataDir));
      const missing: string[] = [];
      try {
        for (const email of acknowledged) {
          if (!(await findWaitlistEntryByEmail(database.db, email))) missing.push(email);
        }
      } finally {
        await database.close();
      }
      console.info(
        `[crash PGlite] sent ${sent}, acknowledged ${acknowledged.length}, missing ${missing.length}, restart ${restartMs} ms`,
      );
      expect(missing, "acknowledged sign-ups missing after kill -9").toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.warn(
      "[crash PostgreSQL] skipped: DATABASE_URL is not set (set it to a PostgreSQL where the test may create a database)",
    );
  }
  describe.skipIf(!adminUrl)("PostgreSQL", () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    afterAll(async () => {
      await database?.drop();
    });

    test("after a restart on the same database every acknowledged sign-up is there", async () => {
      database = await createPostgresDatabase(adminUrl!, "modura_crash");
      const { acknowledged, sent, restartMs, server } = await crashDuringBurst(
        3251,
        { DATABASE_URL: database.url },
        "crash-postgres",
      );
      try {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        let found: Set<string>;
        try {
          const { rows } = await client.query<{ email: string }>(
            "select email from waitlist_entries where email = any($1)",
            [acknowledged],
          );
          found = new Set(rows.map((row) => row.email));
        } finally {
          await client.end();
        }
        const missing = acknowledged.filter((email) => !found.has(email));
        console.info(
          `[crash PostgreSQL] sent ${sent}, acknowledged ${acknowledged.length}, missing ${missing.length}, restart ${restartMs} ms`,
        );
        expect(missing, "acknowledged sign-ups missing after kill -9").toEqual([]);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    });
  });
});
