import {
  type BroadcastRow,
  dueScheduledIds,
  lockDueScheduled,
  setSchedule,
  userEmails,
} from "~/db/broadcasts.server";
import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { auditBroadcast } from "./drafts.server";
import { readSegment } from "./forms";
import { startBroadcast } from "./sending.server";

/**
 * Schedules a draft (or moves its time) with its audit entry, in one transaction: it starts then
 * as `actor`. False when it is no longer a draft.
 */
export async function scheduleBroadcast(
  db: Db,
  broadcast: Pick<BroadcastRow, "id" | "subject" | "scheduledFor">,
  at: Date,
  actor: TeamActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setSchedule(tx, broadcast.id, { at, by: actor.id }))) return false;
    await auditBroadcast(tx, broadcast, actor, AUDIT_ACTIONS.broadcastScheduled, {
      at: at.toISOString(),
      ...(broadcast.scheduledFor ? { was: broadcast.scheduledFor.toISOString() } : {}),
    });
    return true;
  });
}

/** Takes a draft's schedule away with its audit entry, in one transaction. False when it is no longer a draft. */
export async function unscheduleBroadcast(
  db: Db,
  broadcast: Pick<BroadcastRow, "id" | "subject" | "scheduledFor">,
  actor: TeamActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setSchedule(tx, broadcast.id, null))) return false;
    await auditBroadcast(tx, broadcast, actor, AUDIT_ACTIONS.broadcastUnscheduled, {
      was: broadcast.scheduledFor?.toISOString() ?? null,
    });
    return true;
  });
}

export type ScheduledStart = { id: string; subject: string; total: number };

/**
 * Starts the scheduled drafts whose time has come (by the database's clock), each in a transaction
 * of its own that holds its row, as the admin who scheduled it, audited as their start. Run by
 * every instance's dispatcher: the row lock and the draft-only update start each one once. Its
 * segment is counted now; a segment that no longer reads is stopped by the dispatcher's next pass,
 * as any sending broadcast's is.
 */
export async function startDueBroadcasts(db: Db): Promise<ScheduledStart[]> {
  const started: ScheduledStart[] = [];
  for (const id of await dueScheduledIds(db)) {
    const start = await db.transaction(async (tx) => {
      const broadcast = await lockDueScheduled(tx, id);
      if (!broadcast?.scheduledBy) return undefined;
      const { filters } = readSegment(broadcast.segment);
      const result = await startBroadcast(tx, id, { startedBy: broadcast.scheduledBy, filters });
      if (!result) return undefined;
      const emails = await userEmails(tx, [broadcast.scheduledBy]);
      await recordAudit(tx, {
        actorId: broadcast.scheduledBy,
        actorEmail: emails.get(broadcast.scheduledBy) ?? "a former team member",
        action: AUDIT_ACTIONS.broadcastStarted,
        subject: broadcast.subject,
        details: {
          broadcastId: id,
          segment: broadcast.segment,
          total: result.total,
          scheduledFor: broadcast.scheduledFor?.toISOString(),
        },
      });
      return { id, subject: broadcast.subject, total: result.total };
    });
    if (start) started.push(start);
  }
  return started;
}
