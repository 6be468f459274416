/**
 * `npm run waitlist -- export|stats`: the team's view of the waitlist (usage in ./cli-options.ts).
 * The list goes to stdout only, never to a log; anything wrong is one line on stderr. Exit codes: 0
 * done, 1 the database could not be opened or read, 2 wrong arguments (nothing opened).
 */
import fs from "node:fs";

import { type Database, openDatabase, pgliteDir } from "~/db/client.server";
import { waitlistExportRows, waitlistStats } from "~/db/waitlist-report.server";
import { type Config, ConfigError, readConfig } from "~/server/config.server";

import { WAITLIST_USAGE, type WaitlistCommand, parseWaitlistArgs } from "./cli-options";
import { exportCsv, exportJson, formatStats } from "./report";

class Failure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

function write(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(text, (error) =>
      // `… | head`: the reader has gone, which is no error of ours.
      error && (error as NodeJS.ErrnoException).code !== "EPIPE" ? reject(error) : resolve(),
    ),
  );
}

async function open(config: Config): Promise<Database> {
  // A read must not create a database: a missing one is most likely a wrong DATA_DIR.
  if (!config.databaseUrl && !fs.existsSync(pgliteDir(config.dataDir)))
    throw new Failure(
      `No embedded database in ${config.dataDir}: set DATA_DIR to the server's data directory, or DATABASE_URL.`,
      1,
    );
  try {
    return await openDatabase(config);
  } catch (error) {
    const where = config.databaseUrl ? "DATABASE_URL" : `DATA_DIR (${config.dataDir})`;
    const message = oneLine((error as Error).message);
    // The data-directory lock's message already says what to do.
    throw new Failure(
      message.startsWith("The embedded database")
        ? message
        : `Cannot open the database at ${where}: ${message}`,
      1,
    );
  }
}

async function run(command: Exclude<WaitlistCommand, { command: "help" }>, config: Config): Promise<void> {
  const database = await open(config);
  try {
    let output: string;
    try {
      if (command.command === "export") {
        const rows = await waitlistExportRows(database.db, {
          confirmedOnly: command.confirmedOnly,
          since: command.since,
        });
        output = command.format === "json" ? exportJson(rows) : exportCsv(rows);
      } else {
        output = formatStats(await waitlistStats(database.db, command.top));
      }
    } catch (error) {
      throw new Failure(`Cannot read the waitlist: ${oneLine((error as Error).message)}`, 1);
    }
    await write(output);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const parsed = parseWaitlistArgs(process.argv.slice(2));
  if (!parsed.ok) throw new Failure(parsed.error, 2);
  if (parsed.value.command === "help") {
    await write(`${WAITLIST_USAGE}\n`);
    return 0;
  }
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new Failure(error.message, 1);
    throw error;
  }
  await run(parsed.value, config);
  return 0;
}

// Without a listener a closed pipe would crash the process before the database is closed.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Failure) {
      process.stderr.write(`waitlist: ${error.message}\n`);
      process.exit(error.exitCode);
    }
    process.stderr.write(`waitlist: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
    process.exit(1);
  },
);
