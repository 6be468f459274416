import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

import { expect, test } from "@playwright/test";

/** Runs `node server.js` with the given variables, keeping what it prints. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return { child, output: () => ({ stdout, stderr }) };
}

test("a bad variable stops the server with one line naming it, and no stack trace", async () => {
  const { child, output } = runServer({ PORT: "eighty", DATA_DIR: ".tmp/never-opened" });
  const [code] = await once(child, "exit");
  expect(code).toBe(1);
  const { stderr } = output();
  expect(stderr.trim()).toBe('Invalid PORT (got "eighty"): Invalid input: expected number, received NaN');
});

test("each request logs one JSON line carrying the id sent back as X-Request-Id", async () => {
  test.setTimeout(60_000);
  const { child, output } = runServer({
    PORT: "3222",
    DATA_DIR: path.resolve(".tmp/e2e-logs"),
    LOG_LEVEL: "info",
  });
  try {
    const deadline = Date.now() + 30_000;
    let health: Response | undefined;
    while (!health && Date.now() < deadline) {
      health = await fetch("http://127.0.0.1:3222/healthz").catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(health?.status).toBe(200);
    const page = await fetch("http://127.0.0.1:3222/?from=log-test");
    const id = page.headers.get("x-request-id");
    expect(id).toBeTruthy();
    await expect
      .poll(
        () =>
          output()
            .stdout.split("\n")
            .filter((line) => line.includes(id!)).length,
      )
      .toBe(1);
    const line = output()
      .stdout.split("\n")
      .find((l) => l.includes(id!))!;
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({
      req: { id, method: "GET", url: "/?from=log-test" },
      res: { statusCode: 200 },
    });
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
});
