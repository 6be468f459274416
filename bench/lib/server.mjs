// Starting and stopping the production server for a benchmark: its own port, its own fresh data
// directory, rate limits off, and nothing else of the machine's environment deciding the outcome.
// The process itself is started as the tests start theirs (dev/harness/server-process.ts),
// which is TypeScript: the bench scripts run under tsx.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { startServerProcess } from "../../dev/harness/server-process.ts";

/** `npm run build`; a benchmark of a stale bundle measures the wrong code. */
export function build() {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed; see above");
}

/**
 * Starts `node server.js` and resolves once /healthz answers. Its origin, http://127.0.0.1:<port>, is
 * also PUBLIC_URL: Better Auth trusts only that origin, and the canonical URLs Lighthouse checks
 * point at it.
 * @param {{ port: number, databaseUrl?: string, env?: Record<string, string>, cwd?: string }} options
 * `cwd` serves another checkout's build (bench/taps.mjs compares an older commit with this one).
 */
export async function startServer({ port, databaseUrl = "", env = {}, cwd = process.cwd() }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "modura-bench-"));
  const server = await startServerProcess({
    port,
    cwd,
    env: {
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT: "off",
      // Set, so the server neither warns about nor writes a generated one.
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
  });
  return {
    origin: server.url,
    pid: /** @type {number} */ (server.child.pid),
    dataDir,
    /** SIGTERM, then waits for the exit: the database is closed once this resolves. */
    stop: () => server.stop(),
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
