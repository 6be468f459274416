import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { lockDataDir } from "./data-dir-lock.server";
import type { Db } from "./queryable";
import * as schema from "./schema";

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The connections this process holds now, read without a query (for /metrics). */
  connections(): Connections;
  /** The embedded database only: its directory, and a consistent copy of it (see dumpPglite). */
  pglite?: { dir: string; dump(): Promise<Blob> };
  close(): Promise<void>;
};

/**
 * On PostgreSQL, the pool's: connections lent to a query or transaction, connections open and idle,
 * and queries waiting for one. PGlite is one connection inside the process: in use while open (it
 * runs one statement at a time and queues the rest itself, unseen here), none once closed.
 */
export type Connections = { inUse: number; idle: number; waiting: number };

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string };

const gzip = promisify(zlib.gzip);

/** Any number of processes may start at once on one PostgreSQL; this lock lets one migrate at a time. */
const MIGRATION_LOCK_KEY = 727_072_026;

/** The committed migrations, found from this file whether it runs from source or from the bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("drizzle/ migrations folder not found");
    dir = parent;
  }
}

/** The PGlite data directory inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(pgliteDir(options.dataDir));
}

/**
 * Opens (creating if needed) a PGlite directory and applies pending migrations. `restore`: a dump
 * of another (dumpPglite) to make the new database from; a directory that holds anything is refused.
 */
export async function openPglite(dir: string, { restore }: { restore?: Blob } = {}): Promise<Database> {
  // PGlite creates only the last folder of its path.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // Two processes on one PGlite directory corrupt it: the lock refuses the second, in one line.
  const lock = lockDataDir(dir);
  let client: PGlite;
  try {
    if (restore && fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
      throw new Error(`${dir} is not empty: restore into an empty data directory`);
    client = restore
      ? // The type tells PGlite to gunzip it.
        await PGlite.create({ dataDir: dir, loadDataDir: new Blob([restore], { type: "application/gzip" }) })
      : await PGlite.create(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close();
    lock.release();
    throw error;
  }
  return {
    db,
    driver: "pglite",
    async ping() {
      await client.query("select 1");
    },
    connections: () => ({ inUse: client.closed ? 0 : 1, idle: 0, waiting: 0 }),
    pglite: { dir, dump: () => dumpPglite(client) },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * The data directory as a gzipped tar (PGlite's dumpDataDir). PGlite runs one statement at a time
 * under its query mutex, but a transaction holds only its transaction mutex between statements, and
 * dumpDataDir takes only the query one: alone, it could copy the files in the middle of someone's
 * transaction. Taken under the transaction mutex too, no transaction is open while the files are
 * read (they are read in one synchronous pass), so the copy is the state after the last commit. The
 * checkpoint before it writes the changed pages out, so that the copy starts without WAL to replay.
 */
async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec("CHECKPOINT");
  const tar = await client._runExclusiveTransaction(() => client.dumpDataDir("none"));
  // Compressed after the locks are released (on libuv's threads): PGlite's own "gzip" would hold
  // every query for the seconds compression takes.
  return new Blob([await gzip(new Uint8Array(await tar.arrayBuffer()))], { type: "application/gzip" });
}

/**
 * `connectionWaitMs`: how long a query waits for a free connection before failing (a request then
 * answers 503). Five seconds serves a site; the tests, whose machine a browser suite shares, wait
 * longer, since a slow machine is not what they test.
 */
export async function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  { connectionWaitMs = 5_000 }: { connectionWaitMs?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: connectionWaitMs,
    // No JIT compiling: the launch room's counts over a million members cost enough to pass
    // jit_above_cost, and compiling them took longer than running them (0.3-1.3 s of a request;
    // decision 036). Nothing the site asks runs long enough to repay it.
    options: "-c jit=off",
  });
  // An idle client whose server went away emits 'error'; without a listener that kills the process.
  pool.on("error", () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(lockClient), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    lockClient.release();
    await pool.end();
    throw error;
  }
  await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  lockClient.release();
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    async ping() {
      await db.execute(sql`select 1`);
    },
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
