import os from "node:os";

import type { Db } from "~/db/queryable";
import { listTeam } from "~/db/team.server";

import type { TeamCommand } from "./cli-options";
import { roleChangeMessage } from "./role-change";
import { type RoleActor, changeRole } from "./roles.server";
import { formatTeamList } from "./team-list";

/** The audit log's "who" for the command: the shell's user, since the command has no account. */
export function commandActor(): RoleActor {
  let name: string;
  try {
    name = os.userInfo().username;
  } catch {
    // A container user with no passwd entry.
    name = process.env.USER || String(process.getuid?.() ?? "unknown");
  }
  return { id: null, email: `cli:${name}`, ipAddress: null };
}

/**
 * What `npm run team -- grant|revoke|list` does and says on `db`: the text to print and whether it
 * was a refusal (no such account, or one that has not verified its address: nothing changed).
 */
export async function teamCommandOutput(
  db: Db,
  command: Exclude<TeamCommand, { command: "help" }>,
  actor: RoleActor,
): Promise<{ text: string; refused: boolean }> {
  if (command.command === "list") return { text: formatTeamList(await listTeam(db)), refused: false };
  const role = command.command === "grant" ? command.role : null;
  const outcome = await changeRole(db, { email: command.email, role, actor });
  return {
    text: roleChangeMessage(outcome),
    refused: outcome.kind === "unknown-email" || outcome.kind === "unverified-email",
  };
}
