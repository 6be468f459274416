import type { Queryable } from "~/db/queryable";
import { insertWebhookDeliveries, memberForWebhook } from "~/db/webhooks.server";
import type { WebhookData, WebhookEvent } from "~/vocabulary";

import { newMessageId, webhookPayload } from "./events";

/*
 * The waitlist's events, each queued in the transaction of its change (see enqueueWebhookEvent):
 * what a member's event says about them is read from their row as the change left it.
 */

/**
 * Queues `type` for every enabled endpoint subscribed to it, called with the transaction of the
 * change, so the event exists exactly when the change does. `skip` runs the same statement
 * inserting nothing, for a path that must cost the same whether or not it has an event (a join of
 * a known address).
 */
async function enqueueWebhookEvent(
  tx: Queryable,
  type: WebhookEvent,
  data: WebhookData,
  { skip = false }: { skip?: boolean } = {},
): Promise<void> {
  await insertWebhookDeliveries(tx, {
    messageId: newMessageId(),
    payload: webhookPayload(type, data, new Date()),
    skip,
  });
}

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
 * member.bounced: the member's address refused mail for good (their SMTP server's 5xx, or the sending
 * provider's permanent bounce) and is suppressed. The address, so a receiving system can mark it too.
 */
export async function enqueueBouncedWebhook(tx: Queryable, entryId: string): Promise<void> {
  const member = await memberForWebhook(tx, entryId);
  if (!member) return;
  await enqueueWebhookEvent(tx, "member.bounced", { id: member.id, email: member.email });
}

/**
 * member.invited (once per member of an admission batch: app/features/admission/invite.server.ts)
 * or member.accepted (on /early-access/TOKEN: app/features/admission/early-access.server.ts).
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
