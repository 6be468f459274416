/**
 * What the server's commands (`npm run waitlist`, `npm run team`) share: one-line errors on stderr
 * with exit codes, stdout that a closed pipe (`… | head`) does not crash, the config read once, and
 * the database opened without ever creating one.
 */
import os from "node:os";
import fs from "node:fs";

import { type Database, openDatabase, pgliteDir } from "~/db/client.server";
import { type Config, ConfigError, readConfig } from "~/platform/config.server";

/** An error the command answers with one line on stderr and this exit code. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

export const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/** Writes to stdout, resolving once written; a reader that has gone is no error of ours. */
export function writeOut(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(text, (error) =>
      error && (error as NodeJS.ErrnoException).code !== "EPIPE" ? reject(error) : resolve(),
    ),
  );
}

/** The server's config, or a failure with its one-line message. */
export function readCliConfig(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliFailure(error.message, 1);
    throw error;
  }
}

/**
 * The server's database. A command never creates one: a missing embedded database is most likely a
 * wrong DATA_DIR.
 */
export async function openCliDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl && !fs.existsSync(pgliteDir(config.dataDir)))
    throw new CliFailure(
      `No embedded database in ${config.dataDir}: set DATA_DIR to the server's data directory, or DATABASE_URL.`,
      1,
    );
  try {
    return await openDatabase(config);
  } catch (error) {
    const where = config.databaseUrl ? "DATABASE_URL" : `DATA_DIR (${config.dataDir})`;
    const message = oneLine((error as Error).message);
    // The data-directory lock's message already says what to do.
    throw new CliFailure(
      message.startsWith("The embedded database")
        ? message
        : `Cannot open the database at ${where}: ${message}`,
      1,
    );
  }
}

/** Runs a command's `main` and exits with its code; any error is one line, prefixed with `name`. */
export function runCli(name: string, main: () => Promise<number>): void {
  // Without a listener a closed pipe would crash the process before the database is closed.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message =
        error instanceof CliFailure
          ? error.message
          : oneLine(error instanceof Error ? error.message : String(error));
      process.stderr.write(`${name}: ${message}\n`);
      process.exit(error instanceof CliFailure ? error.exitCode : 1);
    },
  );
}

/** The audit log's "who" for the command: the shell's user, since a command has no account. */
export function commandActor(): { id: null; email: string; ipAddress: null } {
  let name: string;
  try {
    name = os.userInfo().username;
  } catch {
    // A container user with no passwd entry.
    name = process.env.USER || String(process.getuid?.() ?? "unknown");
  }
  return { id: null, email: `cli:${name}`, ipAddress: null };
}
