/**
 * `npm run data -- backup|restore|move-to`: the whole database, from a shell on the server (usage
 * in ./cli-options.ts). What happened is printed on stdout; anything wrong is one line on stderr.
 * In app/platform rather than a capability folder: it handles every table alike, and its backups
 * are also the jobs' (backupJob) and the server's (the control socket), which are platform's.
 */
import fs from "node:fs";
import path from "node:path";

import { pgliteDir } from "~/db/client.server";
import { CliFailure, openCliDatabase, readCliConfig, runCli, writeOut } from "~/platform/cli.server";
import type { Config } from "~/platform/config.server";
import { GENERATED_SECRET_FILE } from "~/platform/auth-secret.server";

import { KIND_NAMES } from "./backup-file";
import { DataError, backupSourceOf, restoreBackup, shownUrl, writeBackup } from "./backups.server";
import { DATA_USAGE, type DataCommand, parseDataArgs } from "./cli-options";
import { requestDump } from "./control-socket.server";
import { formatCounts, moveTo } from "./move.server";

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function requireEmbedded(config: Config): string {
  const dir = pgliteDir(config.dataDir);
  if (!fs.existsSync(dir))
    throw new CliFailure(
      `No embedded database in ${config.dataDir}: set DATA_DIR to the server's data directory${config.databaseUrl ? "" : ", or DATABASE_URL"}.`,
      1,
    );
  return dir;
}

async function backup(file: string, config: Config): Promise<void> {
  const started = Date.now();
  let how: string;
  let written;
  if (config.databaseUrl) {
    written = await writeBackup(file, { kind: "postgres", databaseUrl: config.databaseUrl }, config);
    how = `pg_dump of ${shownUrl(config.databaseUrl)}`;
  } else {
    const dir = requireEmbedded(config);
    if (fs.existsSync(file)) throw new DataError(`${file} exists already: name a new file`, 2);
    const fromServer = await requestDump(dir);
    if (fromServer) {
      written = await writeBackup(file, { kind: "pglite", dump: async () => fromServer }, config);
      how = `taken by the server running on ${config.dataDir}`;
    } else {
      const database = await openCliDatabase(config);
      try {
        written = await writeBackup(file, backupSourceOf(database, config), config);
      } finally {
        await database.close();
      }
      how = `of ${config.dataDir}, with no server running`;
    }
  }
  await writeOut(
    `Backed up ${KIND_NAMES[written.kind]} into ${file} (${megabytes(written.bytes)}, ${seconds(started)}): ${how}.\n`,
  );
}

async function restore(file: string, config: Config): Promise<void> {
  const started = Date.now();
  const restored = await restoreBackup(file, config);
  const rows = Object.entries(restored.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(", ");
  const taken = restored.createdAt ? ` taken ${restored.createdAt}` : "";
  await writeOut(
    [
      `Restored ${file} (${KIND_NAMES[restored.kind]}${taken}) into ${restored.where} in ${seconds(started)}.`,
      `Rows: ${rows || "none"}.`,
      ...(restored.secretNote ? [restored.secretNote] : []),
      "",
    ].join("\n"),
  );
}

async function moveToPostgres(url: string, config: Config): Promise<number> {
  requireEmbedded(config);
  // The source is the embedded database whatever DATABASE_URL says: that is what moves.
  const moved = await moveTo(() => openCliDatabase({ ...config, databaseUrl: undefined }), url);
  const differing = moved.counts.filter((count) => count.source !== count.target);
  const total = moved.counts.reduce((sum, count) => sum + count.source, 0);
  const secret =
    !config.authSecret && fs.existsSync(path.join(config.dataDir, GENERATED_SECRET_FILE))
      ? `The sessions and second factors need the auth secret in ${path.join(config.dataDir, GENERATED_SECRET_FILE)}: start with this DATA_DIR, or set BETTER_AUTH_SECRET to its contents.`
      : undefined;
  await writeOut(
    [
      formatCounts(moved.counts, "embedded", "postgres"),
      "",
      differing.length > 0
        ? `${differing.length} tables differ (${differing.map((count) => count.table).join(", ")}): do not switch to ${shownUrl(url)}.`
        : `Moved ${total} rows into ${shownUrl(url)} in ${(moved.ms / 1000).toFixed(1)} s. Start the server with DATABASE_URL set to it.`,
      ...(secret && differing.length === 0 ? [secret] : []),
      "",
    ].join("\n"),
  );
  return differing.length > 0 ? 1 : 0;
}

async function run(command: Exclude<DataCommand, { command: "help" }>, config: Config): Promise<number> {
  try {
    switch (command.command) {
      case "backup":
        await backup(path.resolve(command.file), config);
        return 0;
      case "restore":
        await restore(path.resolve(command.file), config);
        return 0;
      case "move-to":
        return await moveToPostgres(command.url, config);
    }
  } catch (error) {
    if (error instanceof DataError) throw new CliFailure(error.message, error.exitCode);
    throw error;
  }
}

async function main(): Promise<number> {
  const parsed = parseDataArgs(process.argv.slice(2));
  if (!parsed.ok) throw new CliFailure(parsed.error, 2);
  if (parsed.value.command === "help") {
    await writeOut(`${DATA_USAGE}\n`);
    return 0;
  }
  return run(parsed.value, readCliConfig());
}

runCli("data", main);
