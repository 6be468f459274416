import type { Db } from "~/db/client.server";
import type { Attribution } from "~/features/analytics/page-view";
import { type JoinedEntry, joinWaitlist } from "~/db/waitlist.server";
import { isHoneypotFilled } from "~/features/honeypot/honeypot";
import type { Decision } from "~/features/rate-limit/limits";
import { type QueuedMail, enqueueMail, enqueueNoMail } from "~/db/mail-outbox.server";

import type { JoinWaitlistOutcome } from "./answer";
import { validateWaitlist } from "./schema";
import { newConfirmNonce } from "./tokens.server";

export type JoinWaitlistRequest = {
  db: Db;
  /** Counts this request against the waitlist's limit for its client (context.rateLimit / RateLimiting.check). */
  checkLimit: () => Promise<Decision>;
  /**
   * Counts one waitlist email to this address against its own limit ("waitlistMail":
   * `context.rateLimit("waitlistMail", email)` / `limits.check("waitlistMail", email)`), so a
   * repeat join cannot be used to flood someone's inbox.
   */
  checkMailLimit: (email: string) => Promise<Decision>;
  /**
   * The body as sent (a form's fields, or parsed JSON), read only once the limit let the request
   * through, as the JSON API always did. Whatever it throws (a body that is too large, malformed)
   * goes back to the caller, which knows how to answer it.
   */
  readInput: () => Promise<unknown>;
  /** Logs an unexpected failure once, with the request's id. */
  logError: (error: unknown) => void;
  /**
   * Where the visitor's visit came from (context.visitAttribution), kept on a new entry; it never
   * throws. Absent (a join outside a site request): none kept.
   */
  visitAttribution?: () => Promise<Attribution | undefined>;
};

/**
 * The waitlist, whoever asks: the limit per client, then the honeypot (a bot is told it joined and
 * nothing is stored), then the shared schema, then the one upsert per address with its email,
 * queued in the same transaction: a pending address gets a new confirmation link (replacing the
 * last one), a confirmed one its status link. Over the per-address mail limit nothing is queued
 * and the current link stays valid. The visitor's answer is the same in every case, and so is the
 * work done for it (one counter, one upsert, one outbox statement), so neither the answer nor its
 * timing tells whether the address was known. A database failure is logged here and answered as
 * "unavailable", never thrown.
 */
export async function joinWaitlistRequest({
  db,
  checkLimit,
  checkMailLimit,
  readInput,
  logError,
  visitAttribution,
}: JoinWaitlistRequest): Promise<JoinWaitlistOutcome> {
  const limit = await checkLimit();
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const input = await readInput();
  if (isHoneypotFilled(input)) return { kind: "joined" };
  const result = validateWaitlist(input);
  if (!result.ok) return { kind: "invalid", fields: result.fields };
  // Asked on every join, new address or not, so that the work stays the same for both.
  const source = await visitAttribution?.();
  try {
    const mail = await checkMailLimit(result.entry.email.toLowerCase());
    const nonce = mail.allowed ? newConfirmNonce() : null;
    await db.transaction(async (tx) => {
      const entry = await joinWaitlist(tx, result.entry, nonce, source);
      const message = joinMail(entry, nonce ?? "");
      if (mail.allowed) await enqueueMail(tx, message);
      else await enqueueNoMail(tx, message);
    });
  } catch (error) {
    logError(error);
    return { kind: "unavailable" };
  }
  return { kind: "joined" };
}

/** The email a join causes: the confirmation link while pending, the status link once confirmed. */
function joinMail(entry: JoinedEntry, nonce: string): QueuedMail {
  return entry.status === "pending"
    ? { recipient: entry.email, kind: "waitlist-confirm", payload: { entryId: entry.id, nonce } }
    : { recipient: entry.email, kind: "waitlist-status", payload: { entryId: entry.id } };
}
