import { expect, test } from "vitest";

import { openPglite, pgliteDir } from "../../app/db/client.server";
import { countWaitlistEntries, findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { spawnServerProcess, startServerProcess } from "../../dev/harness/server-process";
import { freePort } from "../support/fetch-browser";

import { freshDataDir, migratedDataDirs, waitForLine } from "../support/own-server";
import { uniqueEmail } from "../support/pages-site";
import { Visitor } from "../support/visitor";

/*
 * The server as a process: its configuration errors, PUBLIC_URL, its request log, its data across a
 * restart and its graceful stop. Each test starts a `node server.js` of its own (the embedded
 * database, in a data directory of its own, LOG_LEVEL warn unless said), its environment in the test.
 */

const migratedDataDir = migratedDataDirs();

// Starting a server takes seconds on a busy machine; two of them, longer.
const OWN_SERVER = { timeout: 120_000 };

test("a bad variable stops the server with one line naming it, and no stack trace", async () => {
  const server = spawnServerProcess({
    port: await freePort(),
    env: { PORT: "eighty", DATA_DIR: freshDataDir() },
    echo: false,
  });
  expect(await server.exited).toBe(1);
  expect(server.lines).toEqual(['Invalid PORT (got "eighty"): Invalid input: expected number, received NaN']);
});

test(
  "pages, robots.txt and the sitemap name the configured PUBLIC_URL, not the address served on",
  OWN_SERVER,
  async () => {
    const publicUrl = "https://shop.modura.example";
    const server = await startServerProcess({
      port: await freePort(),
      env: { PUBLIC_URL: publicUrl, DATA_DIR: migratedDataDir() },
      echo: false,
    });
    try {
      const served = new Visitor(server.url);
      const page = await served.open("/technology");
      expect(page.status).toBe(200);
      expect(page.$('link[rel="canonical"]').attr("href")).toBe(`${publicUrl}/technology`);
      expect(await (await served.request("/robots.txt")).text()).toContain(
        `Sitemap: ${publicUrl}/sitemap.xml`,
      );
      expect(await (await served.request("/sitemap.xml")).text()).toContain(`<loc>${publicUrl}/</loc>`);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  },
);

test("each request logs one JSON line carrying the id sent back as X-Request-Id", OWN_SERVER, async () => {
  const server = await startServerProcess({
    port: await freePort(),
    env: { DATA_DIR: migratedDataDir(), LOG_LEVEL: "info" },
    echo: false,
  });
  try {
    const page = await fetch(`${server.url}/?from=log-test`);
    await page.body?.cancel();
    const id = page.headers.get("x-request-id");
    expect(id).toBeTruthy();
    const line = await waitForLine(server, (printed) => printed.includes(id!));
    expect(JSON.parse(line)).toMatchObject({
      req: { id, method: "GET", url: "/?from=log-test" },
      res: { statusCode: 200 },
    });
    // The log is one stream in order: once a later request's line is out, a second line for the
    // first would be too.
    const later = await fetch(`${server.url}/?from=log-test-later`);
    await later.body?.cancel();
    await waitForLine(server, (printed) => printed.includes(later.headers.get("x-request-id")!));
    expect(server.lines.filter((printed) => printed.includes(id!))).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

test(
  "a waitlist sign-up sent from the page is in the database after a server restart",
  OWN_SERVER,
  async () => {
    const dataDir = migratedDataDir();
    const port = await freePort();
    const email = uniqueEmail("restart");

    let server = await startServerProcess({ port, env: { DATA_DIR: dataDir }, echo: false });
    try {
      const home = await new Visitor(server.url).open("/");
      const joined = await home
        .form("Join the Waitlist")
        .fill("Full Name", "Hedy Lamarr")
        .fill("Email Address", email)
        .select("Primary Activity", "Tennis")
        .submit();
      expect(joined.status).toBe(200);
      expect(joined.mainText).toContain("Waitlist Joined!");
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // The server starts again on the same data and still answers.
    server = await startServerProcess({ port, env: { DATA_DIR: dataDir }, echo: false });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await server.stop()).toBe(0);

    // Only one process may open a PGlite directory: read it now that the server is gone.
    const database = await openPglite(pgliteDir(dataDir));
    try {
      const entry = await findWaitlistEntryByEmail(database.db, email);
      expect(entry).toMatchObject({ fullName: "Hedy Lamarr", email, primaryActivity: "tennis" });
    } finally {
      await database.close();
    }
  },
);

test(
  "SIGTERM during a burst of sign-ups: every acknowledged sign-up is kept, and the server exits 0",
  OWN_SERVER,
  async () => {
    const dataDir = migratedDataDir();
    // RATE_LIMIT off: the burst comes from one address, far over the waitlist's per-address limit.
    const server = await startServerProcess({
      port: await freePort(),
      env: { DATA_DIR: dataDir, RATE_LIMIT: "off" },
      echo: false,
    });

    const ENOUGH = 200;
    const acknowledged: string[] = [];
    let sent = 0;
    let stopping = false;
    let enoughAcknowledged!: () => void;
    const enough = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
    // 20 clients sending sign-ups one after another until the server stops answering.
    const client = async (id: number) => {
      for (let i = 0; i <= 2_000; i++) {
        const email = `burst-${id}-${i}@example.com`;
        sent += 1;
        try {
          const response = await fetch(`${server.url}/api/waitlist`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ fullName: `Burst ${id}`, email, primaryActivity: "trail" }),
          });
          await response.body?.cancel();
          if (response.status === 201) acknowledged.push(email);
          if (acknowledged.length > ENOUGH) enoughAcknowledged();
        } catch {
          if (stopping) return; // refused or reset: the server has stopped accepting
        }
      }
    };
    const clients = Promise.all(Array.from({ length: 20 }, (_, id) => client(id)));

    let exitCode: number | null;
    try {
      // SIGTERM once enough sign-ups are acknowledged, while the clients keep sending.
      await Promise.race([
        enough,
        clients.then(() => {
          throw new Error(`the clients finished with only ${acknowledged.length} sign-ups acknowledged`);
        }),
      ]);
    } finally {
      // Stopped even when the burst fails, so no server is left behind.
      stopping = true;
      exitCode = await server.stop();
      await clients;
    }
    expect(exitCode).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(ENOUGH);
    expect(sent).toBeGreaterThan(acknowledged.length);

    const database = await openPglite(pgliteDir(dataDir));
    try {
      const missing: string[] = [];
      let checked = 0;
      for (const email of acknowledged) {
        checked += 1;
        if (!(await findWaitlistEntryByEmail(database.db, email))) missing.push(email);
      }
      expect(checked).toBe(acknowledged.length);
      expect(missing, "acknowledged sign-ups missing after shutdown").toEqual([]);
      expect(await countWaitlistEntries(database.db)).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await database.close();
    }
  },
);
