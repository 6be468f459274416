import { describe, expect, it } from "vitest";

import { REFERRAL_PLACES } from "../../app/vocabulary";

import { type LineMember, orderByPlace } from "../support/place-oracle";

/** Members joined in the order given, one a minute, confirmed unless told otherwise. */
function line(...specs: Array<string | (Partial<LineMember> & { id: string })>): LineMember[] {
  return specs.map((spec, index) => ({
    joinedAt: Date.UTC(2026, 10, 23, 12, index),
    status: "confirmed",
    referredBy: null,
    ...(typeof spec === "string" ? { id: spec } : spec),
  }));
}

const ids = (members: LineMember[]) => orderByPlace(members).map((p) => p.id);

describe("orderByPlace", () => {
  it("gives no credit for a flagged referral", () => {
    const members = line(...Array.from({ length: 13 }, (_, i) => `m${i + 1}`), {
      id: "r1",
      referredBy: "m13",
      flagged: true,
    });
    expect(orderByPlace(members).find((p) => p.id === "m13")).toEqual({
      id: "m13",
      place: 13,
      confirmedReferrals: 0,
    });
  });

  it("places confirmed members by join time, 1 first", () => {
    const members = line("a", "b", "c");
    expect(orderByPlace(members)).toEqual([
      { id: "a", place: 1, confirmedReferrals: 0 },
      { id: "b", place: 2, confirmedReferrals: 0 },
      { id: "c", place: 3, confirmedReferrals: 0 },
    ]);
  });

  it("orders by join time whatever order the members come in", () => {
    expect(ids(line("a", "b", "c").reverse())).toEqual(["a", "b", "c"]);
  });

  it("gives pending members no place and does not count them in anyone's rank", () => {
    const members = line("a", { id: "p", status: "pending" }, "b");
    expect(orderByPlace(members)).toEqual([
      { id: "a", place: 1, confirmedReferrals: 0 },
      { id: "b", place: 2, confirmedReferrals: 0 },
    ]);
  });

  it(`moves a member up ${REFERRAL_PLACES} places for each confirmed referral`, () => {
    // m13 is 13th; one referral: 13 - 10 = 3, level with m3, who joined first.
    const members = line(...Array.from({ length: 13 }, (_, i) => `m${i + 1}`), {
      id: "r1",
      referredBy: "m13",
    });
    expect(ids(members).slice(0, 5)).toEqual(["m1", "m2", "m3", "m13", "m4"]);
    expect(orderByPlace(members).find((p) => p.id === "m13")).toEqual({
      id: "m13",
      place: 4,
      confirmedReferrals: 1,
    });
  });

  it("adds up referrals, and never places anyone before first", () => {
    const members = line("a", "b", "c", { id: "x", referredBy: "c" }, { id: "y", referredBy: "c" });
    // c: 3 - 20 = -17, ahead of everyone.
    expect(ids(members)).toEqual(["c", "a", "b", "x", "y"]);
    expect(orderByPlace(members)[0]).toEqual({ id: "c", place: 1, confirmedReferrals: 2 });
  });

  it("counts a referral only once the referred member is confirmed", () => {
    const pending = line(...Array.from({ length: 12 }, (_, i) => `m${i + 1}`), {
      id: "r",
      referredBy: "m12",
      status: "pending",
    });
    expect(orderByPlace(pending).find((p) => p.id === "m12")).toEqual({
      id: "m12",
      place: 12,
      confirmedReferrals: 0,
    });
    const confirmed = pending.map((m) => (m.id === "r" ? { ...m, status: "confirmed" as const } : m));
    // 12 - 10 = 2, level with m2, who joined first.
    expect(orderByPlace(confirmed).find((p) => p.id === "m12")).toEqual({
      id: "m12",
      place: 3,
      confirmedReferrals: 1,
    });
  });

  it("never counts a self-referral", () => {
    const members = line(...Array.from({ length: 12 }, (_, i) => `m${i + 1}`)).map((m) =>
      m.id === "m12" ? { ...m, referredBy: "m12" } : m,
    );
    expect(orderByPlace(members).at(-1)).toEqual({ id: "m12", place: 12, confirmedReferrals: 0 });
  });

  it("gives a pending referrer no place, however many referrals", () => {
    const members = line(
      { id: "p", status: "pending" },
      { id: "a", referredBy: "p" },
      { id: "b", referredBy: "p" },
    );
    expect(ids(members)).toEqual(["a", "b"]);
  });

  it("ignores a referrer who is not in the list any more", () => {
    expect(ids(line("a", { id: "b", referredBy: "gone" }))).toEqual(["a", "b"]);
  });

  it("breaks ties of equal standing by join time, then by id for equal join times", () => {
    const at = Date.UTC(2026, 10, 23);
    const members: LineMember[] = [
      { id: "b", joinedAt: at, status: "confirmed", referredBy: null },
      { id: "a", joinedAt: at, status: "confirmed", referredBy: null },
      { id: "c", joinedAt: at - 1, status: "confirmed", referredBy: null },
    ];
    expect(ids(members)).toEqual(["c", "a", "b"]);
  });

  it("gives an empty line for no members", () => {
    expect(orderByPlace([])).toEqual([]);
  });
});
