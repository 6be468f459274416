import type { Db } from "~/db/queryable";
import type { Attribution } from "~/db/page-views.server";
import { type JoinedEntry, joinWaitlist } from "~/db/waitlist.server";
import { canonicalEmail } from "~/features/fraud/canonical";
import { isDisposableEmail } from "~/features/fraud/disposable";
import { type JoinMarks, flagJoin } from "~/features/fraud/flags.server";
import { subnetHasher } from "~/features/fraud/subnet";
import type { Decision } from "~/lib/rate-limit/limits";
import type { BurstRule } from "~/platform/config.server";
import { type QueuedMail, enqueueMail, enqueueNoMail } from "~/db/mail-outbox.server";
import { enqueueJoinedWebhook } from "~/features/webhooks/emit.server";
import { PRIVACY_NOTICE_VERSION } from "~/vocabulary";

import type { WaitlistEntryInput } from "./entry-schema";
import { newConfirmNonce } from "./tokens.server";

export type JoinWaitlistRequest = {
  db: Db;
  /**
   * The entry as the way in parsed it, once, with waitlistSchema: after the client's limit was
   * counted and the honeypot found empty (the landing page's action, POST /api/waitlist).
   */
  entry: WaitlistEntryInput;
  /**
   * Counts one waitlist email to this address against its own limit ("waitlistMail":
   * `context.rateLimit("waitlistMail", email)` / `limits.check("waitlistMail", email)`), so a
   * repeat join cannot be used to flood someone's inbox.
   */
  checkMailLimit: (email: string) => Promise<Decision>;
  /** Logs an unexpected failure once, with the request's id. */
  logError: (error: unknown) => void;
  /**
   * Where the visitor's visit came from (context.visitAttribution), kept on a new entry; it never
   * throws. Absent (a join outside a site request): none kept.
   */
  visitAttribution?: () => Promise<Attribution | undefined>;
  /**
   * Where the request came from, for the fraud checks' burst count (app/features/fraud/subnet.ts):
   * the client's address (context.clientAddress) and the site's secret its network's hash is keyed
   * with. Absent (a join outside a site request): no network is kept and no burst is counted.
   */
  network?: { clientAddress: string; secret: string; burst: BurstRule };
};

/** What a join its way in let through comes to; being limited or invalid is the way in's answer. */
type JoinedOrUnavailable = { kind: "joined" } | { kind: "unavailable" };

/**
 * The waitlist, whoever asks, for an entry its way in has parsed: the one upsert per address with
 * its email, queued in the same transaction: a pending address gets a new confirmation link
 * (replacing the last one), a confirmed one its status link. Over the per-address mail limit nothing is queued
 * and the current link stays valid. The visitor's answer is the same in every case, and so is the
 * work done for it (one counter, one upsert, one outbox statement), so neither the answer nor its
 * timing tells whether the address was known. A database failure is logged here and answered as
 * "unavailable", never thrown.
 */
export async function joinWaitlistRequest({
  db,
  entry: input,
  checkMailLimit,
  logError,
  visitAttribution,
  network,
}: JoinWaitlistRequest): Promise<JoinedOrUnavailable> {
  // Asked on every join, new address or not, so that the work stays the same for both.
  const source = await visitAttribution?.();
  try {
    // Keyed on the parsed address, unlike the client's limit: it budgets the mail a valid join
    // sends, and a key read before parsing would let malformed posts spend someone's budget.
    const mail = await checkMailLimit(input.email.toLowerCase());
    const nonce = mail.allowed ? newConfirmNonce() : null;
    const marks = joinMarks(input.email, network);
    await db.transaction(async (tx) => {
      // The notice current on the server: the one the form's page links to (decision 038).
      const entry = await joinWaitlist(tx, input, nonce, source, marks, PRIVACY_NOTICE_VERSION);
      // Flags change nothing below: the answer and the mail are the same for a flagged join.
      await flagJoin(tx, { entryId: entry.id, isNew: entry.isNew, ref: input.ref ?? null, marks });
      const message = joinMail(entry, nonce ?? "");
      if (mail.allowed) await enqueueMail(tx, message);
      else await enqueueNoMail(tx, message);
      await enqueueJoinedWebhook(tx, entry.id);
    });
  } catch (error) {
    logError(error);
    return { kind: "unavailable" };
  }
  return { kind: "joined" };
}

function joinMarks(email: string, network: JoinWaitlistRequest["network"]): JoinMarks {
  return {
    emailCanonical: canonicalEmail(email),
    joinSubnet: network ? (subnetHasher(network.secret)(network.clientAddress) ?? null) : null,
    disposable: isDisposableEmail(email),
    burst: network?.burst ?? null,
  };
}

/** The email a join causes: the confirmation link while pending, the status link once confirmed. */
function joinMail(entry: JoinedEntry, nonce: string): QueuedMail {
  return entry.status === "pending"
    ? { recipient: entry.email, kind: "waitlist-confirm", payload: { entryId: entry.id, nonce } }
    : { recipient: entry.email, kind: "waitlist-status", payload: { entryId: entry.id } };
}
