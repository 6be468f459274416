import { inviteEligible } from "~/db/admission.server";
import type { Db } from "~/db/queryable";
import { holdTransactionLock } from "~/db/locks.server";
import { enqueueMail } from "~/db/mail-outbox.server";
import { recordAudit } from "~/db/team.server";
import { enqueueAdmissionWebhook } from "~/features/webhooks/emit.server";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS, type Activity } from "~/vocabulary";

/** The kind of the invitation's mail in the outbox (./mail.server.ts renders it at send time). */
export const INVITE_MAIL_KIND = "early-access-invite";

/** Serialises batches: each one sees the invitations of the one before, so the next N are the next N. */
const ADMISSION_LOCK_KEY = 727_072_023;

type InvitedMember = { id: string; email: string; place: number };

type Batch = {
  /** The members invited, first in line first: fewer than asked when fewer were eligible. */
  invited: InvitedMember[];
  /** When their links stop working; null when nobody was invited. */
  expiresAt: Date | null;
};

/**
 * Invites the next `count` eligible members by place in line, of `activity` when given, in one
 * transaction: each gets a fresh nonce and an expiry `validDays` on, an invitation in the mail
 * outbox and a member.invited event; the batch gets one audit entry naming every member and their
 * place. Nobody eligible: nothing changes and nothing is audited.
 *
 * Two admins at once: the advisory lock makes the second batch wait for the first and then pick
 * from what is left (FOR UPDATE SKIP LOCKED would instead hand it members further down the line
 * while the first batch's were still in flight). The update checks eligibility again on each row
 * it writes, so no member is ever invited twice, lock or not.
 */
export async function inviteNext(
  db: Db,
  request: {
    count: number;
    activity?: Activity | undefined;
    validDays: number;
    actor: TeamActor;
  },
): Promise<Batch> {
  const { count, activity, validDays, actor } = request;
  return db.transaction(async (tx) => {
    await holdTransactionLock(tx, ADMISSION_LOCK_KEY);
    const rows = await inviteEligible(tx, { count, activity, validDays });
    if (rows.length === 0) return { invited: [], expiresAt: null };

    for (const row of rows) {
      await enqueueMail(tx, {
        recipient: row.email,
        kind: INVITE_MAIL_KIND,
        payload: { entryId: row.id, nonce: row.nonce },
      });
      await enqueueAdmissionWebhook(tx, "member.invited", row.id);
    }
    const expiresAt = rows[0]!.expiresAt;
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: AUDIT_ACTIONS.invited,
      subject: `${rows.length} of the next ${count}${activity ? ` (${activity})` : ""}`,
      details: {
        asked: count,
        invited: rows.length,
        activity: activity ?? "any",
        validDays,
        expiresAt: expiresAt.toISOString(),
        members: rows.map(({ id, place }) => ({ id, place })),
      },
      ipAddress: actor.ipAddress,
    });
    return {
      invited: rows.map(({ id, email, place }) => ({ id, email, place })),
      expiresAt,
    };
  });
}
