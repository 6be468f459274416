import { randomBytes, randomUUID } from "node:crypto";

import { Webhook } from "standardwebhooks";

import { WEBHOOK_EVENTS, type WebhookData, type WebhookEvent, type WebhookPayload } from "~/vocabulary";

/** What each event means, for the form's checkboxes. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  "member.joined": "Someone new joined the waitlist",
  "member.confirmed": "A member confirmed their address",
  "member.referred": "A member's referral confirmed (sent for the referrer)",
  "member.invited": "A member was invited to early access",
  "member.accepted": "A member accepted their invitation",
  "member.unsubscribed": "A member left the waitlist",
  "member.bounced": "A member's address bounced: no mail goes to it again",
};

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return WEBHOOK_EVENTS.some((event) => event === value);
}

/** The body every endpoint receives, as Standard Webhooks suggests: `{ type, timestamp, data }`. */
export function webhookPayload(type: WebhookEvent, data: WebhookData, at: Date): WebhookPayload {
  const kept = Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined),
  ) as WebhookData;
  return { type, timestamp: at.toISOString(), data: kept };
}

/** A Standard Webhooks message id: the same on every attempt, so a receiver can drop repeats. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

/** A signing secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The Standard Webhooks headers of one attempt: id, timestamp (seconds) and signature of the exact body. */
export function signedHeaders(
  secret: string,
  messageId: string,
  body: string,
  at: Date,
): Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}

/** Retries stop this long after the event: a receiver down for a day has lost it. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 2 * 60 * 60 * 1000;

/**
 * When to try again after `attempts` failed attempts at an event created at `createdAt`: 30 s, then
 * doubling up to 2 hours between tries, or null (give up) once that would be past the 24 hours.
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const wait = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  const next = new Date(now.getTime() + wait);
  return next.getTime() > createdAt.getTime() + RETRY_WINDOW_MS ? null : next;
}
