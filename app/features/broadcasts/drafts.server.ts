import { type BroadcastRow, createBroadcast, deleteDraft, updateDraft } from "~/db/broadcasts.server";
import { enqueueMail } from "~/db/mail-outbox.server";
import type { Db, Queryable } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import { findWaitlistEntryByEmail } from "~/db/waitlist.server";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { readSegment } from "./forms";

/** The compose form's value: the segment as typed or linked, already checked to be readable. */
export type DraftInput = { subject: string; body: string; segment: string };

/** A broadcast's audit entry, naming it by id and by its subject. */
export async function auditBroadcast(
  tx: Queryable,
  broadcast: Pick<BroadcastRow, "id" | "subject">,
  actor: TeamActor,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    subject: broadcast.subject,
    details: { broadcastId: broadcast.id, ...details },
    ipAddress: actor.ipAddress,
  });
}

/** A new draft and its audit entry, in one transaction; its id. */
export async function createDraft(db: Db, draft: DraftInput, actor: TeamActor): Promise<string> {
  const { subject, body } = draft;
  const { segment } = readSegment(draft.segment);
  return db.transaction(async (tx) => {
    const id = await createBroadcast(tx, { subject, body, segment, createdBy: actor.id });
    await auditBroadcast(tx, { id, subject }, actor, AUDIT_ACTIONS.broadcastSaved, {
      segment,
      created: true,
    });
    return id;
  });
}

/**
 * A draft's new subject, body and segment, audited under the new subject, in one transaction.
 * False when it is no longer a draft (sent, sending or cancelled meanwhile).
 */
export async function saveDraft(db: Db, id: string, draft: DraftInput, actor: TeamActor): Promise<boolean> {
  const { subject, body } = draft;
  const { segment } = readSegment(draft.segment);
  return db.transaction(async (tx) => {
    if (!(await updateDraft(tx, id, { subject, body, segment }))) return false;
    await auditBroadcast(tx, { id, subject }, actor, AUDIT_ACTIONS.broadcastSaved, { segment });
    return true;
  });
}

/** The broadcast as a test to the actor's own address, queued in the outbox with its audit entry. */
export async function sendTest(
  db: Db,
  broadcast: Pick<BroadcastRow, "id" | "subject">,
  actor: TeamActor,
): Promise<void> {
  // The admin's own member links when they are on the waitlist too (their unsubscribe link works).
  const entry = await findWaitlistEntryByEmail(db, actor.email);
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      recipient: actor.email,
      kind: "broadcast-test",
      payload: { broadcastId: broadcast.id, ...(entry ? { entryId: entry.id } : {}) },
    });
    await auditBroadcast(tx, broadcast, actor, AUDIT_ACTIONS.broadcastTestSent, { to: actor.email });
  });
}

/** Deletes a draft with its audit entry, in one transaction. False when it is no longer a draft. */
export async function discardDraft(
  db: Db,
  broadcast: Pick<BroadcastRow, "id" | "subject">,
  actor: TeamActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await deleteDraft(tx, broadcast.id);
    if (deleted) await auditBroadcast(tx, broadcast, actor, AUDIT_ACTIONS.broadcastDeleted);
    return deleted;
  });
}
