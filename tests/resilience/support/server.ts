import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

import { stopServerProcess } from "../../e2e/support/server-process";

/** Every instance of a test shares it, as several production instances must (docs/operations.md). */
export const SHARED_AUTH_SECRET = "resilience-secret-shared-by-every-instance-0123456789";

export type ServerInstance = {
  child: ChildProcess;
  url: string;
  /** Everything the server printed so far, one entry per line (its logs are JSON lines). */
  lines: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGKILL: no shutdown code runs, as in a crash or an out-of-memory kill. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/**
 * Runs the production build (`node server.js`) on `port` with the given variables and waits for
 * /healthz. Rate limits are off (bursts come from one address); the auth secret is shared.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ServerInstance> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: "",
      // The database's rate-limit store, even when CI exports REDIS_URL for the store's own tests.
      REDIS_URL: "",
      BETTER_AUTH_SECRET: SHARED_AUTH_SECRET,
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = once(child, "exit").then(([code, signal]) => (code ?? signal) as number | string | null);

  const instance: ServerInstance = {
    child,
    url,
    lines,
    exited,
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
    stop: () => stopServerProcess(child),
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server on ${port} exited with ${child.exitCode}:\n${lines.join("\n")}`);
    }
    if (await isHealthy(url)) return instance;
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} was not healthy within 30 s:\n${lines.join("\n")}`);
}

export async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it is true; resolves with the milliseconds it took. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** POSTs one sign-up as the site's own page would. */
export function postWaitlist(url: string, email: string, fullName = "Resilience Test"): Promise<Response> {
  return fetch(`${url}/api/waitlist`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ fullName, email, primaryActivity: "trail" }),
  });
}
