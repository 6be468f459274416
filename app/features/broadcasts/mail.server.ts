import { findBroadcast, markRecipientSkipped } from "~/db/broadcasts.server";
import { findWaitlistEntryById } from "~/db/waitlist.server";
import { waitlistUrl } from "~/features/waitlist/page-urls";
import { waitlistTokens } from "~/features/waitlist/tokens.server";
import type { MailRenderContext, MailRenderer, MailRenderers, RenderedMail } from "~/platform/mail/message";

import { broadcastMail } from "./mail-templates";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The payload's field if it is a UUID: a row's payload is JSON anyone with the database wrote. */
function uuidOf(payload: unknown, name: string): string | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[name];
  return typeof value === "string" && UUID.test(value) ? value : undefined;
}

const unsubscribeUrlOf = ({ publicUrl, secret }: MailRenderContext, entryId: string) =>
  waitlistUrl(publicUrl, "unsubscribe", waitlistTokens(secret).unsubscribe(entryId));

export const TEST_NOTES = {
  member:
    "A test of a broadcast, sent to you alone. You are on the waitlist too, so the unsubscribe link below is your own and works.",
  notMember:
    "A test of a broadcast, sent to you alone. Each member's copy ends with their own unsubscribe link and carries the one-click unsubscribe headers.",
} as const;

/**
 * "broadcast", payload {broadcastId, entryId}: one member's copy, rendered when it is sent. Dropped
 * unsent, and its recipient counted as skipped, when the member has left (unsubscribing deletes
 * them) or the broadcast was cancelled meanwhile.
 */
const renderBroadcast: MailRenderer = async (payload, context) => {
  const broadcastId = uuidOf(payload, "broadcastId");
  const entryId = uuidOf(payload, "entryId");
  if (!broadcastId || !entryId) return null;
  const broadcast = await findBroadcast(context.db, broadcastId);
  if (!broadcast) return null;
  const entry = await findWaitlistEntryById(context.db, entryId);
  if (!entry || (broadcast.status !== "sending" && broadcast.status !== "sent")) {
    await markRecipientSkipped(context.db, broadcastId, entryId);
    return null;
  }
  return broadcastMail({
    subject: broadcast.subject,
    body: broadcast.body,
    unsubscribeUrl: unsubscribeUrlOf(context, entryId),
  });
};

/**
 * "broadcast-test", payload {broadcastId, entryId?}: the broadcast as saved when the test is sent,
 * to the admin who asked; with their own member links when they are on the waitlist (entryId).
 */
const renderTest: MailRenderer = async (payload, context) => {
  const broadcastId = uuidOf(payload, "broadcastId");
  if (!broadcastId) return null;
  const broadcast = await findBroadcast(context.db, broadcastId);
  if (!broadcast) return null;
  const entryId = uuidOf(payload, "entryId");
  const entry = entryId ? await findWaitlistEntryById(context.db, entryId) : undefined;
  return broadcastMail({
    subject: broadcast.subject,
    body: broadcast.body,
    test: true,
    unsubscribeUrl: entry ? unsubscribeUrlOf(context, entry.id) : undefined,
    note: entry ? TEST_NOTES.member : TEST_NOTES.notMember,
  });
};

/** The preview: a member's copy, whose unsubscribe link stands for each member's own. */
export function renderBroadcastPreview(
  publicUrl: string,
  broadcast: { subject: string; body: string },
): Promise<RenderedMail> {
  return broadcastMail({
    subject: broadcast.subject,
    body: broadcast.body,
    unsubscribeUrl: waitlistUrl(publicUrl, "unsubscribe", "each-members-own-token"),
  });
}

/** Broadcasts' kinds of mail, for the outbox worker (server/start.ts gathers every kind). */
export const broadcastMailRenderers: MailRenderers = {
  broadcast: renderBroadcast,
  "broadcast-test": renderTest,
};
