/**
 * Place in line. Confirmed members queue by when they joined; each of their referrals that has
 * been confirmed (and carries no open or confirmed fraud flag) moves them up REFERRAL_PLACES
 * places; equal standings go to whoever joined first. Pending members have no place. The database
 * computes this (app/db/waitlist-place.server.ts); orderByPlace is the same rule in plain code, the
 * oracle the tests compare the query against.
 */

import type { PlaceInLine } from "../../app/db/waitlist-place.server";
import { REFERRAL_PLACES } from "../../app/vocabulary";

export type LineMember = {
  id: string;
  /** When they joined: any number that orders members by join time (epoch ms, or a join rank). */
  joinedAt: number;
  status: "pending" | "confirmed";
  /** The member whose link they joined through, if any. */
  referredBy: string | null;
  /** An open or confirmed fraud flag (app/features/fraud): their referral gives their referrer nothing. */
  flagged?: boolean;
};

/** Confirmed members in line order, each with their place; ties in join time fall back to the id. */
export function orderByPlace(members: readonly LineMember[]): PlaceInLine[] {
  const byJoin = (a: LineMember, b: LineMember) => a.joinedAt - b.joinedAt || compareIds(a.id, b.id);
  const confirmed = members.filter((m) => m.status === "confirmed").sort(byJoin);

  const referrals = new Map<string, number>();
  for (const m of confirmed) {
    // A member naming themselves never counts; neither does a referral that is still pending, nor
    // one a fraud flag withholds.
    if (m.referredBy !== null && m.referredBy !== m.id && !m.flagged) {
      referrals.set(m.referredBy, (referrals.get(m.referredBy) ?? 0) + 1);
    }
  }

  const scored = confirmed.map((m, index) => {
    const confirmedReferrals = referrals.get(m.id) ?? 0;
    return { member: m, confirmedReferrals, standing: index + 1 - REFERRAL_PLACES * confirmedReferrals };
  });
  scored.sort((a, b) => a.standing - b.standing || byJoin(a.member, b.member));
  return scored.map(({ member, confirmedReferrals }, index) => ({
    id: member.id,
    place: index + 1,
    confirmedReferrals,
  }));
}

// The database orders uuids by their bytes, which for their lowercase hex text is string order.
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
