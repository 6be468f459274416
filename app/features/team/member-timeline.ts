/**
 * A member's story for their page, built from what the database already holds (no event log):
 * when they joined and confirmed, when each member they referred joined and confirmed, and each
 * message the site mailed them or still has queued.
 */

export type TimelineMember = {
  joinedAt: Date;
  confirmedAt: Date | null;
  /** Their latest invitation to early access (app/features/admission), if any. */
  invitation?: { invitedAt: Date; expiresAt: Date; acceptedAt: Date | null } | undefined;
};
export type TimelineReferral = { id: string; name: string; joinedAt: Date; confirmedAt: Date | null };
export type TimelineMail = { id: string; kind: string; createdAt: Date; sentAt: Date | null };

export type TimelineEvent = {
  at: Date;
  /** What happened, in words. */
  text: string;
  /** The member's page an event about a referral links to. */
  memberId?: string;
};

/** The waitlist's and accounts' kinds of mail, in words; any other kind shows as stored. */
const MAIL_NAMES: Record<string, string> = {
  "waitlist-confirm": "confirmation email",
  "waitlist-status": "status email",
  "early-access-invite": "early-access invitation",
};

export function mailName(kind: string): string {
  return MAIL_NAMES[kind] ?? `“${kind}” email`;
}

/**
 * Every event, oldest first. Events at the same instant keep the order they are listed here (the
 * member's own, then referrals', then mail), so a join and its confirmation email read in that order.
 */
export function memberTimeline(
  member: TimelineMember,
  referrals: readonly TimelineReferral[],
  mail: readonly TimelineMail[],
  now: Date = new Date(),
): TimelineEvent[] {
  const events: TimelineEvent[] = [{ at: member.joinedAt, text: "Joined the waitlist" }];
  if (member.confirmedAt) events.push({ at: member.confirmedAt, text: "Confirmed their address" });
  const { invitation } = member;
  if (invitation) {
    events.push({ at: invitation.invitedAt, text: "Invited to early access" });
    if (invitation.acceptedAt) events.push({ at: invitation.acceptedAt, text: "Accepted early access" });
    else if (invitation.expiresAt <= now)
      events.push({ at: invitation.expiresAt, text: "Their invitation expired unaccepted" });
  }
  for (const referral of referrals) {
    events.push({
      at: referral.joinedAt,
      text: `Referred ${referral.name}, who joined`,
      memberId: referral.id,
    });
    if (referral.confirmedAt)
      events.push({ at: referral.confirmedAt, text: `${referral.name} confirmed`, memberId: referral.id });
  }
  for (const message of mail) {
    const name = mailName(message.kind);
    events.push(
      message.sentAt
        ? { at: message.sentAt, text: `Sent the ${name}` }
        : { at: message.createdAt, text: `Queued the ${name} (not sent yet)` },
    );
  }
  // Array.prototype.sort is stable: equal instants keep the order above.
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
