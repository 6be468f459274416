import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { openPglite, pgliteDir } from "../../app/db/client.server";
import { countWaitlistEntries, findWaitlistEntryByEmail } from "../../app/db/waitlist.server";

import { startServerProcess } from "./support/server-process";

const PORT = 3224;
const DATA_DIR = path.resolve(".tmp/e2e-shutdown");

test("SIGTERM during a burst of sign-ups: every acknowledged sign-up is kept, and the server exits 0", async () => {
  test.setTimeout(90_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // RATE_LIMIT off: the burst comes from one address, far over the waitlist's per-address limit.
  const server = await startServerProcess({ port: PORT, env: { DATA_DIR, RATE_LIMIT: "off" } });

  const acknowledged: string[] = [];
  let sent = 0;
  let stopping = false;
  // 20 clients sending sign-ups one after another until the server stops answering.
  const client = async (id: number) => {
    for (let i = 0; ; i++) {
      const email = `burst-${id}-${i}@example.com`;
      sent += 1;
      try {
        const response = await fetch(`${server.url}/api/waitlist`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ fullName: `Burst ${id}`, email, primaryActivity: "trail" }),
        });
        if (response.status === 201) acknowledged.push(email);
      } catch {
        if (stopping) return; // refused or reset: the server has stopped accepting
      }
      if (i > 2_000) return;
    }
  };
  const clients = Array.from({ length: 20 }, (_, id) => client(id));

  let exitCode: number | null;
  try {
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(200);
  } finally {
    // Stopped even when the burst fails, so no server is left on the port for the next run.
    stopping = true;
    exitCode = await server.stop();
    await Promise.all(clients);
  }
  expect(exitCode).toBe(0);
  expect(sent).toBeGreaterThan(acknowledged.length);

  const database = await openPglite(pgliteDir(DATA_DIR));
  try {
    const missing: string[] = [];
    for (const email of acknowledged) {
      if (!(await findWaitlistEntryByEmail(database.db, email))) missing.push(email);
    }
    expect(missing, "acknowledged sign-ups missing after shutdown").toEqual([]);
    expect(await countWaitlistEntries(database.db)).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    await database.close();
  }
});
