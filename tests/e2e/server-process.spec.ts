import path from "node:path";

import { expect, test } from "@playwright/test";

import { spawnServerProcess, startServerProcess } from "./support/server-process";

test("a bad variable stops the server with one line naming it, and no stack trace", async () => {
  const server = spawnServerProcess({
    port: 3223,
    env: { PORT: "eighty", DATA_DIR: ".tmp/never-opened" },
    echo: false,
  });
  expect(await server.exited).toBe(1);
  expect(server.lines).toEqual(['Invalid PORT (got "eighty"): Invalid input: expected number, received NaN']);
});

test("pages, robots.txt and the sitemap name the configured PUBLIC_URL, not the address served on", async () => {
  test.setTimeout(90_000);
  const publicUrl = "https://shop.modura.example";
  const server = await startServerProcess({
    port: 3225,
    env: { PUBLIC_URL: publicUrl, DATA_DIR: path.resolve(".tmp/e2e-public-url") },
  });
  try {
    const page = await (await fetch(`${server.url}/technology`)).text();
    expect(page).toContain(`<link rel="canonical" href="${publicUrl}/technology"/>`);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(
      `Sitemap: ${publicUrl}/sitemap.xml`,
    );
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`<loc>${publicUrl}/</loc>`);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

test("each request logs one JSON line carrying the id sent back as X-Request-Id", async () => {
  test.setTimeout(90_000);
  const server = await startServerProcess({
    port: 3222,
    env: { DATA_DIR: path.resolve(".tmp/e2e-logs"), LOG_LEVEL: "info" },
    echo: false,
  });
  try {
    const page = await fetch(`${server.url}/?from=log-test`);
    const id = page.headers.get("x-request-id");
    expect(id).toBeTruthy();
    await expect.poll(() => server.lines.filter((line) => line.includes(id!)).length).toBe(1);
    const entry = JSON.parse(server.lines.find((line) => line.includes(id!))!);
    expect(entry).toMatchObject({
      req: { id, method: "GET", url: "/?from=log-test" },
      res: { statusCode: 200 },
    });
  } finally {
    await server.stop();
  }
});
