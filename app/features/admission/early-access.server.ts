import { findInvitation, markAccepted } from "~/db/admission.server";
import type { Db } from "~/db/queryable";
import { enqueueAdmissionWebhook } from "~/features/webhooks/emit.server";

import { earlyAccessTokens } from "./tokens.server";

/**
 * What /early-access/TOKEN does with its token. Each answers a plain result for the page to word
 * and never throws for a bad token; only a database failure throws, for the page's error handling.
 */
export type EarlyAccess = {
  db: Db;
  /** The site's secret (context.auth.secret): tokens are checked with a key derived from it. */
  secret: string;
  /** The clock, in ms; tests move it. */
  now?: () => number;
};

/**
 * - `ready`: a current invitation: show the offer and its Accept button (a GET never accepts,
 *   since mail scanners open links).
 * - `accepted`: the member has accepted (with this link or another): nothing more to do.
 * - `expired`: a genuine invitation past its expiry, not accepted.
 * - `invalid`: anything else (changed, cut short, replaced, or its member gone).
 */
export type EarlyAccessCheck =
  | { kind: "ready"; name: string; expiresAt: Date }
  | { kind: "accepted"; name: string; acceptedAt: Date }
  | { kind: "expired"; name: string }
  | { kind: "invalid" };

/** `accepted-now`: this request accepted it (member.accepted is queued with it). */
export type AcceptResult = { kind: "accepted-now" } | Exclude<EarlyAccessCheck, { kind: "ready" }>;

/** For the page's GET: what its token would do, changing nothing. */
export async function checkEarlyAccess(
  { db, secret, now = Date.now }: EarlyAccess,
  token: unknown,
): Promise<EarlyAccessCheck> {
  const check = earlyAccessTokens(secret, now).check(token);
  if (!check.ok && check.reason === "invalid") return { kind: "invalid" };
  const invitation = await findInvitation(db, check.claims.entryId);
  if (!invitation) return { kind: "invalid" };
  const { name, acceptedAt, expiresAt } = invitation;
  if (acceptedAt) return { kind: "accepted", name, acceptedAt };
  // The database's expiry too: it may have been moved since the link was signed.
  if (!check.ok || !expiresAt || expiresAt.getTime() <= now()) return { kind: "expired", name };
  if (invitation.nonce !== check.claims.nonce) return { kind: "invalid" };
  return { kind: "ready", name, expiresAt };
}

/**
 * For the page's POST: accepts the invitation if the link is genuine, unexpired and still the
 * member's (the nonce is then cleared, so it works once). Otherwise says why, and a second press
 * after accepting is told it is already done.
 */
export async function acceptEarlyAccess(access: EarlyAccess, token: unknown): Promise<AcceptResult> {
  const check = earlyAccessTokens(access.secret, access.now).check(token);
  if (check.ok && (await acceptInvitation(access.db, check.claims))) return { kind: "accepted-now" };
  const why = await checkEarlyAccess(access, token);
  // Ready but not accepted: the database's clock passed the expiry between the two reads.
  return why.kind === "ready" ? { kind: "expired", name: why.name } : why;
}

/** Accepts the invitation and queues member.accepted, in one transaction; false when nothing was accepted. */
async function acceptInvitation(db: Db, claims: { entryId: string; nonce: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markAccepted(tx, claims))) return false;
    await enqueueAdmissionWebhook(tx, "member.accepted", claims.entryId);
    return true;
  });
}
