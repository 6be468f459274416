import { sql } from "drizzle-orm";

import { REFERRAL_PLACES } from "~/vocabulary";

import type { Queryable } from "./queryable";
import { creditWithheld } from "./fraud.server";
import { rowsOf } from "./rows";

/**
 * Place in line (tests/support/place-oracle.ts is the same rule in plain code, the tests' oracle):
 * confirmed members ranked by join time (created_at, then id), each confirmed referral
 * taking REFERRAL_PLACES off that rank (not one with an open or confirmed fraud flag:
 * app/features/fraud), equal standings by join time. Computed from the rows when
 * asked, so every instance sees the same line and nothing has to be kept in step as members join.
 */
const line = sql`
  with confirmed as (
    select id, created_at, row_number() over (order by created_at, id) as join_rank
      from waitlist_entries
     where status = 'confirmed'
  ), referrals as (
    select referred_by as id, count(*) as n
      from waitlist_entries
     where status = 'confirmed' and referred_by is not null and referred_by <> id
       and not ${creditWithheld(sql`waitlist_entries.id`)}
     group by referred_by
  ), standings as (
    select c.id, c.created_at, coalesce(r.n, 0) as referrals,
           c.join_rank - ${REFERRAL_PLACES}::int * coalesce(r.n, 0) as standing
      from confirmed c left join referrals r on r.id = c.id
  )
  select id, referrals, row_number() over (order by standing, created_at, id) as place,
         count(*) over () as members
    from standings`;

/**
 * The line as a query (id, referrals, place, members), for a statement that needs the places of
 * many members at once: admission invites the next members by exactly this order.
 */
export const lineQuery = line;

export type PlaceInLine = {
  id: string;
  /** 1 is first in line. */
  place: number;
  /** Confirmed members who joined through this member's link (never themselves). */
  confirmedReferrals: number;
};

type LineRow = { id: string; referrals: number | string; place: number | string; members: number | string };

const placed = (row: LineRow): PlaceInLine => ({
  id: row.id,
  place: Number(row.place),
  confirmedReferrals: Number(row.referrals),
});

/** Every confirmed member, first in line first. */
export async function placesInLine(db: Pick<Queryable, "execute">): Promise<PlaceInLine[]> {
  const result = await db.execute(sql`select * from (${line}) l order by place`);
  return rowsOf<LineRow>(result).map(placed);
}

/** A member's place and how many are in line; undefined for a pending or unknown entry. */
export async function placeOf(
  db: Pick<Queryable, "execute">,
  entryId: string,
): Promise<(PlaceInLine & { membersInLine: number }) | undefined> {
  const result = await db.execute(sql`select * from (${line}) l where id = ${entryId}`);
  const row = rowsOf<LineRow>(result)[0];
  return row && { ...placed(row), membersInLine: Number(row.members) };
}
