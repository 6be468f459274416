import { describe, expect, it } from "vitest";

import { BURST_JOINS, BURST_WINDOW_MINUTES, type JoinFacts, describeFlag, flagList, flagsFor } from "./rules";

const clean: JoinFacts = {
  isNew: true,
  disposable: false,
  duplicateOf: null,
  subnetJoins: 1,
  burst: { max: BURST_JOINS, windowSeconds: BURST_WINDOW_MINUTES * 60 },
  referrer: null,
};
const referrer = { id: "r", sameMailbox: false, chainReachesEntry: false };
const kinds = (facts: Partial<JoinFacts>) => flagsFor({ ...clean, ...facts }).map((f) => f.kind);

describe("flagsFor", () => {
  it("flags nothing for a clean join", () => {
    expect(flagsFor(clean)).toEqual([]);
    expect(kinds({ referrer })).toEqual([]);
  });

  it("flags a disposable address and a duplicate mailbox, naming the other entry", () => {
    expect(flagsFor({ ...clean, disposable: true, duplicateOf: "d" })).toEqual([
      { kind: "disposable", detail: {} },
      { kind: "duplicate", detail: { of: "d" } },
    ]);
  });

  it(`flags the join that makes ${BURST_JOINS} from one network within the window, and those after it`, () => {
    expect(kinds({ subnetJoins: BURST_JOINS - 1 })).toEqual([]);
    expect(flagsFor({ ...clean, subnetJoins: BURST_JOINS })).toEqual([
      { kind: "burst", detail: { joins: BURST_JOINS, minutes: BURST_WINDOW_MINUTES } },
    ]);
    expect(kinds({ subnetJoins: BURST_JOINS + 3 })).toEqual(["burst"]);
    // FRAUD_BURST=off: no count is a burst.
    expect(kinds({ subnetJoins: BURST_JOINS + 3, burst: null })).toEqual([]);
    expect(kinds({ subnetJoins: 0 })).toEqual([]);
  });

  it("flags a referral by the same mailbox", () => {
    expect(flagsFor({ ...clean, referrer: { ...referrer, sameMailbox: true } })).toEqual([
      { kind: "self-referral", detail: { of: "r" } },
    ]);
  });

  it("flags a known member joining again through the link of someone down their own chain", () => {
    const rejoin = { ...clean, isNew: false, disposable: true, duplicateOf: "d", subnetJoins: 99 };
    expect(flagsFor({ ...rejoin, referrer: { ...referrer, chainReachesEntry: true } })).toEqual([
      { kind: "referral-cycle", detail: { via: "r" } },
    ]);
    // A known address is judged on nothing else: it was judged when it joined.
    expect(flagsFor({ ...rejoin, referrer })).toEqual([]);
  });
});

describe("the flags in words", () => {
  it("describes each kind, naming the other member where there is one", () => {
    expect(describeFlag("duplicate", { of: "d" })).toEqual({ text: expect.any(String), related: "d" });
    expect(describeFlag("burst", { joins: 6, minutes: 10 }).text).toBe(
      "Join number 6 from one network within 10 minutes.",
    );
    expect(describeFlag("referral-cycle", { via: "r" }).related).toBe("r");
  });

  it("lists the flags that withhold credit for the exports, cleared ones left out", () => {
    expect(
      flagList([
        { kind: "duplicate", status: "open" },
        { kind: "burst", status: "cleared" },
        { kind: "disposable", status: "confirmed" },
      ]),
    ).toBe("disposable;duplicate");
    expect(flagList([])).toBe("");
  });
});
