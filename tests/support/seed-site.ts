// `npx tsx tests/support/seed-site.ts`: a fresh data directory for the browser suite's site, with a
// pool of signed-in accounts written into it (account-pool.ts), run just before `node server.js`
// by Playwright's webServer. Reads DATA_DIR, BETTER_AUTH_SECRET, PUBLIC_URL, POOL_DIR and POOL_SIZE.
import fs from "node:fs";

import { openPglite, pgliteDir } from "../../app/db/client.server";

import { seedAccountPool } from "./account-pool";

const { DATA_DIR, BETTER_AUTH_SECRET, PUBLIC_URL, POOL_DIR, POOL_SIZE } = process.env;
if (!DATA_DIR || !BETTER_AUTH_SECRET || !PUBLIC_URL || !POOL_DIR || !POOL_SIZE) {
  console.error("seed-site: set DATA_DIR, BETTER_AUTH_SECRET, PUBLIC_URL, POOL_DIR and POOL_SIZE");
  process.exit(1);
}
fs.rmSync(DATA_DIR, { recursive: true, force: true });
fs.rmSync(POOL_DIR, { recursive: true, force: true });
const database = await openPglite(pgliteDir(DATA_DIR));
try {
  await seedAccountPool(database, {
    count: Number(POOL_SIZE),
    secret: BETTER_AUTH_SECRET,
    publicUrl: PUBLIC_URL,
    dir: POOL_DIR,
  });
} finally {
  await database.close();
}
