// npm run bench:js — the JavaScript a first visit to each page downloads, in gzip bytes, measured in
// Chromium against the production build (built first if missing).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../tests/e2e/support/browser.ts";
import { measureFirstLoadJs } from "../tests/e2e/support/first-load-js.ts";

const PORT = 3290;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

if (!existsSync("build/server/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "modura-bench-js-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  stdio: "inherit",
});
try {
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const pagePath of pages) {
    const page = await browser.newPage();
    // The same measurement as the budget gate in tests/e2e/budgets.spec.ts.
    const total = await measureFirstLoadJs(page, `http://127.0.0.1:${PORT}${pagePath}`);
    const files = total.scripts;
    console.log(`\n${pagePath}: ${files.length} scripts`);
    for (const f of files)
      console.log(`  ${String(f.gzip).padStart(7)} B gzip  ${String(f.raw).padStart(8)} B raw  ${f.url}`);
    console.log(
      `  ${String(total.gzip).padStart(7)} B gzip  ${String(total.raw).padStart(8)} B raw  total (${(total.gzip / 1024).toFixed(1)} KiB gzip)`,
    );
    await page.close();
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
