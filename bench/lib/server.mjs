// Starting and stopping the production server for a benchmark: its own port, its own fresh data
// directory, rate limits off, and nothing else of the machine's environment deciding the outcome.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** `npm run build`; a benchmark of a stale bundle measures the wrong code. */
export function build() {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed; see above");
}

/**
 * Starts `node server.js` and resolves once /healthz answers. The origin is 127.0.0.1 rather than
 * localhost so that no client tries ::1 first, and it is also PUBLIC_URL: Better Auth trusts only
 * that origin, and the canonical URLs Lighthouse checks point at it.
 * @param {{ port: number, databaseUrl?: string, env?: Record<string, string>, cwd?: string }} options
 * `cwd` serves another checkout's build (bench/taps.mjs compares an older commit with this one).
 */
export async function startServer({ port, databaseUrl = "", env = {}, cwd = process.cwd() }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "modura-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      // Set, so the server neither warns about nor writes a generated one.
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
    cwd,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer ${origin}/healthz within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    pid: /** @type {number} */ (child.pid),
    dataDir,
    /** SIGTERM, then waits for the exit: the database is closed once this resolves. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      return child.exitCode;
    },
    removeData() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The resident memory of a process in MiB, from /proc (Linux), or null once it is gone. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}
