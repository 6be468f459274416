import { type SQL, sql } from "drizzle-orm";

import { type BurstRule, flagsFor } from "~/features/fraud/rules";
import { AUDIT_ACTIONS, type FlagDetail, type FlagKind, type FlagStatus } from "~/vocabulary";

import type { Db, Queryable } from "./client.server";
import { recordAudit } from "./team.server";
import { rowsOf } from "./waitlist.server";

/** The marks a join leaves for the fraud checks (app/features/fraud): never an address. */
export type JoinMarks = {
  emailCanonical: string;
  joinSubnet: string | null;
  disposable: boolean;
  /** The burst rule in force (FRAUD_BURST); null: off. */
  burst: BurstRule;
};

/**
 * Whether the referral of the entry whose id is `entryId` is withheld from its referrer: it has an
 * open or confirmed flag. Every count of confirmed referrals (place in line, the reports, the team
 * pages) takes it, so a cleared flag gives the credit back everywhere at once.
 */
export function creditWithheld(entryId: SQL | string): SQL {
  return sql`exists (select 1 from waitlist_flags wf
                      where wf.entry_id = ${entryId} and wf.status in ('open', 'confirmed'))`;
}

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
  const result = await tx.execute(sql`
    with recursive chain(id, depth) as (
      select referred_by, 1 from waitlist_entries where referral_code = ${ref} and referred_by is not null
      union all
      select w.referred_by, c.depth + 1
        from chain c join waitlist_entries w on w.id = c.id
       where w.referred_by is not null and c.id <> ${entryId} and c.depth < 10000
    )
    select
      (select o.id from waitlist_entries o
        where o.email_canonical = ${marks.emailCanonical} and o.id <> ${entryId}
        order by o.created_at, o.id limit 1) as duplicate_of,
      (select count(*)::int from waitlist_entries o
        where o.join_subnet = ${marks.joinSubnet}
          and o.created_at > now() - make_interval(secs => ${marks.burst?.windowSeconds ?? 0}::int)) as subnet_joins,
      r.id as referrer_id,
      coalesce(r.email_canonical = ${marks.emailCanonical}, false) as same_mailbox,
      exists (select 1 from chain where id = ${entryId}) as chain_reaches
    from (select 1) one
    left join waitlist_entries r on r.referral_code = ${ref}`);
  const facts = rowsOf<{
    duplicate_of: string | null;
    subnet_joins: number;
    referrer_id: string | null;
    same_mailbox: boolean;
    chain_reaches: boolean;
  }>(result)[0]!;
  const flags = flagsFor({
    isNew,
    disposable: marks.disposable,
    duplicateOf: facts.duplicate_of,
    subnetJoins: Number(facts.subnet_joins),
    burst: marks.burst,
    referrer:
      facts.referrer_id === null
        ? null
        : {
            id: facts.referrer_id,
            sameMailbox: facts.same_mailbox,
            chainReachesEntry: facts.chain_reaches,
          },
  });
  // A flag already there keeps its review: joining again never reopens what an admin cleared.
  await tx.execute(sql`
    insert into waitlist_flags (entry_id, kind, detail)
    select ${entryId}, f.kind, f.detail
      from jsonb_to_recordset(${JSON.stringify(flags)}::jsonb) as f(kind text, detail jsonb)
    on conflict (entry_id, kind) do nothing`);
}

export type FlagRow = {
  kind: FlagKind;
  detail: FlagDetail;
  status: FlagStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
};

/** A member's flags, in the order the checks name them. */
export async function flagsOfEntry(db: Queryable, entryId: string): Promise<FlagRow[]> {
  const result = await db.execute(sql`
    select kind, detail, status, created_at, reviewed_at, reviewed_by
      from waitlist_flags where entry_id = ${entryId}
     order by created_at, kind`);
  return rowsOf<{
    kind: FlagKind;
    detail: FlagDetail;
    status: FlagStatus;
    created_at: Date | string;
    reviewed_at: Date | string | null;
    reviewed_by: string | null;
  }>(result).map((r) => ({
    kind: r.kind,
    detail: r.detail,
    status: r.status,
    createdAt: new Date(r.created_at),
    reviewedAt: r.reviewed_at === null ? null : new Date(r.reviewed_at),
    reviewedBy: r.reviewed_by,
  }));
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
    actor: { id: string; email: string };
    ipAddress: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.execute(sql`
      update waitlist_flags
         set status = ${review.status}, reviewed_at = now(), reviewed_by = ${review.actor.email}
       where entry_id = ${review.entryId} and kind = ${review.kind}
      returning kind`);
    if (rowsOf(updated).length === 0) return false;
    await recordAudit(tx, {
      actorId: review.actor.id,
      actorEmail: review.actor.email,
      action: review.status === "confirmed" ? AUDIT_ACTIONS.flagConfirmed : AUDIT_ACTIONS.flagCleared,
      subject: review.entryId,
      details: { kind: review.kind },
      ipAddress: review.ipAddress,
    });
    return true;
  });
}
