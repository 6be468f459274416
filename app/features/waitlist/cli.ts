/**
 * `npm run waitlist -- export|stats`: the team's view of the waitlist (usage in ./cli-options.ts).
 * The list goes to stdout only, never to a log; anything wrong is one line on stderr. Exit codes: 0
 * done, 1 the database could not be opened or read, 2 wrong arguments (nothing opened).
 */
import { CliFailure, oneLine, openCliDatabase, readCliConfig, runCli, writeOut } from "~/platform/cli.server";
import type { Config } from "~/platform/config.server";

import { WAITLIST_USAGE, type WaitlistCommand, parseWaitlistArgs } from "./cli-options";
import { waitlistCommandOutput } from "./command.server";

async function run(command: Exclude<WaitlistCommand, { command: "help" }>, config: Config): Promise<void> {
  const database = await openCliDatabase(config);
  try {
    let output: string;
    try {
      output = await waitlistCommandOutput(database.db, command);
    } catch (error) {
      throw new CliFailure(`Cannot read the waitlist: ${oneLine((error as Error).message)}`, 1);
    }
    await writeOut(output);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const parsed = parseWaitlistArgs(process.argv.slice(2));
  if (!parsed.ok) throw new CliFailure(parsed.error, 2);
  if (parsed.value.command === "help") {
    await writeOut(`${WAITLIST_USAGE}\n`);
    return 0;
  }
  await run(parsed.value, readCliConfig());
  return 0;
}

runCli("waitlist", main);
