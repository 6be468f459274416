import { type SQL, and, asc, count, desc, eq, isNotNull, isNull, ne, not, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { type Activity, DIRECT_SOURCE } from "~/vocabulary";

import type { Db, Queryable } from "./queryable";
import { creditWithheld, withheldCreditsByReferrer } from "./fraud.server";
import { isSuppressedEmail } from "./mail-suppressions.server";
import { type PlaceInLine, placeOf } from "./waitlist-place.server";
import { mailOutbox, waitlistEntries } from "./schema";

// The launch room's members view (/team/members, its export and a member's page): the waitlist
// filtered, sorted and paged by keyset (app/lib/member-cursor.ts names the orders).

/** The orders of the view: newest, oldest, name, referrals (MEMBER_SORTS lists them for the form). */
export type MemberSort = "newest" | "oldest" | "name" | "referrals";

/** The last row of a page, as far as its order needs it. `joinedAt` keeps the database's microseconds. */
export type MemberCursor =
  | { sort: "newest" | "oldest"; joinedAt: string; id: string }
  | { sort: "name"; name: string; id: string }
  | { sort: "referrals"; referrals: number; joinedAt: string; id: string };

/** What the view shows (app/lib/member-filters.ts reads it from the page's address). */
export type MemberFilters = {
  /** Part of a name or an email, in any case. */
  q?: string | undefined;
  status?: "pending" | "confirmed" | undefined;
  activity?: Activity | undefined;
  /** A utm_source, else a referrer host, in any case; DIRECT_SOURCE for neither. */
  source?: string | undefined;
  /** Joined on or after this UTC day (YYYY-MM-DD). */
  from?: string | undefined;
  /** Joined on or before this UTC day (YYYY-MM-DD). */
  to?: string | undefined;
  referred?: "yes" | "no" | undefined;
  /** Has an open or confirmed fraud flag, or has none. */
  flagged?: "yes" | "no" | undefined;
  /** Their address bounced or complained (mail_suppressions), or did not. */
  undeliverable?: "yes" | "no" | undefined;
  sort: MemberSort;
  /** Where the page starts: after the last row of the page before. */
  after?: MemberCursor | undefined;
};

const w = waitlistEntries;
const referrer = alias(waitlistEntries, "referrer");
const referral = alias(waitlistEntries, "referral");

/** created_at in UTC to the microsecond: a Date keeps only milliseconds, too coarse for a keyset. */
const joinedAtKey = sql<string>`to_char(${w.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const nameKey = sql<string>`lower(${w.fullName})`;
/** Where a member came from: their utm_source, else their referrer's host; null is "direct". */
const source = sql<string | null>`coalesce(nullif(${w.utmSource}, ''), nullif(${w.referrerHost}, ''))`;
/** A confirmed member this member referred, as their place counts them (a self-referral never counts). */
const isConfirmedReferral = sql`${referral.referredBy} = ${w.id} and ${referral.status} = 'confirmed' and ${referral.id} <> ${w.id} and not ${creditWithheld(sql`${referral.id}`)}`;
const hasConfirmedReferral = sql`exists (select from ${waitlistEntries} as referral where ${isConfirmedReferral})`;
const confirmedReferrals = sql<number>`(select count(*)::int from ${waitlistEntries} as referral where ${isConfirmedReferral})`;
/** The member's flags that count (open or confirmed), as flagList in app/features/fraud/rules.ts writes them. */
const flagsOf = sql<string>`coalesce((select string_agg(wf.kind, ';' order by wf.kind) from waitlist_flags wf
  where wf.entry_id = ${w.id} and wf.status in ('open', 'confirmed')), '')`;

export type MemberRow = {
  id: string;
  name: string;
  email: string;
  status: "pending" | "confirmed";
  activity: string;
  joinedAt: Date;
  confirmedAt: Date | null;
  /** utm_source, else the referrer host; null when the member came directly. */
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  referralCode: string;
  referrerId: string | null;
  referrerEmail: string | null;
  referrerName: string | null;
  /** Confirmed referrals (not counting those whose credit a fraud flag withholds). */
  referrals: number;
  /** Open and confirmed fraud flags, "disposable;duplicate", or "" (app/features/fraud). */
  flags: string;
  /** Their address is suppressed (a hard bounce or a complaint): no mail goes to it. */
  undeliverable: boolean;
};

type KeyedRow = MemberRow & { joinedAtKey: string; nameKey: string };

/** A member row with its referral count given by `referrals`, from w joined to their referrer. */
function selectRows(db: Pick<Queryable, "select">, referrals: SQL<number>) {
  return db
    .select({
      id: w.id,
      name: w.fullName,
      email: w.email,
      status: w.status,
      activity: w.primaryActivity,
      joinedAt: w.createdAt,
      confirmedAt: w.confirmedAt,
      source,
      utmSource: w.utmSource,
      utmMedium: w.utmMedium,
      utmCampaign: w.utmCampaign,
      referrerHost: w.referrerHost,
      referralCode: w.referralCode,
      referrerId: referrer.id,
      referrerEmail: referrer.email,
      referrerName: referrer.fullName,
      referrals: referrals.mapWith(Number),
      flags: flagsOf,
      // One primary-key probe per row of the page.
      undeliverable: sql<boolean>`${isSuppressedEmail(w.email)}`,
      joinedAtKey,
      nameKey,
    })
    .from(w)
    .leftJoin(referrer, eq(referrer.id, w.referredBy))
    .$dynamic();
}

/** What the members view reads with: queries, and WITH for the referrals order's counts. */
type MembersDb = Pick<Db, "select" | "with" | "$with">;

/** Rows of the filters' view: the page after `after`, up to `limit`. */
async function selectMembers(
  db: MembersDb,
  filters: MemberFilters,
  after: MemberCursor | undefined,
  limit: number,
): Promise<KeyedRow[]> {
  if (filters.sort === "referrals") return selectByReferrals(db, filters, after, limit);
  const rows = await selectRows(db, confirmedReferrals)
    .where(and(filterCondition(filters), after && afterCondition(after, confirmedReferrals)))
    .orderBy(...orderOf(filters.sort, confirmedReferrals))
    .limit(limit);
  return rows as KeyedRow[];
}

/**
 * The referrals order in two parts, because most members have referred nobody: those who have,
 * from one grouped count of the confirmed referrals (read from waitlist_entries_referrals_idx
 * alone), then the rest by join time along the (created_at, id) index. Counting every member's
 * referrals and sorting them all took 200 ms at 100,000 members; this takes a fraction. Without
 * filters, only the referrers whose count can reach the page are joined to their rows: at a
 * million members there are a hundred thousand referrers, and joining them all took a second.
 */
async function selectByReferrals(
  db: MembersDb,
  filters: MemberFilters,
  after: MemberCursor | undefined,
  limit: number,
): Promise<KeyedRow[]> {
  // Each referrer's confirmed referrals that count: the kept counts (migration 0018) less those a
  // fraud flag withholds (decision 041), referrers with none left out.
  const counts = db
    .$with("referral_counts", {
      referrerId: sql<string>`referrer_id`.as("referrer_id"),
      n: sql<number>`n`.as("n"),
    })
    .as(
      sql`select c.referrer_id, (c.confirmed - coalesce(w.n, 0))::int as n
            from waitlist_referral_counts c
            left join (${withheldCreditsByReferrer}) w on w.referred_by = c.referrer_id
           where c.confirmed - coalesce(w.n, 0) > 0`,
    );
  const referrals = sql<number>`${counts.n}`;
  const zeroAfter = after?.sort === "referrals" && after.referrals === 0 ? after : undefined;
  const filtered = filterCondition(filters);
  const referrers = zeroAfter
    ? []
    : await selectRows(db.with(counts), referrals)
        .innerJoin(counts, eq(counts.referrerId, w.id))
        .where(
          and(
            filtered,
            after && afterCondition(after, referrals),
            filtered ? undefined : reachesPage(counts, after, limit),
          ),
        )
        .orderBy(...orderOf("referrals", referrals))
        .limit(limit);
  if (referrers.length === limit) return referrers as KeyedRow[];
  const none = sql<number>`0`;
  const others = await selectRows(db, none)
    .where(
      and(
        filterCondition(filters),
        sql`not ${hasConfirmedReferral}`,
        zeroAfter && afterCondition(zeroAfter, none),
      ),
    )
    .orderBy(asc(w.createdAt), asc(w.id))
    .limit(limit - referrers.length);
  return [...referrers, ...others] as KeyedRow[];
}

/** A LIKE pattern matching `text` anywhere, literally: LIKE's own characters (\\, %, _) escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Of the unfiltered referrers, those that can be on the page: every referrer below the cursor's
 * count is on it or after it, so the page's rows all count at least the `limit`-th largest count
 * below the cursor's (ties included; every count at the cursor's own is kept, the cursor orders those).
 */
function reachesPage(
  counts: { n: SQL.Aliased<number> },
  after: MemberCursor | undefined,
  limit: number,
): SQL {
  const below = after?.sort === "referrals" ? sql`where n < ${after.referrals}::int` : sql``;
  const nth = sql`coalesce((select n from referral_counts ${below} order by n desc offset ${limit - 1} limit 1), 0)`;
  return after?.sort === "referrals"
    ? sql`${counts.n} >= least(${after.referrals}::int, ${nth})`
    : sql`${counts.n} >= ${nth}`;
}

/** The members the filters match, as a WHERE condition on waitlist_entries (a broadcast's segment too). */
export function filterCondition(filters: MemberFilters): SQL | undefined {
  const { q, status, activity, from, to, referred, flagged, undeliverable } = filters;

  const sourceName = filters.source?.toLowerCase();
  return and(
    // The lowered text contains the lowered search, as a LIKE with the search's own %, _ and \
    // escaped: the same rows as strpos, but a pattern the trigram indexes of migration 0011 answer
    // on PostgreSQL (lower() of a parameter is folded to a constant before planning).
    q
      ? sql`(lower(${w.fullName}) like lower(${containsPattern(q)}) or lower(${w.email}) like lower(${containsPattern(q)}))`
      : undefined,
    status ? eq(w.status, status) : undefined,
    activity ? eq(w.primaryActivity, activity) : undefined,
    // Both as lower(source), the expression waitlist_entries_source_idx holds (null stays null).
    sourceName === DIRECT_SOURCE
      ? sql`lower(${source}) is null`
      : sourceName
        ? sql`lower(${source}) = ${sourceName}`
        : undefined,
    // The days' bounds in UTC, as the team reads days; `to` takes its whole day.
    from ? sql`${w.createdAt} >= ${from}::date::timestamp at time zone 'UTC'` : undefined,
    to ? sql`${w.createdAt} < (${to}::date + 1)::timestamp at time zone 'UTC'` : undefined,
    referred === "yes" ? isNotNull(w.referredBy) : referred === "no" ? isNull(w.referredBy) : undefined,
    flagged === "yes"
      ? creditWithheld(sql`${w.id}`)
      : flagged === "no"
        ? not(creditWithheld(sql`${w.id}`))
        : undefined,
    // EXISTS on mail_suppressions' primary key (the lowered address): a probe per member read.
    undeliverable === "yes"
      ? isSuppressedEmail(w.email)
      : undeliverable === "no"
        ? not(isSuppressedEmail(w.email))
        : undefined,
  );
}

function orderOf(sort: MemberFilters["sort"], referrals: SQL<number>): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(w.createdAt), desc(w.id)];
    case "oldest":
      return [asc(w.createdAt), asc(w.id)];
    case "name":
      return [asc(nameKey), asc(w.id)];
    case "referrals":
      return [desc(referrals), asc(w.createdAt), asc(w.id)];
  }
}

// Row comparisons, as one index range: (created_at, id) < (…) is where the (created_at, id) index starts.
function afterCondition(after: MemberCursor, referrals: SQL<number>): SQL {
  const id = sql`${after.id}::uuid`;
  switch (after.sort) {
    case "newest":
      return sql`(${w.createdAt}, ${w.id}) < (${after.joinedAt}::timestamptz, ${id})`;
    case "oldest":
      return sql`(${w.createdAt}, ${w.id}) > (${after.joinedAt}::timestamptz, ${id})`;
    case "name":
      return sql`(${nameKey}, ${w.id}) > (${after.name}::text, ${id})`;
    case "referrals":
      return sql`(${referrals} < ${after.referrals}::int or (${referrals} = ${after.referrals}::int
        and (${w.createdAt}, ${w.id}) > (${after.joinedAt}::timestamptz, ${id})))`;
  }
}

/** The cursor after `row` in `sort`'s order. */
function cursorAfter(sort: MemberFilters["sort"], row: KeyedRow): MemberCursor {
  if (sort === "name") return { sort, name: row.nameKey, id: row.id };
  if (sort === "referrals") return { sort, referrals: row.referrals, joinedAt: row.joinedAtKey, id: row.id };
  return { sort, joinedAt: row.joinedAtKey, id: row.id };
}

function withoutKeys({ joinedAtKey: _joined, nameKey: _name, ...row }: KeyedRow): MemberRow {
  return row;
}

/** One page of the view: its rows and, when more follow, the cursor of the next page. */
export async function listMembers(
  db: MembersDb,
  filters: MemberFilters,
  limit: number,
): Promise<{ rows: MemberRow[]; next: MemberCursor | undefined }> {
  const found = await selectMembers(db, filters, filters.after, limit + 1);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(withoutKeys),
    next: found.length > limit && last ? cursorAfter(filters.sort, last) : undefined,
  };
}

/**
 * How many members the filters match, counted up to `cap` + 1 and no further: a count past `cap`
 * is only "more than `cap`". At a million members an exact count of a broad search reads most of
 * the table; this stops once `cap` + 1 have been found.
 */
export async function countMembersUpTo(db: Queryable, filters: MemberFilters, cap: number): Promise<number> {
  const found = db
    .select({ one: sql`1`.as("one") })
    .from(w)
    .where(filterCondition(filters))
    .limit(cap + 1)
    .as("found");
  const [row] = await db.select({ n: count() }).from(found);
  return row?.n ?? 0;
}

/**
 * Every member of the view from its first row (`after` aside), `size` at a time: each batch a
 * query of its own from the last one's cursor, so a long export holds one batch in memory and no
 * transaction open while a slow client reads. Members who join or leave meanwhile may or may not
 * be in it, as on a page; none is written twice, except in the referrals order when a count moves.
 */
export async function* memberBatches(
  db: MembersDb,
  filters: MemberFilters,
  size: number,
): AsyncGenerator<MemberRow[], void, undefined> {
  let after: MemberCursor | undefined;
  for (;;) {
    const rows = await selectMembers(db, filters, after, size);
    const last = rows.at(-1);
    if (last) yield rows.map(withoutKeys);
    if (!last || rows.length < size) return;
    after = cursorAfter(filters.sort, last);
  }
}

export type MemberReferral = Pick<MemberRow, "id" | "name" | "email" | "status" | "joinedAt" | "confirmedAt">;
export type MemberMail = { id: string; kind: string; createdAt: Date; sentAt: Date | null };

export type MemberDetail = MemberRow & {
  /** Place in line; undefined while pending. */
  place: (PlaceInLine & { membersInLine: number }) | undefined;
  /** The members they referred, first joined first (at most REFERRALS_SHOWN). */
  referralList: MemberReferral[];
  /** Everything the waitlist mailed or queued for their address, oldest first (at most MAIL_SHOWN). */
  mail: MemberMail[];
};

export const REFERRALS_SHOWN = 500;
export const MAIL_SHOWN = 200;

/** A member's page: their row, place, referrer, referrals and mail; undefined for no such member. */
export async function findMember(db: Queryable, id: string): Promise<MemberDetail | undefined> {
  const [row] = await selectRows(db, confirmedReferrals).where(eq(w.id, id));
  if (!row) return undefined;
  const referralList = await db
    .select({
      id: w.id,
      name: w.fullName,
      email: w.email,
      status: w.status,
      joinedAt: w.createdAt,
      confirmedAt: w.confirmedAt,
    })
    .from(w)
    .where(and(eq(w.referredBy, id), ne(w.id, id)))
    .orderBy(asc(w.createdAt), asc(w.id))
    .limit(REFERRALS_SHOWN);
  const mail = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = lower(${row.email})`)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(MAIL_SHOWN);
  return {
    ...withoutKeys(row as KeyedRow),
    place: await placeOf(db, id),
    referralList: referralList as MemberReferral[],
    mail,
  };
}
