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
  page.on("response", onResponse);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    return { scripts, raw, gzip };
  } finally {
    page.off("response", onResponse);
  }
}
