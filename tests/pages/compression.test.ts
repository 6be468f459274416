import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, test } from "vitest";

import { firstLoadScripts } from "../support/first-load";
import { rawGet } from "../support/raw-http";
import { site, visitor } from "../support/pages-site";

const at = (path: string) => new URL(path, site().siteUrl).href;

test("fingerprinted scripts and styles go out precompressed with brotli or gzip, and decode to the original", async () => {
  const home = await visitor().open("/");
  // Everything a first visit loads from /assets: the stylesheet, and the entry, route and shared
  // chunks the after-paint loader starts.
  const styles = home
    .$('link[rel="stylesheet"]')
    .map((_, link) => home.$(link).attr("href"))
    .toArray();
  const scripts = (await firstLoadScripts(home)).map((script) => script.path);
  const assets = [...styles, ...scripts].filter(
    (path) => path.startsWith("/assets/") && /\.(js|css)$/.test(path),
  );
  expect(styles.length, "stylesheets").toBeGreaterThan(0);
  expect(assets.length, "assets").toBe(styles.length + scripts.length);

  let compressed = 0;
  for (const path of assets) {
    const original = await rawGet(at(path));
    expect(original.status, path).toBe(200);
    expect(original.headers["content-encoding"], path).toBeUndefined();
    if (original.body.length < 1024) continue;
    compressed += 1;
    expect(original.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");

    const brotli = await rawGet(at(path), "gzip, deflate, br");
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(brotli.headers["content-type"], path).toBe(original.headers["content-type"]);
    expect(brotli.headers["vary"], path).toContain("Accept-Encoding");
    expect(brotliDecompressSync(brotli.body).equals(original.body), path).toBe(true);

    const gzip = await rawGet(at(path), "gzip");
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original.body), path).toBe(true);
  }
  // The stylesheet, React, the root, the shared chunks and the home route are all over 1 KB.
  expect(compressed, "assets checked compressed").toBeGreaterThanOrEqual(5);
});

test("pages and other text are compressed on the fly, brotli first; kept pages go out gzipped as kept", async () => {
  // The not-found page is never kept (server/page-cache.ts): compressed for each answer.
  const missing = await rawGet(at("/no-such-page"), "gzip, br");
  expect(missing.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(missing.body).toString()).toContain("<!DOCTYPE html>");
  // A kept page: compressed once when kept, sent gzipped whenever gzip is taken.
  await rawGet(at("/"), "gzip, br");
  const home = await rawGet(at("/"), "gzip, br");
  expect(home.headers["x-page-cache"]).toBe("hit");
  expect(home.headers["content-encoding"]).toBe("gzip");
  expect(home.headers["vary"]).toMatch(/Accept-Encoding/);
  expect(gunzipSync(home.body).toString()).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
  const brotliOnly = await rawGet(at("/"), "br");
  expect(brotliOnly.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(brotliOnly.body).toString()).toContain("</html>");
  const svg = await rawGet(at("/images/modura-shoe.svg"), "gzip");
  expect(svg.headers["content-encoding"]).toBe("gzip");
});
