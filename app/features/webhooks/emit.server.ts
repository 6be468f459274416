import type { Queryable } from "~/db/client.server";
import { enqueueWebhookEvent, memberForWebhook } from "~/db/webhooks.server";

/*
 * The waitlist's events, each queued in the transaction of its change (see enqueueWebhookEvent):
 * what a member's event says about them is read from their row as the change left it.
 */

/**
 * member.joined, for a new member only. A rejoin of a known address runs the same statements
 * inserting nothing, so that the join's work (and time) does not tell the two apart.
 */
export async function enqueueJoinedWebhook(tx: Queryable, entryId: string): Promise<void> {
  const member = await memberForWebhook(tx, entryId);
  if (!member) return;
  const { isNew, creditWithheld: _, ...data } = member;
  await enqueueWebhookEvent(tx, "member.joined", data, { skip: !isNew });
}

/**
 * member.confirmed, and member.referred for the referrer whose referral it confirms, unless a fraud
 * flag withholds that credit (the referrer's place does not move, so nothing was earned).
 */
export async function enqueueConfirmedWebhooks(tx: Queryable, entryId: string): Promise<void> {
  const member = await memberForWebhook(tx, entryId);
  if (!member) return;
  const { isNew: _, creditWithheld, ...data } = member;
  await enqueueWebhookEvent(tx, "member.confirmed", data);
  if (member.referrerId && !creditWithheld)
    await enqueueWebhookEvent(tx, "member.referred", { id: member.referrerId, referredId: member.id });
}

/**
 * member.unsubscribed, read before the row goes: the address is sent so that a receiving system can
 * remove the person too.
 */
export async function enqueueUnsubscribedWebhook(tx: Queryable, entryId: string): Promise<void> {
  const member = await memberForWebhook(tx, entryId);
  if (!member) return;
  await enqueueWebhookEvent(tx, "member.unsubscribed", { id: member.id, email: member.email });
}

/**
 * member.invited (once per member of an admission batch) or member.accepted (on
 * /early-access/TOKEN): app/db/admission.server.ts.
 */
export async function enqueueAdmissionWebhook(
  tx: Queryable,
  type: "member.invited" | "member.accepted",
  entryId: string,
): Promise<void> {
  const member = await memberForWebhook(tx, entryId);
  if (!member) return;
  const { isNew: _, creditWithheld: __, ...data } = member;
  await enqueueWebhookEvent(tx, type, data);
}
