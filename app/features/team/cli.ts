/**
 * `npm run team -- grant|revoke|list`: who is on the launch room's team, from a shell on the server
 * (usage in ./cli-options.ts). What happened is one line on stdout; anything wrong, one line on
 * stderr. Exit codes: 0 done or nothing to change, 1 the database could not be opened, read or
 * written, 2 wrong arguments (nothing opened) or no account with that address (nothing changed).
 */
import fs from "node:fs";
import os from "node:os";

import { type Database, openDatabase, pgliteDir } from "~/db/client.server";
import { listTeam } from "~/db/team.server";
import { type Config, ConfigError, readConfig } from "~/server/config.server";

import { TEAM_USAGE, type TeamCommand, parseTeamArgs } from "./cli-options";
import { type RoleChangeOutcome, roleChangeMessage } from "./role-change";
import { type RoleActor, changeRole } from "./roles.server";
import { formatTeamList } from "./team-list";

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

/** The audit log's "who" for the command: the shell's user, since the command has no account. */
function commandActor(): RoleActor {
  let name: string;
  try {
    name = os.userInfo().username;
  } catch {
    // A container user with no passwd entry.
    name = process.env.USER || String(process.getuid?.() ?? "unknown");
  }
  return { id: null, email: `cli:${name}`, ipAddress: null };
}

async function open(config: Config): Promise<Database> {
  // A grant must not create a database: a missing one is most likely a wrong DATA_DIR.
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

async function run(command: Exclude<TeamCommand, { command: "help" }>, config: Config): Promise<void> {
  const database = await open(config);
  try {
    if (command.command === "list") {
      let output: string;
      try {
        output = formatTeamList(await listTeam(database.db));
      } catch (error) {
        throw new Failure(`Cannot read the team: ${oneLine((error as Error).message)}`, 1);
      }
      await write(output);
      return;
    }
    const role = command.command === "grant" ? command.role : null;
    let outcome: RoleChangeOutcome;
    try {
      outcome = await changeRole(database.db, { email: command.email, role, actor: commandActor() });
    } catch (error) {
      throw new Failure(`Cannot change the role: ${oneLine((error as Error).message)}`, 1);
    }
    if (outcome.kind === "unknown-email") throw new Failure(roleChangeMessage(outcome), 2);
    await write(`${roleChangeMessage(outcome)}\n`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const parsed = parseTeamArgs(process.argv.slice(2));
  if (!parsed.ok) throw new Failure(parsed.error, 2);
  if (parsed.value.command === "help") {
    await write(`${TEAM_USAGE}\n`);
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
      process.stderr.write(`team: ${error.message}\n`);
      process.exit(error.exitCode);
    }
    process.stderr.write(`team: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
    process.exit(1);
  },
);
