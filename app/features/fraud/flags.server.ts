import type { Db, Queryable } from "~/db/queryable";
import { insertFlags, joinFacts, setFlagReview } from "~/db/fraud.server";
import { recordAudit } from "~/db/team.server";
import type { BurstRule } from "~/platform/config.server";
import { AUDIT_ACTIONS, type FlagKind } from "~/vocabulary";
import type { TeamActor } from "~/platform/team-access.server";

import { flagsFor } from "./rules";

/** The marks a join leaves for the fraud checks: never an address. */
export type JoinMarks = {
  emailCanonical: string;
  joinSubnet: string | null;
  disposable: boolean;
  /** The burst rule in force (FRAUD_BURST); null: off. */
  burst: BurstRule;
};

/**
 * Flags one join, in its transaction, right after its upsert. The same two statements run for
 * every join, new address or known, flagged or not (the facts are gathered for all, and the insert
 * takes a list that may be empty), so neither the answer nor its timing tells.
 */
export async function flagJoin(
  tx: Queryable,
  join: { entryId: string; isNew: boolean; ref: string | null; marks: JoinMarks },
): Promise<void> {
  const { entryId, isNew, ref, marks } = join;
  const facts = await joinFacts(tx, {
    entryId,
    ref,
    emailCanonical: marks.emailCanonical,
    joinSubnet: marks.joinSubnet,
    windowSeconds: marks.burst?.windowSeconds ?? 0,
  });
  const flags = flagsFor({
    isNew,
    disposable: marks.disposable,
    duplicateOf: facts.duplicateOf,
    subnetJoins: facts.subnetJoins,
    burst: marks.burst,
    referrer:
      facts.referrerId === null
        ? null
        : {
            id: facts.referrerId,
            sameMailbox: facts.sameMailbox,
            chainReachesEntry: facts.chainReachesEntry,
          },
  });
  await insertFlags(tx, entryId, flags);
}

/**
 * An admin's review of one flag: its status, when and by whom, and the audit entry, in one
 * transaction. False when the member has no such flag.
 */
export async function reviewFlag(
  db: Db,
  review: {
    entryId: string;
    kind: FlagKind;
    status: "confirmed" | "cleared";
    actor: TeamActor;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reviewed = await setFlagReview(tx, {
      entryId: review.entryId,
      kind: review.kind,
      status: review.status,
      reviewedBy: review.actor.email,
    });
    if (!reviewed) return false;
    await recordAudit(tx, {
      actorId: review.actor.id,
      actorEmail: review.actor.email,
      action: review.status === "confirmed" ? AUDIT_ACTIONS.flagConfirmed : AUDIT_ACTIONS.flagCleared,
      subject: review.entryId,
      details: { kind: review.kind },
      ipAddress: review.actor.ipAddress,
    });
    return true;
  });
}
