import { firstSightOfEvent, suppressAddress } from "~/db/mail-suppressions.server";
import type { Db, Queryable } from "~/db/queryable";
import { findWaitlistEntryByEmail } from "~/db/waitlist.server";
import { removeMember } from "~/features/waitlist/members.server";
import { enqueueBouncedWebhook } from "~/features/webhooks/emit.server";

/**
 * A hard bounce of `email`, from our SMTP server's answer or the sending provider's event, in the
 * caller's transaction: the address is suppressed (the outbox sends it nothing again) and, the
 * first time, a member with it is told of as member.bounced.
 */
export async function recordBounce(tx: Queryable, email: string, source: "smtp" | "provider"): Promise<void> {
  const first = await suppressAddress(tx, { email, reason: "bounce", source });
  if (!first) return;
  const member = await findWaitlistEntryByEmail(tx, email);
  if (member) await enqueueBouncedWebhook(tx, member.id);
}

/**
 * A complaint (the person marked our mail as spam), in the caller's transaction: the address is
 * suppressed and its member, if any, unsubscribed as the unsubscribe link would (member.unsubscribed,
 * their data gone).
 */
export async function recordComplaint(tx: Queryable, email: string): Promise<void> {
  await suppressAddress(tx, { email, reason: "complaint", source: "provider" });
  const member = await findWaitlistEntryByEmail(tx, email);
  if (member) await removeMember(tx, member.id);
}

/** What a provider's event asks of us (./resend.ts reads Resend's). */
export type MailEventAction =
  | { kind: "bounce"; emails: string[] }
  | { kind: "complaint"; emails: string[] }
  | { kind: "ignored"; why: string };

/**
 * Applies a verified provider event once: its id is recorded in the transaction of its effect, so a
 * redelivery (the provider did not see our answer) changes nothing, and a failure leaves it to be
 * redelivered. False when the event had been handled before.
 */
export async function applyMailEvent(db: Db, id: string, action: MailEventAction): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await firstSightOfEvent(tx, id))) return false;
    for (const email of action.kind === "ignored" ? [] : action.emails) {
      if (action.kind === "bounce") await recordBounce(tx, email, "provider");
      else await recordComplaint(tx, email);
    }
    return true;
  });
}
