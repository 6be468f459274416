import { type SQL, sql } from "drizzle-orm";

import { type AdmissionCounts, admissionCounts } from "./admission.server";
import type { Db, Queryable } from "./queryable";
import { withheldCreditsByReferrer } from "./fraud.server";
import { rowsOf } from "./rows";

/** A UTC calendar day, YYYY-MM-DD, as page views are stamped and the team counts (app/lib/utc-days.ts). */
type Day = string;

// The launch room's overview (app/features/team/overview.route.tsx): page views summed by day, source
// and campaign; joins in a range; the referral leaderboard and the line now.

/** Where a visit or a join came from: its utm_source, else the referring site, else "Direct". */
const sourceOf = (table: string) =>
  sql.raw(`coalesce(nullif(${table}.utm_source, ''), nullif(${table}.referrer_host, ''), 'Direct')`);

/**
 * Views and distinct visitors for each of `days` (a query with one `day` column) per day ("all",
 * value ""), per day and source, and per day and campaign, from the page views `views` selects (a
 * filter by day, so that the index on page_views.day is used). A day without views still has its
 * "all" row, of zeros: it marks the day as summed.
 */
function countViews(days: SQL, views: SQL): SQL {
  return sql`
    select day,
           case when grouping(source) = 0 then 'source'
                when grouping(campaign) = 0 then 'campaign'
                else 'all' end as dimension,
           coalesce(source, campaign, '') as value,
           count(view_id)::int as views,
           count(distinct visitor_id)::int as visitors
      from (select d.day, pv.id as view_id, pv.visitor_id,
                   case when pv.id is not null then ${sourceOf("pv")} end as source,
                   nullif(pv.utm_campaign, '') as campaign
              from (${days}) d
              left join (select * from page_views where ${views}) pv on pv.day = d.day) v
     group by grouping sets ((day), (day, source), (day, campaign))
    having (grouping(source) = 1 and grouping(campaign) = 1) or coalesce(source, campaign) is not null`;
}

const daySeries = (from: SQL, to: SQL) =>
  sql`select d::date as day from generate_series(${from}, ${to}, interval '1 day') d`;

const dayOf = (day: Day) => sql`${day}::date`;

/** A PostgreSQL array of days, as one parameter for either driver. */
const dayArray = (days: readonly Day[]) => sql`${`{${days.join(",")}}`}::date[]`;

/**
 * Sums the days from `from` to `through` (settled days: no view will be added to them) that are not
 * summed yet. Idempotent, and safe when instances race: a day's rows are written by one statement,
 * and a second writer's identical rows are dropped by the primary key.
 */
export async function sumSettledDays(db: Pick<Queryable, "execute">, from: Day, through: Day): Promise<void> {
  if (through < from) return;
  const missing = rowsOf<{ day: Day }>(
    await db.execute(sql`
      select to_char(s.day, 'YYYY-MM-DD') as day from (${daySeries(dayOf(from), dayOf(through))}) s
       where not exists (select 1 from page_view_days p where p.day = s.day and p.dimension = 'all')`),
  ).map((row) => row.day);
  if (missing.length === 0) return;
  await db.execute(sql`
    insert into page_view_days (day, dimension, value, views, visitors)
    ${countViews(sql`select unnest(${dayArray(missing)}) as day`, sql`day = any(${dayArray(missing)})`)}
    on conflict do nothing`);
  // Settled days are read from their sums from now on: their visitors' rows are of no more use.
  await db.execute(sql`delete from page_view_visitors where day <= ${through}::date`);
}

/**
 * The same rows as `countViews` gives for `days`, from page_view_visitors (kept by triggers on
 * page_views, migration 0014): one row per visitor, source and campaign of a day, so its distinct
 * visitors are counted from a few thousand rows instead of from every view. Each dimension's
 * distinct visitors are its (day, value, visitor) groups counted, which PostgreSQL hashes; one
 * count(distinct) over grouping sets sorted the day's rows three times (45,000 rows: 140 ms to 90).
 */
function countVisitors(days: SQL, from: SQL, to: SQL): SQL {
  // Grouped by day and visitor, and by `column` too when there is one.
  const visitorsBy = (column?: "source" | "campaign") => sql`
    select day, ${column ? sql.raw(column) : sql`''`} as value, visitor_id, sum(views) as views
      from page_view_visitors
     where day between ${from} and ${to} and views > 0 ${column === "campaign" ? sql`and campaign <> ''` : sql``}
     group by day, ${column ? sql.raw(`${column}, `) : sql``}visitor_id`;
  return sql`
    select d.day, 'all' as dimension, '' as value,
           coalesce(sum(v.views), 0)::int as views, count(v.visitor_id)::int as visitors
      from (${days}) d
      left join (${visitorsBy()}) v on v.day = d.day
     group by d.day
    union all
    select day, 'source', value, sum(views)::int, count(*)::int
      from (${visitorsBy("source")}) v group by day, value
    union all
    select day, 'campaign', value, sum(views)::int, count(*)::int
      from (${visitorsBy("campaign")}) v group by day, value`;
}

export type VisitorCounts = {
  /** Per day that has a row (days after `to` have none). */
  byDay: { day: Day; views: number; visitors: number }[];
  /** Visitors per source and per campaign over the range: each day's distinct visitors, summed. */
  bySource: { name: string; visitors: number }[];
  byCampaign: { name: string; visitors: number }[];
};

type CountRow = { kind: "day" | "source" | "campaign"; key: string; views: number; visitors: number };

/**
 * Page views from `from` to `to`: settled days (up to `settledThrough`) from page_view_days, which
 * `sumSettledDays` must have filled, the rest from page_view_visitors.
 */
export async function visitorCounts(
  db: Pick<Queryable, "execute">,
  { from, to, settledThrough }: { from: Day; to: Day; settledThrough: Day },
): Promise<VisitorCounts> {
  // The first day counted live: the day after the last settled one, or `from` if that is later.
  const liveFrom = sql`greatest(${from}::date, ${settledThrough}::date + 1)`;
  const result = await db.execute(sql`
    with counted as (
      select day, dimension, value, views, visitors from page_view_days
       where day between ${from}::date and least(${to}::date, ${settledThrough}::date)
      union all
      ${countVisitors(daySeries(liveFrom, dayOf(to)), liveFrom, sql`${to}::date`)}
    )
    select 'day' as kind, to_char(day, 'YYYY-MM-DD') as key, views, visitors
      from counted where dimension = 'all'
    union all
    select dimension, value, sum(views)::int, sum(visitors)::int
      from counted where dimension <> 'all' group by dimension, value`);
  const rows = rowsOf<CountRow>(result).map((row) => ({
    ...row,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
  const of = (kind: CountRow["kind"]) =>
    rows.filter((row) => row.kind === kind).map((row) => ({ name: row.key, visitors: row.visitors }));
  return {
    byDay: rows
      .filter((row) => row.kind === "day")
      .map((row) => ({ day: row.key, views: row.views, visitors: row.visitors }))
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)),
    bySource: of("source"),
    byCampaign: of("campaign"),
  };
}

export type JoinCount = { joins: number; confirmed: number; referred: number };

export type JoinCounts = {
  total: JoinCount;
  byDay: ({ day: Day } & JoinCount)[];
  bySource: ({ name: string } & JoinCount)[];
  byCampaign: ({ name: string } & JoinCount)[];
  byActivity: ({ name: string } & JoinCount)[];
};

type JoinRow = { kind: "all" | "day" | "source" | "campaign" | "activity"; key: string } & JoinCount;

/**
 * Members who joined from `from` to `to` (UTC days): in all, per day, source, campaign and activity;
 * of each, how many are confirmed now and how many came through a referral (referring oneself does
 * not count, as in the line). Summed from waitlist_join_days, which triggers on waitlist_entries keep
 * equal to a count of the members in the same transaction as each change (migration 0013), so a
 * snapshot's sums are the snapshot's members.
 */
export async function joinCounts(
  db: Pick<Queryable, "execute">,
  { from, to }: { from: Day; to: Day },
): Promise<JoinCounts> {
  const result = await db.execute(sql`
    select case when grouping(day) = 0 then 'day'
                when grouping(source) = 0 then 'source'
                when grouping(campaign) = 0 then 'campaign'
                when grouping(activity) = 0 then 'activity'
                else 'all' end as kind,
           coalesce(to_char(day, 'YYYY-MM-DD'), source, campaign, activity, '') as key,
           coalesce(sum(joins), 0)::int as joins,
           coalesce(sum(confirmed), 0)::int as confirmed,
           coalesce(sum(referred), 0)::int as referred
      from (select day, source, nullif(campaign, '') as campaign, activity, joins, confirmed, referred
              from waitlist_join_days
             where day between ${from}::date and ${to}::date and joins > 0) j
     group by grouping sets ((), (day), (source), (campaign), (activity))
    having grouping(campaign) = 1 or campaign is not null`);
  const rows = rowsOf<JoinRow>(result).map((row) => ({
    kind: row.kind,
    key: row.key,
    joins: Number(row.joins),
    confirmed: Number(row.confirmed),
    referred: Number(row.referred),
  }));
  const counts = ({ joins, confirmed, referred }: JoinCount) => ({ joins, confirmed, referred });
  const of = (kind: JoinRow["kind"]) =>
    rows.filter((row) => row.kind === kind).map((row) => ({ name: row.key, ...counts(row) }));
  const total = rows.find((row) => row.kind === "all");
  return {
    total: total ? counts(total) : { joins: 0, confirmed: 0, referred: 0 },
    byDay: of("day").map(({ name, ...count }) => ({ day: name, ...count })),
    bySource: of("source"),
    byCampaign: of("campaign"),
    byActivity: of("activity"),
  };
}

export type Referrer = { name: string; email: string; confirmed: number; pending: number };

/**
 * The members with the most confirmed referrals, all time (as the line counts them): most first,
 * ties to whoever joined first. Counts come from waitlist_referral_counts (migration 0018), less the
 * confirmed referrals a fraud flag withholds, which are read from the open flags: few, where the
 * referrals are a million. Only the referrers that can make the top `limit` are read: a referrer
 * whose stored count is below the (`limit` + withholding referrers)-th largest has at least `limit`
 * referrers with no withheld credit above it. Of those, the ones with at least the `limit`-th
 * largest count (ties included) are joined to their rows and ordered.
 */
export async function referralLeaders(db: Pick<Queryable, "execute">, limit = 10): Promise<Referrer[]> {
  const result = await db.execute(sql`
    with withheld as materialized (${withheldCreditsByReferrer}),
    counts as materialized (
      select c.referrer_id as referred_by, c.confirmed - coalesce(w.n, 0) as confirmed, c.pending
        from waitlist_referral_counts c
        left join withheld w on w.referred_by = c.referrer_id
       where c.confirmed >= coalesce((select confirmed from waitlist_referral_counts
                                       order by confirmed desc
                                      offset (select count(*) from withheld) + ${limit - 1} limit 1), 0)
    )
    select r.full_name as name, r.email, c.confirmed, c.pending
      from counts c
      -- Lateral: each candidate's row by its key, which a plain join let the planner turn into a
      -- hash of the whole table (decision 036); its LIMIT keeps the planner from making it a join.
      cross join lateral (select full_name, email, created_at, id from waitlist_entries
                           where id = c.referred_by limit 1) r
     where c.confirmed > 0
       and c.confirmed >= coalesce((select confirmed from counts order by confirmed desc
                                     offset ${limit - 1} limit 1), 0)
     order by c.confirmed desc, r.created_at, r.id
     limit ${limit}`);
  return rowsOf<Referrer>(result).map((row) => ({
    ...row,
    confirmed: Number(row.confirmed),
    pending: Number(row.pending),
  }));
}

/**
 * Everyone on the list now, and how many of them confirmed their address: the join day sums of all
 * days, which the triggers keep equal to a count of the members (a million of them took 0.2 s).
 */
export async function waitingNow(
  db: Pick<Queryable, "execute">,
): Promise<{ total: number; confirmed: number }> {
  const result = await db.execute(sql`
    select coalesce(sum(joins), 0)::int as total, coalesce(sum(confirmed), 0)::int as confirmed
      from waitlist_join_days`);
  const row = rowsOf<{ total: number; confirmed: number }>(result)[0];
  return { total: Number(row?.total ?? 0), confirmed: Number(row?.confirmed ?? 0) };
}

export type OverviewCounts = {
  visitors: VisitorCounts;
  joins: JoinCounts;
  leaders: Referrer[];
  waiting: { total: number; confirmed: number };
  /** Waiting, confirmed, invited and accepted (app/features/admission/states.ts), now. */
  admission: AdmissionCounts;
};

/** The figures of one snapshot, so the funnel and the line agree while members keep joining. */
const SNAPSHOT = { isolationLevel: "repeatable read", accessMode: "read only" } as const;

/**
 * Everything the overview shows for the days `from` to `to`: the settled days among them are summed
 * first, if no read has summed them yet, then all is read from one snapshot.
 */
export async function readOverview(
  db: Db,
  { from, to, settledThrough }: { from: Day; to: Day; settledThrough: Day },
): Promise<OverviewCounts> {
  await sumSettledDays(db, from, to < settledThrough ? to : settledThrough);
  return db.transaction(async (tx) => {
    // The day's live views and the range's joins are sorted and grouped in memory: at a million
    // members the default 4 MB spilled each to disk (decision 036). For this transaction only.
    await tx.execute(sql`set local work_mem = '32MB'`);
    const visitors = await visitorCounts(tx, { from, to, settledThrough });
    const joins = await joinCounts(tx, { from, to });
    const leaders = await referralLeaders(tx);
    const waiting = await waitingNow(tx);
    const admission = await admissionCounts(tx);
    return { visitors, joins, leaders, waiting, admission };
  }, SNAPSHOT);
}
