/**
 * Backups and restores of either database, for `npm run data` (./cli.ts) and the scheduled backups
 * (backupJob below). The embedded database is dumped by whoever holds it (the server, through its
 * control socket, or the command itself); PostgreSQL by pg_dump beside any number of servers.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import type { Logger } from "pino";
import pg from "pg";

import { countRows, userTables } from "~/db/catalog.server";
import { type Database, openPglite, openPostgres, pgliteDir } from "~/db/client.server";
import { DataDirInUseError } from "~/db/data-dir-lock.server";
import { GENERATED_SECRET_FILE } from "~/platform/auth-secret.server";
import type { Config } from "~/platform/config.server";
import type { JobDefinition, SetTimer } from "~/platform/jobs.server";

import {
  type BackupHeader,
  type BackupKind,
  KIND_NAMES,
  MAX_HEADER_BYTES,
  backupsToPrune,
  headerLine,
  readHeader,
  scheduledAt,
  scheduledName,
} from "./backup-file";

/** A refusal or failure whose message is one line for the operator. */
export class DataError extends Error {
  override name = "DataError";
  constructor(
    message: string,
    /** 2: refused before anything was changed (wrong kind, a non-empty target); 1: failed. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/** What a backup is taken of. */
export type BackupSource =
  { kind: "pglite"; dump: () => Promise<Buffer> } | { kind: "postgres"; databaseUrl: string };

/**
 * The secret the server generated into DATA_DIR, when it uses one: a restore needs it to decrypt
 * the team's second factors (Better Auth encrypts them with the auth secret).
 */
function generatedSecret(config: Config): string | undefined {
  if (config.authSecret) return undefined;
  try {
    return fs.readFileSync(path.join(config.dataDir, GENERATED_SECRET_FILE), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes a backup of `source` to `file`: whole or not at all (written beside it, then renamed),
 * mode 0600 since it holds password hashes and sessions. Refuses to replace an existing file.
 */
export async function writeBackup(
  file: string,
  source: BackupSource,
  config: Config,
  now = new Date(),
): Promise<{ kind: BackupKind; bytes: number }> {
  if (fs.existsSync(file)) throw new DataError(`${file} exists already: name a new file`, 2);
  const authSecret = generatedSecret(config);
  const header: BackupHeader = {
    version: 1,
    kind: source.kind,
    createdAt: now.toISOString(),
    ...(authSecret ? { authSecret } : {}),
  };
  const partial = `${file}.partial`;
  try {
    if (source.kind === "pglite") {
      const dump = await source.dump();
      fs.writeFileSync(partial, Buffer.concat([headerLine(header), dump]), { mode: 0o600 });
    } else {
      fs.writeFileSync(partial, headerLine(header), { mode: 0o600 });
      await pgDump(source.databaseUrl, partial);
    }
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    // A file-system error names the .partial file; the operator named FILE.
    if (code && !(error instanceof DataError)) throw new DataError(`cannot write ${file}: ${code}`);
    throw error;
  }
  return { kind: source.kind, bytes: fs.statSync(file).size };
}

/** A PostgreSQL client program's failure as one line: not installed, or what it printed. */
function toolFailure(
  tool: string,
  error: NodeJS.ErrnoException | undefined,
  stderr: string,
  code: number | null,
) {
  if (error?.code === "ENOENT")
    return new DataError(
      `${tool} is not installed (or not on PATH): install PostgreSQL's client tools of your server's major version (e.g. apt-get install postgresql-client)`,
    );
  const said = oneLine(stderr).replace(new RegExp(`^${tool}: (error: )?`), "");
  return new DataError(
    `${tool} failed${code === null ? "" : ` (exit ${code})`}: ${said || error?.message || "no reason given"}`,
  );
}

/** Runs a PostgreSQL client program; stdin from `input` (a file and offset) and stdout appended to `output`. */
function runTool(
  tool: "pg_dump" | "pg_restore",
  args: string[],
  { input, output }: { input?: { file: string; start: number }; output?: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    let outFd: number | undefined;
    try {
      outFd = output === undefined ? undefined : fs.openSync(output, "a");
    } catch (error) {
      reject(error as Error);
      return;
    }
    const child = spawn(tool, args, {
      stdio: [input ? "pipe" : "ignore", outFd ?? "ignore", "pipe"],
      // Never a password prompt: a command that waits for a tty is a hung cron job.
      env: { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? "10" },
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString("utf8");
    });
    let spawnError: NodeJS.ErrnoException | undefined;
    child.once("error", (error: NodeJS.ErrnoException) => {
      spawnError = error;
    });
    if (input && child.stdin) {
      pipeline(fs.createReadStream(input.file, { start: input.start }), child.stdin).catch(() => {
        // The program stopped reading: its exit code and stderr say why.
      });
    }
    child.once("close", (code) => {
      if (outFd !== undefined) fs.closeSync(outFd);
      if (!spawnError && code === 0) resolve();
      else reject(toolFailure(tool, spawnError, stderr, code));
    });
  });
}

function pgDump(databaseUrl: string, output: string): Promise<void> {
  // Custom format: compressed, and pg_restore can restore it into an empty database.
  return runTool("pg_dump", ["--format=custom", "--no-password", `--dbname=${databaseUrl}`], { output });
}

/** Where a URL points, without its password: for messages. */
export function shownUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "the PostgreSQL URL";
  }
}

/** The user tables of a PostgreSQL database, any schema: an empty database has none. */
async function postgresTableCount(databaseUrl: string): Promise<{ count: number; some: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(`
      select n.nspname || '.' || c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'
       order by 1`);
    return { count: result.rows.length, some: result.rows.slice(0, 3).map((row) => row.name) };
  } finally {
    await client.end();
  }
}

export type Restored = {
  kind: BackupKind;
  createdAt: string;
  where: string;
  /** Rows per table of the restored database, the empty ones left out. */
  rows: Record<string, number>;
  /** What the command should tell about the auth secret, if anything. */
  secretNote: string | undefined;
};

/**
 * Restores `file` into the configured database, which must be empty: a data directory without an
 * embedded database, or a PostgreSQL database without tables. The backup's kind must match the
 * configuration (DATABASE_URL set or not): a refusal says what to do instead.
 */
export async function restoreBackup(file: string, config: Config): Promise<Restored> {
  let start: Buffer;
  try {
    const fd = fs.openSync(file, "r");
    try {
      start = Buffer.alloc(MAX_HEADER_BYTES + 1);
      start = start.subarray(0, fs.readSync(fd, start, 0, start.length, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw new DataError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      2,
    );
  }
  const read = readHeader(start);
  if (!read.ok) throw new DataError(`${file} ${read.error}`, 2);
  const { header, payloadOffset } = read;
  const target = config.databaseUrl ? "postgres" : "pglite";
  if (header.kind !== target)
    throw new DataError(
      header.kind === "pglite"
        ? `${file} is a backup of ${KIND_NAMES.pglite}, and DATABASE_URL is set: unset it to restore into DATA_DIR (then npm run data -- move-to copies it into PostgreSQL)`
        : `${file} is a backup of PostgreSQL: set DATABASE_URL to an empty PostgreSQL database to restore it there`,
      2,
    );

  let database: Database;
  let where: string;
  if (config.databaseUrl) {
    where = shownUrl(config.databaseUrl);
    let tables;
    try {
      tables = await postgresTableCount(config.databaseUrl);
    } catch (error) {
      throw new DataError(`cannot connect to ${where}: ${oneLine((error as Error).message)}`);
    }
    if (tables.count > 0)
      throw new DataError(
        `${where} is not empty (${tables.count} tables, ${tables.some.join(", ")}…): restore into a new database (createdb)`,
        2,
      );
    await runTool(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        "--no-password",
        `--dbname=${config.databaseUrl}`,
      ],
      { input: { file, start: payloadOffset } },
    );
    // A backup of an older version gets this version's migrations, as a start would apply them.
    database = await openPostgres(config.databaseUrl, 1);
  } else {
    const dir = pgliteDir(config.dataDir);
    where = dir;
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
      throw new DataError(
        `DATA_DIR (${config.dataDir}) already holds a database: restore into an empty data directory`,
        2,
      );
    const dump = fs.readFileSync(file).subarray(payloadOffset);
    try {
      database = await openPglite(dir, { restore: new Blob([dump]) });
    } catch (error) {
      // What a failed load left is removed, so that the restore can be run again; never a
      // directory another process holds, or one that filled up meanwhile.
      const ours = !(error instanceof DataDirInUseError) && !/is not empty/.test((error as Error).message);
      if (ours) fs.rmSync(dir, { recursive: true, force: true });
      const reason =
        oneLine((error as Error).message) || "the dump could not be loaded (a damaged or cut-short file?)";
      throw new DataError(`cannot restore into ${dir}: ${reason}`);
    }
  }
  let rows: Record<string, number>;
  try {
    rows = await tableRows(database);
  } finally {
    await database.close();
  }
  return {
    kind: header.kind,
    createdAt: header.createdAt,
    where,
    rows,
    secretNote: restoreSecret(header, config),
  };
}

/** Puts the backup's generated auth secret back into DATA_DIR when nothing else provides one. */
function restoreSecret(header: BackupHeader, config: Config): string | undefined {
  if (!header.authSecret) return undefined;
  if (config.authSecret)
    return header.authSecret === config.authSecret
      ? undefined
      : "The backup was made with the generated secret of its DATA_DIR, not BETTER_AUTH_SECRET: second factors enrolled then need that secret (it is in the backup's first line).";
  const file = path.join(config.dataDir, GENERATED_SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, header.authSecret, { flag: "wx", mode: 0o600 });
    return `The backup's auth secret is in ${file}.`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim() === header.authSecret
    ? undefined
    : `${file} differs from the backup's auth secret and was kept: second factors enrolled before the backup need the backup's (in its first line).`;
}

/** Rows of every user table, the empty ones left out. */
async function tableRows(database: Database): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of await userTables(database.db)) {
    const count = await countRows(database.db, table.name);
    if (count > 0) rows[table.name] = count;
  }
  return rows;
}

/** The source of a backup of the open `database` (the server's own, or one a command opened). */
export function backupSourceOf(database: Database, config: Config): BackupSource {
  if (database.pglite) {
    const { dump } = database.pglite;
    return { kind: "pglite", dump: async () => Buffer.from(await (await dump()).arrayBuffer()) };
  }
  return { kind: "postgres", databaseUrl: config.databaseUrl! };
}

/** What /metrics tells of the scheduled backups (server/metric-series.ts). */
export type BackupStatus = {
  /** When the newest backup in BACKUP_DIR was taken (by this process or an earlier one). */
  lastSuccess: Date | undefined;
  /** Failed runs since this process started. */
  failures: number;
};

export type BackupJobOptions = {
  source: BackupSource;
  config: Config;
  dir: string;
  keep: number;
  everyMs: number;
  logger: Logger;
  status: BackupStatus;
  now?: () => Date;
  setTimer?: SetTimer;
};

export type BackupRun = { file: string; bytes: number } | { skippedForMs: number };

/**
 * The scheduled backups as one of the jobs (jobs.server.ts): a backup into BACKUP_DIR whenever the
 * newest one there is `everyMs` old, then the oldest pruned down to `keep`. A restart does not
 * take an extra one (so a crash loop cannot prune the good backups away): the first run waits
 * for the newest backup to come due.
 */
export function backupJob({
  source,
  config,
  dir,
  keep,
  everyMs,
  logger,
  status,
  now = () => new Date(),
  setTimer,
}: BackupJobOptions): JobDefinition<BackupRun> {
  return {
    name: "backups",
    logger,
    failure: `the database cannot be backed up into ${dir}`,
    recovery: "backups succeed again",
    everyMs,
    async run() {
      try {
        return await backUp();
      } catch (error) {
        status.failures += 1;
        throw error;
      }
    },
    nextInMs: (run) => ("skippedForMs" in run ? run.skippedForMs : everyMs),
    setTimer,
  };

  async function backUp(): Promise<BackupRun> {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const newest = fs
      .readdirSync(dir)
      .map(scheduledAt)
      .filter((at): at is Date => at !== undefined)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (newest && (!status.lastSuccess || newest > status.lastSuccess)) status.lastSuccess = newest;
    const at = now();
    const due = newest ? newest.getTime() + everyMs - at.getTime() : 0;
    if (due > 0) return { skippedForMs: due };
    const file = path.join(dir, scheduledName(at));
    const started = Date.now();
    const written = await writeBackup(file, source, config, at);
    const pruned = backupsToPrune(fs.readdirSync(dir), keep);
    for (const name of pruned) fs.rmSync(path.join(dir, name), { force: true });
    status.lastSuccess = at;
    logger.info(
      { file, bytes: written.bytes, ms: Date.now() - started, pruned: pruned.length },
      `backup: wrote ${file} (${written.bytes} bytes)${pruned.length ? `, removed ${pruned.length} older` : ""}`,
    );
    return { file, bytes: written.bytes };
  }
}
