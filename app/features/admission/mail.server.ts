import { findInvitation } from "~/db/admission.server";
import { waitlistUrl } from "~/features/waitlist/page-urls";
import { waitlistTokens } from "~/features/waitlist/tokens.server";
import type { MailRenderer, MailRenderers } from "~/platform/mail/message";

import { earlyAccessInviteMail } from "./mail-templates";
import { INVITE_MAIL_KIND } from "./invite.server";
import { earlyAccessTokens, earlyAccessUrl } from "./tokens.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The payload's field as text, or undefined: a row's payload is JSON anyone with the database wrote. */
function field(payload: unknown, name: string): string | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * "early-access-invite", payload {entryId, nonce}: the member's invitation, its link signed when it
 * is sent with the invitation's own expiry. Dropped when the member is gone, has accepted, a newer
 * invitation replaced this one (the nonce changed) or it expired while the mail waited: a link that
 * cannot work is not worth a message.
 */
const renderInvite: MailRenderer = async (payload, { db, publicUrl, secret }) => {
  const entryId = field(payload, "entryId");
  const nonce = field(payload, "nonce");
  if (!entryId || !UUID.test(entryId) || !nonce) return null;
  const invitation = await findInvitation(db, entryId);
  if (!invitation || invitation.acceptedAt || invitation.nonce !== nonce || !invitation.expiresAt)
    return null;
  if (invitation.expiresAt.getTime() <= Date.now()) return null;
  const token = earlyAccessTokens(secret).sign({ entryId, nonce, expiresAt: invitation.expiresAt });
  const member = waitlistTokens(secret);
  return earlyAccessInviteMail({
    offerUrl: earlyAccessUrl(publicUrl, token),
    expiresAt: invitation.expiresAt,
    statusUrl: waitlistUrl(publicUrl, "status", member.status(entryId)),
    unsubscribeUrl: waitlistUrl(publicUrl, "unsubscribe", member.unsubscribe(entryId)),
  });
};

/** Admission's kind of mail, for the outbox worker (server/start.ts gathers every kind). */
export const admissionMailRenderers: MailRenderers = { [INVITE_MAIL_KIND]: renderInvite };
