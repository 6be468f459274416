import type { Db } from "~/db/queryable";
import { listTeam } from "~/db/team.server";

import type { TeamCommand } from "./cli-options";
import { roleChangeMessage } from "./role-change";
import { type RoleActor, changeRole } from "./roles.server";
import { formatTeamList } from "./team-list";

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
