import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import { type MemberFilters, countMembersUpTo } from "~/db/team-members.server";
import { AUDIT_ACTIONS } from "~/vocabulary";
import type { TeamActor } from "~/platform/team-access.server";

import { COUNT_CAP, membersSearch } from "~/lib/member-filters";
import { exportedRows } from "./members-csv";

/**
 * An export's audit entry: who, from where, the filters as the members view writes them, and how
 * many rows they match, counted as the view counts them: exactly up to COUNT_CAP, past it "more
 * than" (decision 041). The entry is written before the first byte, and an exact count of a broad
 * search at a million members held the download back for most of a second; the filters and the
 * time say which members they were.
 */
export async function auditExport(db: Db, filters: MemberFilters, actor: TeamActor): Promise<void> {
  const counted = await countMembersUpTo(db, filters, COUNT_CAP);
  await recordAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: AUDIT_ACTIONS.export,
    subject: membersSearch(filters).slice(1),
    details: { rows: exportedRows(counted, COUNT_CAP) },
    ipAddress: actor.ipAddress,
  });
}
