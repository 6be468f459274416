import { execFile as execFileCallback, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFile = promisify(execFileCallback);

/** A throwaway PostgreSQL server of the test's own, which the test may stop and start at will. */
export type PostgresCluster = {
  port: number;
  /** A connection URL for `database` (default: postgres) on this cluster. */
  url(database?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server (if running) and removes its files. */
  destroy(): Promise<void>;
};

/** The newest installed PostgreSQL's binaries, or PG_BIN; undefined (with a warning) when there are none. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, "bin", "initdb")))
    : [];
  const newest = versions.sort((x, y) => Number(y) - Number(x))[0];
  if (newest) return path.join(root, newest, "bin");
  console.warn(
    `No PostgreSQL binaries under ${root} (set PG_BIN to the folder holding initdb): the tests that stop and start a PostgreSQL are skipped`,
  );
  return undefined;
}

/**
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user
 * (the PostgreSQL packages create it) and its commands run through runuser.
 */
function asClusterOwner(): { prefix: string[]; chown(dir: string): void } {
  if (process.getuid?.() !== 0) return { prefix: [], chown: () => {} };
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { prefix: ["runuser", "-u", "postgres", "--"], chown: (dir) => fs.chownSync(dir, uid, gid) };
}

/**
 * `port` must lie below Linux's ephemeral range (32768–60999): a port in it can be held at that
 * moment by any outgoing connection of the suite, and PostgreSQL then cannot bind it (CI saw this).
 */
export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  if (port >= 32768) throw new Error(`cluster port ${port} is in the ephemeral range; use one below 32768`);
  const bin = postgresBinDir();
  if (!bin) throw new Error("no PostgreSQL binaries found (set PG_BIN to the folder holding initdb)");
  const owner = asClusterOwner();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-pg-cluster-"));
  owner.chown(root);
  const dataDir = path.join(root, "data");
  const log = path.join(root, "server.log");

  const run = async (command: string, args: string[]) => {
    const [file, ...rest] = [...owner.prefix, path.join(bin, command), ...args];
    await execFile(file!, rest, { timeout: 60_000 });
  };
  // pg_ctl's own error only says "Examine the log output"; a CI log must say why.
  const withServerLog = (error: unknown): never => {
    const tail = fs.existsSync(log)
      ? fs.readFileSync(log, "utf8").trim().split("\n").slice(-8).join("\n")
      : "(no log)";
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver.log:\n${tail}`);
  };

  // Trust auth on loopback only, no fsync: this cluster exists for one test run.
  await run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;

  const cluster: PostgresCluster = {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await run("pg_ctl", ["-D", dataDir, "-l", log, "-o", options, "-w", "-t", "30", "start"]).catch(
        withServerLog,
      );
      running = true;
    },
    async stop() {
      // fast: what an operator's restart or a failover does to open connections (they are cut).
      await run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"]);
      running = false;
    },
    async destroy() {
      if (running) await run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
      running = false;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
