import { expect, test } from "vitest";

import { spawnServerProcess, startServerProcess } from "../../dev/harness/server-process";
import { freePort } from "../support/fetch-browser";

import { freshDataDir, migratedDataDirs, waitForLine } from "../support/own-server";
import { Visitor } from "../support/visitor";

/*
 * The server as a process: its configuration errors, PUBLIC_URL and its request log. Each test
 * starts a `node server.js` of its own (the embedded database, in a data directory of its own), its
 * environment in the test. Its data across a crash and its graceful stop are the resilience suite's
 * (tests/resilience/crash.test.ts, shutdown.test.ts).
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
  "pages, robots.txt and the sitemap name the configured PUBLIC_URL, and each request logs one JSON line carrying the id sent back as X-Request-Id",
  OWN_SERVER,
  async () => {
    const publicUrl = "https://shop.modura.example";
    const server = await startServerProcess({
      port: await freePort(),
      env: { PUBLIC_URL: publicUrl, DATA_DIR: migratedDataDir(), LOG_LEVEL: "info" },
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

      const logged = await fetch(`${server.url}/?from=log-test`);
      await logged.body?.cancel();
      const id = logged.headers.get("x-request-id");
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
      expect(await server.stop()).toBe(0);
    }
  },
);
