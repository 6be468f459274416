// npm run bench:js — the JavaScript a first visit to each page downloads, in gzip bytes, measured in
// Chromium against the production build (built first if missing).
import { existsSync } from "node:fs";

import { chromium } from "@playwright/test";

import { FULL_BROWSER_PATHS, chromiumLaunchOptions } from "../dev/harness/chromium.ts";
import { measureFirstLoadJs } from "./lib/first-load-js.ts";

import { build, startServer } from "./lib/server.mjs";

const PORT = 3290;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

if (!existsSync("build/server/index.js")) build();
const server = await startServer({ port: PORT });
try {
  const browser = await chromium.launch(chromiumLaunchOptions(FULL_BROWSER_PATHS));
  for (const pagePath of pages) {
    const page = await browser.newPage();
    // In a browser, from its network log; the budget gate (tests/pages/budgets.test.ts) computes the
    // same from the HTML and the build.
    const total = await measureFirstLoadJs(page, `${server.origin}${pagePath}`);
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
  await server.stop();
  server.removeData();
}
