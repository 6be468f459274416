// npm run bench:js — the JavaScript a first visit to each page downloads, in gzip bytes, measured in
// Chromium against the production build (built first if missing).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../tests/e2e/support/browser.ts";

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
    const scripts = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, { waitUntil: "networkidle" });
    const files = await Promise.all(scripts);
    files.sort((a, b) => b.gzip - a.gzip);
    console.log(`\n${pagePath}: ${files.length} scripts`);
    for (const f of files)
      console.log(`  ${String(f.gzip).padStart(7)} B gzip  ${String(f.raw).padStart(8)} B raw  ${f.url}`);
    const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), {
      raw: 0,
      gzip: 0,
    });
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
