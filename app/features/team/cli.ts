/**
 * `npm run team -- grant|revoke|list`: who is on the launch room's team, from a shell on the server
 * (usage in ./cli-options.ts). What happened is one line on stdout; anything wrong, one line on
 * stderr. Exit codes: 0 done or nothing to change, 1 the database could not be opened, read or
 * written, 2 wrong arguments (nothing opened) or no account with that address (nothing changed).
 */
import {
  CliFailure,
  commandActor,
  oneLine,
  openCliDatabase,
  readCliConfig,
  runCli,
  writeOut,
} from "~/platform/cli.server";
import type { Config } from "~/platform/config.server";

import { TEAM_USAGE, type TeamCommand, parseTeamArgs } from "./cli-options";

import { teamCommandOutput } from "./command.server";

async function run(command: Exclude<TeamCommand, { command: "help" }>, config: Config): Promise<void> {
  const database = await openCliDatabase(config);
  try {
    let answer: { text: string; refused: boolean };
    try {
      answer = await teamCommandOutput(database.db, command, commandActor());
    } catch (error) {
      const doing = command.command === "list" ? "read the team" : "change the role";
      throw new CliFailure(`Cannot ${doing}: ${oneLine((error as Error).message)}`, 1);
    }
    if (answer.refused) throw new CliFailure(answer.text, 2);
    await writeOut(command.command === "list" ? answer.text : `${answer.text}\n`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const parsed = parseTeamArgs(process.argv.slice(2));
  if (!parsed.ok) throw new CliFailure(parsed.error, 2);
  if (parsed.value.command === "help") {
    await writeOut(`${TEAM_USAGE}\n`);
    return 0;
  }
  await run(parsed.value, readCliConfig());
  return 0;
}

runCli("team", main);
