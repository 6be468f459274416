import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/browser";

// Raw HTTP, not Playwright's request context: that one decodes bodies and hides what was sent.
function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const request = get(
      `${E2E_BASE_URL}${path}`,
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

test("fingerprinted scripts and styles go out precompressed with brotli or gzip, and decode to the original", async ({
  page,
}) => {
  await page.goto("/");
  // Everything the page loaded from /assets: stylesheet, entry, route and shared chunks. The
  // scripts start after the first paint (decision 007), and the network can fall quiet before they
  // do, so this waits for the scripts themselves rather than for network idle.
  const loadedAssets = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/assets/") && /\.(js|css)$/.test(path)),
    );
  await expect
    .poll(async () => (await loadedAssets()).filter((path) => path.endsWith(".js")).length)
    .toBeGreaterThan(1);
  const assets = await loadedAssets();

  for (const path of assets) {
    const original = await fetchRaw(path);
    expect(original.status).toBe(200);
    if (original.body.length < 1024) continue;
    expect(original.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const brotli = await fetchRaw(path, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(brotli.headers["content-type"]).toBe(original.headers["content-type"]);
    expect(brotli.headers["vary"]).toContain("Accept-Encoding");
    expect(brotliDecompressSync(brotli.body).equals(original.body), path).toBe(true);

    const gzip = await fetchRaw(path, "gzip");
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original.body), path).toBe(true);
  }
});

test("pages and other text are compressed on the fly, brotli first", async () => {
  const home = await fetchRaw("/", "gzip, br");
  expect(home.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(home.body).toString()).toContain("<!DOCTYPE html>");
  const svg = await fetchRaw("/images/modura-shoe.svg", "gzip");
  expect(svg.headers["content-encoding"]).toBe("gzip");
});
