import { describe, expect, it } from "vitest";

import { mailName, memberTimeline } from "./member-timeline";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));

describe("a member's timeline", () => {
  it("puts every event in time order, equal instants in the order member, referrals, mail", () => {
    const events = memberTimeline(
      { joinedAt: at(0), confirmedAt: at(5) },
      [
        { id: "r1", name: "Bo", joinedAt: at(10), confirmedAt: at(30) },
        { id: "r2", name: "Cy", joinedAt: at(20), confirmedAt: null },
      ],
      [
        { id: "m1", kind: "waitlist-confirm", createdAt: at(0), sentAt: at(1) },
        { id: "m2", kind: "waitlist-status", createdAt: at(5), sentAt: null },
        { id: "m3", kind: "newsletter", createdAt: at(40), sentAt: at(20) },
      ],
    );
    expect(events.map((e) => [e.at.getUTCMinutes(), e.text, e.memberId])).toEqual([
      [0, "Joined the waitlist", undefined],
      [1, "Sent the confirmation email", undefined],
      [5, "Confirmed their address", undefined],
      [5, "Queued the status email (not sent yet)", undefined],
      [10, "Referred Bo, who joined", "r1"],
      [20, "Referred Cy, who joined", "r2"],
      [20, "Sent the “newsletter” email", undefined],
      [30, "Bo confirmed", "r1"],
    ]);
  });

  it("adds their invitation to early access: accepted, or expired once past its expiry", () => {
    const invitedAt = at(10);
    const member = { joinedAt: at(0), confirmedAt: at(5) };
    const texts = (acceptedAt: Date | null, now: Date) =>
      memberTimeline(
        { ...member, invitation: { invitedAt, expiresAt: at(40), acceptedAt } },
        [],
        [],
        now,
      ).map((e) => e.text);
    expect(texts(at(20), at(50))).toEqual([
      "Joined the waitlist",
      "Confirmed their address",
      "Invited to early access",
      "Accepted early access",
    ]);
    expect(texts(null, at(39)).at(-1)).toBe("Invited to early access");
    expect(texts(null, at(40)).at(-1)).toBe("Their invitation expired unaccepted");
    expect(mailName("early-access-invite")).toBe("early-access invitation");
  });

  it("is one event for a member who only joined", () => {
    expect(memberTimeline({ joinedAt: at(0), confirmedAt: null }, [], [])).toHaveLength(1);
    expect(mailName("waitlist-confirm")).toBe("confirmation email");
  });
});
