import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

/** A production server of our own (not the suite's shared one), for tests that stop and restart it. */
export async function startServerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${env.PORT}/healthz`;
  // A server left over from a failed run would answer the health check in this one's place.
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${env.PORT} is already taken by another server`);
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become healthy within 30 s");
}

/** Sends SIGTERM and resolves with the exit code once the server has shut down. */
export async function stopServerProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
  return child.exitCode;
}
