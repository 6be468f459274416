import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import { type MemberFilters, countMembers } from "~/db/team-members.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import type { TeamActor } from "./access.server";
import { membersSearch } from "./member-filters";

/** An export's audit entry: who, from where, the filters as the members view writes them, how many rows. */
export async function auditExport(db: Db, filters: MemberFilters, actor: TeamActor): Promise<void> {
  const rows = await countMembers(db, filters);
  await recordAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: AUDIT_ACTIONS.export,
    subject: membersSearch(filters).slice(1),
    details: { rows },
    ipAddress: actor.ipAddress,
  });
}
