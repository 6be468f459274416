import { type SQL, sql } from "drizzle-orm";

import type { FlagDetail, FlagKind, FlagStatus } from "~/vocabulary";

import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";

// The fraud checks' records (app/features/fraud decides what is flagged): the facts a join is
// judged on, the flags, and their review.

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
 * Per referrer, how many of their confirmed referrals have their credit withheld (columns
 * referred_by, n): read from the open and confirmed flags by each flagged member's key, a few
 * thousand rows where the referrals are a million. waitlist_referral_counts (migration 0018) less
 * these is each referrer's confirmed referrals as the line counts them (decision 041).
 */
export const withheldCreditsByReferrer = sql`
  select referral.referred_by, count(*)::int as n
    from (select distinct wf.entry_id from waitlist_flags wf where wf.status in ('open', 'confirmed')) f
    -- LIMIT 1 keeps the planner from making this lookup by key a join that reads every referral.
    cross join lateral (select e.referred_by from waitlist_entries e
                         where e.id = f.entry_id and e.status = 'confirmed' and e.referred_by <> e.id
                         limit 1) referral
   group by referral.referred_by`;

/** What the fraud checks judge a join by, gathered in the join's transaction right after its upsert. */
type JoinEvidence = {
  /** The oldest other entry with the same mailbox, if any. */
  duplicateOf: string | null;
  /** Joins from the join's network within `windowSeconds`, itself included; 0 when its network is unknown. */
  subnetJoins: number;
  /** The member whose code the join came with, if the code is known. */
  referrerId: string | null;
  /** The referrer's address is the same mailbox as the joiner's. */
  sameMailbox: boolean;
  /** Following who referred the referrer, and who referred that one…, reaches the joining entry. */
  chainReachesEntry: boolean;
};

/**
 * The facts of one join, in one statement that is the same for every join, new address or known,
 * so that neither the answer nor its timing tells.
 */
export async function joinFacts(
  tx: Queryable,
  join: {
    entryId: string;
    ref: string | null;
    emailCanonical: string;
    joinSubnet: string | null;
    windowSeconds: number;
  },
): Promise<JoinEvidence> {
  const { entryId, ref, emailCanonical, joinSubnet, windowSeconds } = join;
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
        where o.email_canonical = ${emailCanonical} and o.id <> ${entryId}
        order by o.created_at, o.id limit 1) as duplicate_of,
      (select count(*)::int from waitlist_entries o
        where o.join_subnet = ${joinSubnet}
          and o.created_at > now() - make_interval(secs => ${windowSeconds}::int)) as subnet_joins,
      r.id as referrer_id,
      coalesce(r.email_canonical = ${emailCanonical}, false) as same_mailbox,
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
  return {
    duplicateOf: facts.duplicate_of,
    subnetJoins: Number(facts.subnet_joins),
    referrerId: facts.referrer_id,
    sameMailbox: facts.same_mailbox,
    chainReachesEntry: facts.chain_reaches,
  };
}

/**
 * Adds a join's flags, in one statement even when there are none. A flag already there keeps its
 * review: joining again never reopens what an admin cleared.
 */
export async function insertFlags(
  tx: Queryable,
  entryId: string,
  flags: readonly { kind: FlagKind; detail: FlagDetail }[],
): Promise<void> {
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

/** Records an admin's review of one flag: its status, when and by whom. False when the member has no such flag. */
export async function setFlagReview(
  tx: Queryable,
  review: { entryId: string; kind: FlagKind; status: "confirmed" | "cleared"; reviewedBy: string },
): Promise<boolean> {
  const updated = await tx.execute(sql`
    update waitlist_flags
       set status = ${review.status}, reviewed_at = now(), reviewed_by = ${review.reviewedBy}
     where entry_id = ${review.entryId} and kind = ${review.kind}
    returning kind`);
  return rowsOf(updated).length > 0;
}
