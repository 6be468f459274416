import fs from "node:fs";
import path from "node:path";

import { openPglite, pgliteDir } from "../../app/db/client.server";
import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";

import { expect, test } from "./support/fixtures";
import { startServerProcess } from "./support/server-process";

const PORT = 3221;
const DATA_DIR = path.resolve(".tmp/e2e-persistence");
// The suite's host (its fixture counts any other as a third party), so the page is on PUBLIC_URL.
const PUBLIC_URL = `http://localhost:${PORT}`;

test("a sign-up made in the browser is in the database after a server restart", async ({ page }) => {
  test.setTimeout(90_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const email = `restart-${Date.now()}@example.com`;

  let server = await startServerProcess({ port: PORT, env: { DATA_DIR, PUBLIC_URL } });
  try {
    await page.goto(`${PUBLIC_URL}/#waitlist`);
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("Hedy Lamarr");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Primary Activity").selectOption("tennis");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Waitlist Joined!");
  } finally {
    expect(await server.stop()).toBe(0);
  }

  // The server starts again on the same data and still answers.
  server = await startServerProcess({ port: PORT, env: { DATA_DIR, PUBLIC_URL } });
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await server.stop()).toBe(0);

  // Only one process may open a PGlite directory: read it now that the server is gone.
  const database = await openPglite(pgliteDir(DATA_DIR));
  try {
    const entry = await findWaitlistEntryByEmail(database.db, email);
    expect(entry).toMatchObject({ fullName: "Hedy Lamarr", email, primaryActivity: "tennis" });
  } finally {
    await database.close();
  }
});
