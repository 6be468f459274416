import type { Db, Queryable } from "~/db/queryable";
import { confirmWaitlistEntry, findWaitlistEntryById, removeWaitlistEntry } from "~/db/waitlist.server";
import { enqueueConfirmedWebhooks, enqueueUnsubscribedWebhook } from "~/features/webhooks/emit.server";
import { placeOf } from "~/db/waitlist-place.server";
import { enqueueMail } from "~/db/mail-outbox.server";

import { waitlistTokens } from "./tokens.server";

/**
 * What the waitlist's pages (/waitlist/confirm, /waitlist/status, /waitlist/unsubscribe) do with
 * the token in their address. Each answers a plain result for the page to word and never throws
 * for a bad token; only a database failure throws, for the page's error handling.
 */
export type WaitlistMembers = {
  db: Db;
  /** The site's secret (context.auth.secret): tokens are checked with a key derived from it. */
  secret: string;
  /** The clock, in ms; tests move it. */
  now?: () => number;
};

/**
 * - `ready`: a current link of a pending member: show the Confirm button (a GET never confirms,
 *   since mail scanners open links).
 * - `already-confirmed`: an old or used link of a member who has confirmed: show where they stand
 *   (their status page's token).
 * - `expired`: a genuine link over 7 days old of a pending member: join again for a new one.
 * - `invalid`: anything else (changed, cut short, replaced by a newer link, member gone).
 */
export type ConfirmLinkCheck =
  | { kind: "ready" }
  | { kind: "already-confirmed"; statusToken: string }
  | { kind: "expired" }
  | { kind: "invalid" };

/** `confirmed`: done now (a status email with the referral link is queued with it). */
export type ConfirmResult =
  { kind: "confirmed"; statusToken: string } | Exclude<ConfirmLinkCheck, { kind: "ready" }>;

export type MemberStatus =
  | {
      kind: "confirmed";
      name: string;
      /** 1 is first in line. */
      place: number;
      /** How many confirmed members are in line. */
      membersInLine: number;
      /** For the referral link: referralUrl(publicUrl, referralCode) (features/waitlist/referral-code.ts). */
      referralCode: string;
      /** Confirmed members who joined through their link. */
      confirmedReferrals: number;
      unsubscribeToken: string;
    }
  | { kind: "pending"; name: string; unsubscribeToken: string }
  /** A genuine link of someone no longer on the list. */
  | { kind: "removed" }
  | { kind: "invalid" };

export type UnsubscribeLinkCheck =
  { kind: "member"; email: string; name: string } | { kind: "removed" } | { kind: "invalid" };

/** `removed` also when they were removed before: a mail program's one-click POST may come twice. */
export type UnsubscribeResult = { kind: "removed" } | { kind: "invalid" };

/** For the confirmation page's GET: what its token would do, changing nothing. */
export async function checkConfirmLink(
  { db, secret, now }: WaitlistMembers,
  token: unknown,
): Promise<ConfirmLinkCheck> {
  const tokens = waitlistTokens(secret, now);
  const check = tokens.checkConfirm(token);
  if (!check.ok && check.reason === "invalid") return { kind: "invalid" };
  const entry = await findWaitlistEntryById(db, check.claims.entryId);
  if (!entry) return { kind: "invalid" };
  if (entry.status === "confirmed")
    return { kind: "already-confirmed", statusToken: tokens.status(entry.id) };
  if (!check.ok) return { kind: "expired" };
  return entry.confirmNonce === check.claims.nonce ? { kind: "ready" } : { kind: "invalid" };
}

/**
 * For the confirmation page's POST: confirms the member if the link is genuine, unexpired and the
 * latest one sent (its nonce is then cleared, so it works once), and queues their status email in
 * the same transaction.
 */
export async function confirmMember(members: WaitlistMembers, token: unknown): Promise<ConfirmResult> {
  const { db, secret, now } = members;
  const tokens = waitlistTokens(secret, now);
  const check = tokens.checkConfirm(token);
  if (check.ok) {
    const { entryId, nonce } = check.claims;
    const confirmed = await db.transaction(async (tx) => {
      const email = await confirmWaitlistEntry(tx, entryId, nonce);
      if (email === undefined) return false;
      await enqueueMail(tx, { recipient: email, kind: "waitlist-status", payload: { entryId } });
      await enqueueConfirmedWebhooks(tx, entryId);
      return true;
    });
    if (confirmed) return { kind: "confirmed", statusToken: tokens.status(entryId) };
  }
  // Not confirmed now: say why (a used link of a confirmed member is no error).
  const why = await checkConfirmLink(members, token);
  return why.kind === "ready" ? { kind: "invalid" } : why;
}

/** For /waitlist/status: where the member stands now. */
export async function memberStatus(
  { db, secret, now }: WaitlistMembers,
  token: unknown,
): Promise<MemberStatus> {
  const tokens = waitlistTokens(secret, now);
  const check = tokens.checkMember(token, "status");
  if (!check.ok) return { kind: "invalid" };
  const entry = await findWaitlistEntryById(db, check.claims.entryId);
  if (!entry) return { kind: "removed" };
  const unsubscribeToken = tokens.unsubscribe(entry.id);
  const place = entry.status === "confirmed" ? await placeOf(db, entry.id) : undefined;
  if (!place) return { kind: "pending", name: entry.fullName, unsubscribeToken };
  return {
    kind: "confirmed",
    name: entry.fullName,
    place: place.place,
    membersInLine: place.membersInLine,
    referralCode: entry.referralCode,
    confirmedReferrals: place.confirmedReferrals,
    unsubscribeToken,
  };
}

/** For the unsubscribe page's GET: whose removal its button would ask for, changing nothing. */
export async function checkUnsubscribeLink(
  { db, secret, now }: WaitlistMembers,
  token: unknown,
): Promise<UnsubscribeLinkCheck> {
  const check = waitlistTokens(secret, now).checkMember(token, "unsubscribe");
  if (!check.ok) return { kind: "invalid" };
  const entry = await findWaitlistEntryById(db, check.claims.entryId);
  return entry ? { kind: "member", email: entry.email, name: entry.fullName } : { kind: "removed" };
}

/**
 * For the unsubscribe page's POST and the one-click List-Unsubscribe-Post: removes the member and
 * their personal data (their row and their waitlist mail, queued or sent).
 */
export async function unsubscribeMember(
  { db, secret, now }: WaitlistMembers,
  token: unknown,
): Promise<UnsubscribeResult> {
  const check = waitlistTokens(secret, now).checkMember(token, "unsubscribe");
  if (!check.ok) return { kind: "invalid" };
  const { entryId } = check.claims;
  await db.transaction((tx) => removeMember(tx, entryId));
  return { kind: "removed" };
}

/**
 * Unsubscribes a member in the caller's transaction: the unsubscribe link's work, and a complaint's
 * (app/features/mail-events). The event and the removal together: a receiver hears of every
 * removal, and of no other.
 */
export async function removeMember(tx: Queryable, entryId: string): Promise<void> {
  await enqueueUnsubscribedWebhook(tx, entryId);
  await removeWaitlistEntry(tx, entryId);
}
