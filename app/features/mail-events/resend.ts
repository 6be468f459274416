import { Webhook, WebhookVerificationError } from "standardwebhooks";
import * as z from "zod/mini";

import type { MailEventAction } from "./suppress.server";

/*
 * Resend's webhook events (https://resend.com/docs/webhooks), signed with Standard Webhooks: the
 * headers webhook-id, webhook-timestamp (Unix seconds) and webhook-signature ("v1,<base64 of
 * HMAC-SHA256 over `id.timestamp.body` with the secret>"), the secret shown as "whsec_<base64>".
 * The body: { type, created_at, data: { email_id, from, to: [addresses], subject, bounce?: { type:
 * "Permanent" | "Transient" | "Undetermined", subType, message } } }. Decision 039.
 */

export type ResendEventReading =
  { ok: true; id: string; action: MailEventAction } | { ok: false; status: 400 | 401; error: string };

const address = z.string().check(z.trim(), z.minLength(3), z.maxLength(320), z.includes("@"));

const eventSchema = z.object({
  type: z.string(),
  data: z.optional(
    z.object({
      to: z.optional(z.union([address, z.array(address).check(z.maxLength(50))])),
      bounce: z.optional(z.object({ type: z.optional(z.string()) })),
    }),
  ),
});

/**
 * Reads one delivery: refused (401) unless signed with `secret` within Standard Webhooks' five
 * minutes, then a body that is not the event's shape is 400. Nothing here touches the database.
 */
export function readResendEvent(secret: string, headers: Headers, body: string): ResendEventReading {
  const id = headers.get("webhook-id") ?? "";
  try {
    new Webhook(secret).verify(body, Object.fromEntries(headers), { jsonParse: false });
  } catch (error) {
    if (error instanceof WebhookVerificationError)
      return { ok: false, status: 401, error: `Signature refused: ${error.message}` };
    throw error;
  }
  if (id.length > 200) return { ok: false, status: 400, error: "webhook-id is too long" };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, error: "Malformed JSON" };
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, error: "Not a Resend event" };
  const { type, data } = parsed.data;
  const to = data?.to;
  const emails = to === undefined ? [] : typeof to === "string" ? [to] : to;
  if (type === "email.complained") return { ok: true, id, action: { kind: "complaint", emails } };
  if (type !== "email.bounced") return { ok: true, id, action: { kind: "ignored", why: type } };
  // A soft bounce (a full mailbox, a server down) may pass; only a permanent one suppresses.
  const bounceType = data?.bounce?.type;
  if (bounceType !== undefined && bounceType !== "Permanent")
    return { ok: true, id, action: { kind: "ignored", why: `${bounceType} bounce` } };
  return { ok: true, id, action: { kind: "bounce", emails } };
}
