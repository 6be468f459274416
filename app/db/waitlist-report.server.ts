import { and, asc, desc, eq, gte, ne, not, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Db, Queryable } from "./queryable";
import { creditWithheld } from "./fraud.server";
import { placesInLine } from "./waitlist-place.server";
import { waitlistEntries } from "./schema";

/** One member as the team's export lists them (app/features/waitlist/report.ts writes them). */
export type WaitlistExportRow = {
  id: string;
  email: string;
  fullName: string;
  primaryActivity: string;
  status: "pending" | "confirmed";
  joinedAt: Date;
  confirmedAt: Date | null;
  referralCode: string;
  /** The referrer's address; null when nobody referred them or the referrer has left. */
  referredBy: string | null;
  /** Members who joined through this member's link and confirmed (self-referral never counts). */
  confirmedReferrals: number;
  /** Place in line; null while pending. */
  place: number | null;
  /** Open and confirmed fraud flags, by kind (app/features/fraud); their referral gives no credit. */
  flags: string[];
};

export type WaitlistStats = {
  total: number;
  byStatus: { status: string; count: number }[];
  /** Members and confirmed members per primary activity. */
  byActivity: { activity: string; members: number; confirmed: number }[];
  /** Per UTC day of joining: who joined that day, and how many of them have confirmed since. */
  byDay: { day: string; joined: number; confirmed: number }[];
  /** The members with the most confirmed referrals, most first; ties to whoever joined first. */
  topReferrers: { email: string; fullName: string; confirmedReferrals: number; pendingReferrals: number }[];
};

export type ExportFilter = {
  /** Only members who confirmed their address. */
  confirmedOnly?: boolean;
  /** Only members who joined at or after this instant. */
  since?: Date | undefined;
};

/** Per referrer, how many of the members they referred have confirmed. */
function confirmedReferralCounts(db: Queryable) {
  return db
    .select({
      referrerId: sql<string>`${waitlistEntries.referredBy}`.as("referrer_id"),
      count: sql<number>`count(*)::int`.as("confirmed_referrals"),
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, "confirmed"),
        ne(waitlistEntries.referredBy, waitlistEntries.id),
        not(creditWithheld(sql`${waitlistEntries.id}`)),
      ),
    )
    .groupBy(waitlistEntries.referredBy)
    .as("referral_counts");
}

/** Both reports read one snapshot, so their figures agree while the site keeps taking sign-ups. */
const SNAPSHOT = { isolationLevel: "repeatable read", accessMode: "read only" } as const;

/**
 * The members, oldest first (ties by id, so two exports of the same data are the same file), each
 * with their place in line (app/db/waitlist-place.server.ts).
 */
export async function waitlistExportRows(db: Db, filter: ExportFilter = {}): Promise<WaitlistExportRow[]> {
  return db.transaction(async (tx) => {
    const rows = await exportRows(tx, filter);
    const places = new Map((await placesInLine(tx)).map((p) => [p.id, p.place]));
    return rows.map((row) => ({ ...row, place: places.get(row.id) ?? null }));
  }, SNAPSHOT);
}

async function exportRows(db: Queryable, filter: ExportFilter) {
  const referrer = alias(waitlistEntries, "referrer");
  const counts = confirmedReferralCounts(db);
  const rows = await db
    .select({
      id: waitlistEntries.id,
      email: waitlistEntries.email,
      fullName: waitlistEntries.fullName,
      primaryActivity: waitlistEntries.primaryActivity,
      status: waitlistEntries.status,
      joinedAt: waitlistEntries.createdAt,
      confirmedAt: waitlistEntries.confirmedAt,
      referralCode: waitlistEntries.referralCode,
      referredBy: referrer.email,
      confirmedReferrals: sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number),
      flags: sql<string[]>`array(select wf.kind from waitlist_flags wf
        where wf.entry_id = ${waitlistEntries.id} and wf.status in ('open', 'confirmed') order by wf.kind)`,
    })
    .from(waitlistEntries)
    .leftJoin(referrer, eq(referrer.id, waitlistEntries.referredBy))
    .leftJoin(counts, eq(counts.referrerId, waitlistEntries.id))
    .where(
      and(
        filter.confirmedOnly ? eq(waitlistEntries.status, "confirmed") : undefined,
        filter.since ? gte(waitlistEntries.createdAt, filter.since) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map((row) => ({ ...row, status: row.status as WaitlistExportRow["status"] }));
}

/** Totals per status, activity and UTC day of joining, and the top referrers. */
export async function waitlistStats(db: Db, topReferrers = 10): Promise<WaitlistStats> {
  return db.transaction((tx) => statsOf(tx, topReferrers), SNAPSHOT);
}

async function statsOf(db: Queryable, topReferrers: number): Promise<WaitlistStats> {
  const isConfirmed = sql<number>`count(*) filter (where ${waitlistEntries.status} = 'confirmed')::int`;
  const day = sql<string>`to_char(${waitlistEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const byStatus = await db
    .select({ status: waitlistEntries.status, count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .groupBy(waitlistEntries.status)
    .orderBy(asc(waitlistEntries.status));

  const byActivity = await db
    .select({
      activity: waitlistEntries.primaryActivity,
      members: sql<number>`count(*)::int`,
      confirmed: isConfirmed,
    })
    .from(waitlistEntries)
    .groupBy(waitlistEntries.primaryActivity);

  const byDay = await db
    .select({ day, joined: sql<number>`count(*)::int`, confirmed: isConfirmed })
    .from(waitlistEntries)
    .groupBy(day)
    .orderBy(asc(day));

  const referred = alias(waitlistEntries, "referred");
  const confirmedReferrals = sql<number>`count(*) filter (where ${referred.status} = 'confirmed' and not ${creditWithheld(sql`${referred.id}`)})::int`;
  const top = await db
    .select({
      email: waitlistEntries.email,
      fullName: waitlistEntries.fullName,
      confirmedReferrals,
      pendingReferrals: sql<number>`count(*) filter (where ${referred.status} = 'pending')::int`,
    })
    .from(waitlistEntries)
    .innerJoin(
      referred,
      and(eq(referred.referredBy, waitlistEntries.id), ne(referred.id, waitlistEntries.id)),
    )
    .groupBy(waitlistEntries.id)
    .having(sql`${confirmedReferrals} > 0`)
    .orderBy(desc(confirmedReferrals), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(topReferrers);

  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus,
    byActivity,
    byDay,
    topReferrers: top,
  };
}
