import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

/**
 * The production build as a process of its own (`node server.js`), for the tests that stop, kill
 * and restart it (e2e, tests/resilience) and for the benchmarks (bench/lib/server.mjs): the one place
 * any of them spawns a server.
 */
export type ServerProcessOptions = {
  port: number;
  /** Added to the defaults (production, PUBLIC_URL the loopback origin, the embedded database, no Redis, LOG_LEVEL warn), and wins over them. */
  env?: Record<string, string>;
  /** Another checkout to run (bench/taps.mjs measures an older commit's build). */
  cwd?: string;
  /** Also print what the server prints; it is kept in `lines` either way. */
  echo?: boolean;
};

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, which is also its PUBLIC_URL unless `env` says otherwise. */
  url: string;
  /** Everything the server printed so far, stdout and stderr, one entry per line (its logs are JSON lines). */
  lines: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGTERM, the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs, as in a crash or an out-of-memory kill. */
  kill9(): Promise<void>;
};

/** Starts `node server.js` and returns at once, without waiting for it to listen (or to fail). */
export function spawnServerProcess({
  port,
  env = {},
  cwd,
  echo = true,
}: ServerProcessOptions): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      // 127.0.0.1 rather than localhost, so that no client tries ::1 first; Better Auth trusts only this origin.
      PUBLIC_URL: url,
      // The embedded database and its rate-limit store, even when CI exports these for the server tests.
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    // The IPC channel carries the server's "ready" once it listens (server/start.ts).
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    cwd,
  });
  const lines: string[] = [];
  const collect = (echoTo: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (echo) echoTo.write(chunk);
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  };
  child.stdout!.on("data", collect(process.stdout));
  child.stderr!.on("data", collect(process.stderr));
  const exited = once(child, "exit").then(([code, signal]) => (code ?? signal) as number | string | null);
  // A test that times out never reaches its stop(): the server must not outlive the process that
  // started it, holding the port for the next run.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  return {
    child,
    url,
    lines,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      return child.exitCode;
    },
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Starts `node server.js` and resolves once it says it is listening (its "ready" message). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const healthz = `http://127.0.0.1:${options.port}/healthz`;
  // A server left over from a failed run would answer in this one's place.
  if (await isHealthy(healthz)) throw new Error(`port ${options.port} is already taken by another server`);
  const server = spawnServerProcess(options);
  const ready = new Promise<"ready">((resolve) =>
    server.child.on("message", (message) => {
      if (message === "ready") resolve("ready");
    }),
  );
  const outcome = await Promise.race([ready, server.exited]);
  if (outcome !== "ready")
    throw new Error(`the server on ${options.port} exited with ${outcome}:\n${server.lines.join("\n")}`);
  return server;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
