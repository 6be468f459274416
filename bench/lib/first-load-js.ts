import { gzipSync } from "node:zlib";

import type { Page, Response } from "@playwright/test";

/** One script a first visit downloaded: its path, raw bytes and gzip (level 9) bytes. */
export type ScriptSize = { url: string; raw: number; gzip: number };

export type FirstLoadJs = { scripts: ScriptSize[]; raw: number; gzip: number };

/**
 * The JavaScript a first visit to `url` downloads, until the network is idle, largest first. Gzip
 * is recomputed from the bodies at level 9, so the figure does not depend on the server's
 * compression settings. Shared by `npm run bench:js` and the budget gate in tests/e2e/budgets.spec.ts.
 */
export async function measureFirstLoadJs(page: Page, url: string): Promise<FirstLoadJs> {
  const pending: Promise<ScriptSize>[] = [];
  let inFlight = 0;
  let lastSettled = Date.now();
  const onRequest = () => inFlight++;
  const onSettled = () => {
    inFlight--;
    lastSettled = Date.now();
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on("request", onRequest);
  page.on("requestfinished", onSettled);
  page.on("requestfailed", onSettled);
  page.on("response", onResponse);
  try {
    await page.goto(url, { waitUntil: "load" });
    // The scripts start after the first frame (the after-paint loader), which on a busy machine can
    // come after the network has already been idle once: wait for the loader's module script, then
    // for half a second with nothing in flight.
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
    while (inFlight > 0 || Date.now() - lastSettled < 500) await page.waitForTimeout(100);
    const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    return { scripts, raw, gzip };
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onSettled);
    page.off("requestfailed", onSettled);
    page.off("response", onResponse);
  }
}
