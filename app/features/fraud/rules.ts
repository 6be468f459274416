/**
 * Referral-fraud flags (decision 025): what a join is flagged for, decided from facts the database
 * gathered in the join's transaction (app/db/fraud.server.ts). A flag is never shown to the member
 * and changes nothing in the join's answer or mail; while open or confirmed it withholds the
 * join's referral credit from its referrer's place, and an admin clearing it restores the credit.
 */

import type { BurstRule } from "~/platform/config.server";
import type { FlagDetail, FlagKind, FlagStatus } from "~/vocabulary";

/**
 * This many joins from one network (subnet.ts) within BURST_WINDOW_MINUTES is a burst: the default
 * of FRAUD_BURST ("5/600"), which a site may change or turn off (app/platform/config.server.ts).
 */
export const BURST_JOINS = 5;
export const BURST_WINDOW_MINUTES = 10;

/** Flags that withhold credit: cleared ones no longer do. */
export const WITHHOLDING_STATUSES: readonly FlagStatus[] = ["open", "confirmed"];

export type NewFlag = { kind: FlagKind; detail: FlagDetail };

export type JoinFacts = {
  /** The join made a new entry (an address already listed only updates its name and activity). */
  isNew: boolean;
  /** At a disposable-mail domain (disposable.ts). */
  disposable: boolean;
  /** The oldest other entry with the same mailbox (canonical.ts), if any. */
  duplicateOf: string | null;
  /** Joins from this join's network within the window, itself included; 0 when its network is unknown. */
  subnetJoins: number;
  /** The burst rule the count is judged by. */
  burst: BurstRule;
  /** The member whose code the join came with, if the code is known. */
  referrer: {
    id: string;
    /** Their address is the same mailbox as the joiner's. */
    sameMailbox: boolean;
    /** Following who referred them, and who referred that one…, reaches the joining entry. */
    chainReachesEntry: boolean;
  } | null;
};

/**
 * The flags for one join. A new entry is judged on its address, network and referrer. An address
 * already listed keeps its referrer (nobody changes who referred them), so a code can only make a
 * loop by an existing member joining again through the link of someone they brought in, directly
 * or down a chain: that member is flagged "referral-cycle" (detail `via`: whose link). Joining
 * again through one's own link is what members do to see their place, and is not flagged.
 */
export function flagsFor(facts: JoinFacts): NewFlag[] {
  const flags: NewFlag[] = [];
  const { referrer } = facts;
  if (!facts.isNew) {
    if (referrer?.chainReachesEntry) flags.push({ kind: "referral-cycle", detail: { via: referrer.id } });
    return flags;
  }
  if (facts.disposable) flags.push({ kind: "disposable", detail: {} });
  if (facts.duplicateOf !== null) flags.push({ kind: "duplicate", detail: { of: facts.duplicateOf } });
  if (facts.burst && facts.subnetJoins >= facts.burst.max) {
    const minutes = facts.burst.windowSeconds / 60;
    flags.push({ kind: "burst", detail: { joins: facts.subnetJoins, minutes } });
  }
  if (referrer?.sameMailbox) flags.push({ kind: "self-referral", detail: { of: referrer.id } });
  return flags;
}

const LABELS: Record<FlagKind, string> = {
  disposable: "Disposable address",
  duplicate: "Duplicate address",
  burst: "Burst of joins",
  "self-referral": "Self-referral",
  "referral-cycle": "Referral cycle",
};

export function flagLabel(kind: string): string {
  return LABELS[kind as FlagKind] ?? kind;
}

/** A flag's detail in words, for the member's page; `related` is the other member it names, if any. */
export function describeFlag(kind: string, detail: FlagDetail): { text: string; related?: string } {
  switch (kind) {
    case "disposable":
      return { text: "The address is at a disposable-mail domain." };
    case "duplicate":
      return { text: "The same mailbox as another member (dots or a +tag aside).", related: detail.of };
    case "burst":
      return {
        text: `Join number ${detail.joins ?? "?"} from one network within ${detail.minutes ?? BURST_WINDOW_MINUTES} minutes.`,
      };
    case "self-referral":
      return { text: "Joined through the link of the same mailbox.", related: detail.of };
    case "referral-cycle":
      return { text: "Joined again through the link of a member they brought in.", related: detail.via };
    default:
      return { text: "" };
  }
}

/** The flags that count against credit, as the exports write them: "disposable;duplicate". */
export function flagList(flags: readonly { kind: string; status: string }[]): string {
  return flags
    .filter((f) => (WITHHOLDING_STATUSES as readonly string[]).includes(f.status))
    .map((f) => f.kind)
    .sort()
    .join(";");
}
