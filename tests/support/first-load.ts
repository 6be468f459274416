import { init, parse } from "es-module-lexer";
import { expect } from "vitest";

import type { HtmlPage } from "./visitor";

/** One module a first visit downloads: its path and the bytes the server sends for it (decoded). */
export type LoadedScript = { path: string; body: Buffer };

/**
 * The JavaScript a first visit to `page` downloads, read from the page's HTML and the modules
 * themselves, in the order found: what the after-paint loader preloads (its `hrefs`), what the
 * inert module script imports (the `import()` of the entry included, as it runs at once), and the
 * static imports of each of those, all the way down. The modules' own `import()` calls are not
 * followed: they run on demand (the toaster with the first toast), not on a first visit.
 *
 * Imports are found by es-module-lexer, the lexer Vite itself uses for this, so an import written
 * in a string (react-router's chunk has a few) is not mistaken for one.
 */
export async function firstLoadScripts(page: HtmlPage): Promise<LoadedScript[]> {
  await init;
  const loaders = page.$("script[data-after-paint-loader]");
  expect(loaders.length, `the after-paint loader on ${page.path}`).toBe(1);
  const hrefs = /hrefs=(\[[^\]]*\])/.exec(loaders.text())?.[1];
  expect(hrefs, "the loader's list of modules to preload").toBeDefined();
  const inert = page.$('script[type="modura/after-paint"]');
  expect(inert.length, `the inert module script on ${page.path}`).toBe(1);

  const queue = [
    ...(JSON.parse(hrefs!) as string[]),
    ...parse(inert.text())[0].flatMap((found) => (found.d === -2 || found.n === undefined ? [] : [found.n])),
  ].map((href) => new URL(href, page.url).href);
  const loaded = new Map<string, LoadedScript>();
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (loaded.has(next)) continue;
    const response = await page.visitor.request(next);
    expect(response.status, next).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    loaded.set(next, { path: new URL(next).pathname, body });
    for (const found of parse(body.toString("utf8"), next)[0])
      if (found.d === -1 && found.n !== undefined) queue.push(new URL(found.n, next).href);
  }
  return [...loaded.values()];
}
