import type { MemberDetail, MemberRow } from "~/db/team-members.server";

/** A member as the REST API writes them: the members view's columns, times in ISO 8601 (UTC). */
export function memberJson(row: MemberRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    activity: row.activity,
    joinedAt: row.joinedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    source: row.source,
    utm: { source: row.utmSource, medium: row.utmMedium, campaign: row.utmCampaign },
    referrerHost: row.referrerHost,
    referralCode: row.referralCode,
    referredBy: row.referrerId,
    referrals: row.referrals,
    flags: row.flags === "" ? [] : row.flags.split(";"),
    undeliverable: row.undeliverable,
  };
}

/** One member, with their place in line while confirmed. */
export function memberDetailJson(member: MemberDetail) {
  return {
    ...memberJson(member),
    place: member.place ? { place: member.place.place, of: member.place.membersInLine } : null,
  };
}
