import { describe, expect, it } from "vitest";

import { admissionFigures, invitationState } from "./states";

describe("admission states", () => {
  it("names the four states in order, the expired among the invited, and the acceptance rate", () => {
    const figures = admissionFigures({ waiting: 7, confirmed: 20, invited: 6, expired: 2, accepted: 2 });
    expect(figures.map((f) => [f.label, f.count, f.rates])).toEqual([
      ["Waiting", 7, []],
      ["Confirmed", 20, []],
      ["Invited", 6, ["2 expired unaccepted"]],
      ["Accepted", 2, ["25% of invitations"]],
    ]);
  });

  it("shows no rate of invitations before any were sent", () => {
    const figures = admissionFigures({ waiting: 0, confirmed: 0, invited: 0, expired: 0, accepted: 0 });
    expect(figures[2]!.rates).toEqual([]);
    expect(figures[3]!.rates).toEqual(["– of invitations"]);
  });

  it("tells an invitation open, expired at its very instant, or accepted whatever its expiry", () => {
    const expiresAt = new Date(Date.UTC(2026, 11, 1));
    const before = new Date(expiresAt.getTime() - 1);
    expect(invitationState({ expiresAt, acceptedAt: null }, before)).toBe("open");
    expect(invitationState({ expiresAt, acceptedAt: null }, expiresAt)).toBe("expired");
    expect(invitationState({ expiresAt, acceptedAt: before }, new Date(Date.UTC(2027, 0, 1)))).toBe(
      "accepted",
    );
  });
});
