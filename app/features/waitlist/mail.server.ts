import { findWaitlistEntryById } from "~/db/waitlist.server";
import { placeOf } from "~/db/waitlist-place.server";
import type { MailRenderContext, MailRenderer, MailRenderers } from "~/platform/mail/message";

import { waitlistUrl } from "./page-urls";
import { waitlistConfirmMail, waitlistStatusMail } from "./mail-templates";
import { referralUrl } from "./referral-code";
import { waitlistTokens } from "./tokens.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The payload's field as text, or undefined: a row's payload is JSON anyone with the database wrote. */
function field(payload: unknown, name: string): string | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

function entryIdOf(payload: unknown): string | undefined {
  const id = field(payload, "entryId");
  return id !== undefined && UUID.test(id) ? id : undefined;
}

/** The links every waitlist email carries. */
function memberLinks({ publicUrl, secret }: MailRenderContext, entryId: string) {
  const tokens = waitlistTokens(secret);
  return {
    statusUrl: waitlistUrl(publicUrl, "status", tokens.status(entryId)),
    unsubscribeUrl: waitlistUrl(publicUrl, "unsubscribe", tokens.unsubscribe(entryId)),
  };
}

/**
 * "waitlist-confirm", payload {entryId, nonce}: the confirmation link, signed when it is sent (so
 * its 7 days start then). Dropped when the member is gone, has confirmed meanwhile, or a newer
 * join replaced this link: only the latest confirmation mail is worth sending.
 */
const renderConfirm: MailRenderer = async (payload, context) => {
  const entryId = entryIdOf(payload);
  const nonce = field(payload, "nonce");
  if (!entryId || !nonce) return null;
  const entry = await findWaitlistEntryById(context.db, entryId);
  if (!entry || entry.status !== "pending" || entry.confirmNonce !== nonce) return null;
  const confirmUrl = waitlistUrl(
    context.publicUrl,
    "confirm",
    waitlistTokens(context.secret).confirm(entryId, nonce),
  );
  return waitlistConfirmMail({ confirmUrl, ...memberLinks(context, entryId) });
};

/**
 * "waitlist-status", payload {entryId}: the member's place as it is when the message is sent, and
 * their referral link. Dropped when the member is gone (or, which never happens, not confirmed).
 */
const renderStatus: MailRenderer = async (payload, context) => {
  const entryId = entryIdOf(payload);
  if (!entryId) return null;
  const entry = await findWaitlistEntryById(context.db, entryId);
  if (!entry) return null;
  const place = await placeOf(context.db, entryId);
  if (!place) return null;
  return waitlistStatusMail({
    place: place.place,
    referralUrl: referralUrl(context.publicUrl, entry.referralCode),
    ...memberLinks(context, entryId),
  });
};

/** The waitlist's kinds of mail, for the outbox worker (server/start.ts gathers every kind). */
export const waitlistMailRenderers: MailRenderers = {
  "waitlist-confirm": renderConfirm,
  "waitlist-status": renderStatus,
};
