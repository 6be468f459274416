/**
 * `npm run team -- grant|revoke|list`: who is on the launch room's team, from a shell on the server
 * (usage in ./cli-options.ts). What happened is one line on stdout; anything wrong, one line on
 * stderr. Exit codes: 0 done or nothing to change, 1 the database could not be opened, read or
 * written, 2 wrong arguments (nothing opened) or no account with that address (nothing changed).
 */
import os from "node:os";

import { listTeam } from "~/db/team.server";
import { CliFailure, oneLine, openCliDatabase, readCliConfig, runCli, writeOut } from "~/platform/cli.server";
import type { Config } from "~/platform/config.server";

import { TEAM_USAGE, type TeamCommand, parseTeamArgs } from "./cli-options";
import { type RoleChangeOutcome, roleChangeMessage } from "./role-change";
import { type RoleActor, changeRole } from "./roles.server";
import { formatTeamList } from "./team-list";

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

async function run(command: Exclude<TeamCommand, { command: "help" }>, config: Config): Promise<void> {
  const database = await openCliDatabase(config);
  try {
    if (command.command === "list") {
      let output: string;
      try {
        output = formatTeamList(await listTeam(database.db));
      } catch (error) {
        throw new CliFailure(`Cannot read the team: ${oneLine((error as Error).message)}`, 1);
      }
      await writeOut(output);
      return;
    }
    const role = command.command === "grant" ? command.role : null;
    let outcome: RoleChangeOutcome;
    try {
      outcome = await changeRole(database.db, { email: command.email, role, actor: commandActor() });
    } catch (error) {
      throw new CliFailure(`Cannot change the role: ${oneLine((error as Error).message)}`, 1);
    }
    if (outcome.kind === "unknown-email" || outcome.kind === "unverified-email")
      throw new CliFailure(roleChangeMessage(outcome), 2);
    await writeOut(`${roleChangeMessage(outcome)}\n`);
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
