// @module-tag database
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rowsOf } from "../../app/db/rows";
import { admissionCounts } from "../../app/db/admission.server";
import { type PageView, insertPageViews } from "../../app/db/page-views.server";
import { prunePageViews } from "../../app/db/retention.server";
import {
  joinCounts,
  referralLeaders,
  sumSettledDays,
  visitorCounts,
  waitingNow,
} from "../../app/db/team-overview.server";
import { confirmWaitlistEntry, joinWaitlist, removeWaitlistEntry } from "../../app/db/waitlist.server";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";

/**
 * The overview's live page views come from page_view_visitors, and its joins from waitlist_join_days, which triggers keep (migration 0013). After
 * each kind of change a member's row goes through, its sums must equal a count of the members
 * themselves, as the overview counted them before the sums existed.
 */
describe.each(databaseKinds())("the join day sums on $label", (kind) => {
  let database: TestDatabase;
  const from = "2000-01-01";
  const to = "2100-01-01";

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Every group the overview shows, counted from the members as before the sums. */
  async function counted() {
    const rows = rowsOf<{ kind: string; key: string; joins: number; confirmed: number; referred: number }>(
      await database.db.execute(sql`
        select case when grouping(day) = 0 then 'day' when grouping(source) = 0 then 'source'
                    when grouping(campaign) = 0 then 'campaign' when grouping(activity) = 0 then 'activity'
                    else 'all' end as kind,
               coalesce(to_char(day, 'YYYY-MM-DD'), source, campaign, activity, '') as key,
               count(*)::int as joins, count(*) filter (where status = 'confirmed')::int as confirmed,
               count(*) filter (where referred)::int as referred
          from (select (created_at at time zone 'UTC')::date as day,
                       coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') as source,
                       nullif(utm_campaign, '') as campaign, primary_activity as activity, status,
                       coalesce(referred_by <> id, false) as referred
                  from waitlist_entries) j
         group by grouping sets ((), (day), (source), (campaign), (activity))
        having grouping(campaign) = 1 or campaign is not null`),
    );
    const of = (name: string) =>
      rows
        .filter((row) => row.kind === name)
        .map(({ key, joins, confirmed, referred }) => ({ name: key, joins, confirmed, referred }))
        .sort((a, b) => a.name.localeCompare(b.name));
    const total = rows.find((row) => row.kind === "all")!;
    return {
      total: { joins: total.joins, confirmed: total.confirmed, referred: total.referred },
      byDay: of("day").map(({ name, ...count }) => ({ day: name, ...count })),
      bySource: of("source"),
      byCampaign: of("campaign"),
      byActivity: of("activity"),
    };
  }

  async function summed() {
    const sums = await joinCounts(database.db, { from, to });
    const byName = <Row extends { name: string }>(rows: Row[]) =>
      [...rows].sort((a, b) => a.name.localeCompare(b.name));
    return {
      ...sums,
      byDay: [...sums.byDay].sort((a, b) => a.day.localeCompare(b.day)),
      bySource: byName(sums.bySource),
      byCampaign: byName(sums.byCampaign),
      byActivity: byName(sums.byActivity),
    };
  }

  const expectSumsRight = async (after: string) => {
    const expected = await counted();
    expect(await summed(), after).toEqual(expected);
    // The line's total, all days: everyone, and those confirmed.
    const line = rowsOf<{ total: number; confirmed: number }>(
      await database.db.execute(sql`
        select count(*)::int as total, count(*) filter (where status = 'confirmed')::int as confirmed
          from waitlist_entries`),
    )[0];
    expect(await waitingNow(database.db), after).toEqual(line);
    // Admission's states, as counted from every member before the sums.
    const states = rowsOf<Record<string, number>>(
      await database.db.execute(sql`
        select count(*) filter (where status = 'pending')::int as waiting,
               count(*) filter (where status = 'confirmed' and invited_at is null)::int as confirmed,
               count(*) filter (where invited_at is not null and accepted_at is null)::int as invited,
               count(*) filter (where invited_at is not null and accepted_at is null
                                  and invite_expires_at <= now())::int as expired,
               count(*) filter (where accepted_at is not null)::int as accepted
          from waitlist_entries`),
    )[0];
    expect(await admissionCounts(database.db), after).toEqual(states);
    // No sum is left behind for a group that has no members any more.
    const empty = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from waitlist_join_days where joins <= 0`),
    );
    expect(empty[0]!.n, after).toBe(0);
    // Each referrer's referrals by status (migration 0018), as counted from the members; none of nobody.
    const referrals = rowsOf<{ referrer_id: string; confirmed: number; pending: number }>(
      await database.db.execute(sql`
        select referred_by as referrer_id, count(*) filter (where status = 'confirmed')::int as confirmed,
               count(*) filter (where status = 'pending')::int as pending
          from waitlist_entries where referred_by <> id group by referred_by order by referred_by`),
    );
    const kept = rowsOf(
      await database.db.execute(sql`
        select referrer_id, confirmed, pending from waitlist_referral_counts order by referrer_id`),
    );
    expect(kept, after).toEqual(referrals);
    // The leaderboard, as it was counted from every member before the counts were kept.
    const leaders = rowsOf<{ name: string; email: string; confirmed: number; pending: number }>(
      await database.db.execute(sql`
        select r.full_name as name, r.email, c.confirmed, c.pending
          from (select referred_by,
                       count(*) filter (where status = 'confirmed' and not exists (
                         select 1 from waitlist_flags wf
                          where wf.entry_id = e.id and wf.status in ('open', 'confirmed')))::int as confirmed,
                       count(*) filter (where status = 'pending')::int as pending
                  from waitlist_entries e where referred_by <> id group by referred_by) c
          join waitlist_entries r on r.id = c.referred_by
         where c.confirmed > 0 order by c.confirmed desc, r.created_at, r.id limit 2`),
    );
    expect(await referralLeaders(database.db, 2), after).toEqual(leaders);
    return expected;
  };

  it("stay equal to a count of the members through joins, confirmations, flags, rejoins, referrals' ends, erasure and deletes", async () => {
    const db = database.db;
    expect((await expectSumsRight("nobody yet")).total).toEqual({ joins: 0, confirmed: 0, referred: 0 });

    const alma = await joinWaitlist(
      db,
      { fullName: "Alma", email: "alma@example.com", primaryActivity: "trail" },
      "n-alma",
      {
        utmSource: "instagram",
        utmMedium: "social",
        utmCampaign: "spring",
        referrerHost: null,
      },
    );
    const code = rowsOf<{ code: string }>(
      await db.execute(sql`select referral_code as code from waitlist_entries where id = ${alma.id}`),
    )[0]!.code;
    const bea = await joinWaitlist(
      db,
      { fullName: "Bea", email: "bea@example.com", primaryActivity: "tennis", ref: code },
      "n-bea",
      { utmSource: "", utmMedium: null, utmCampaign: "", referrerHost: "t.co" },
    );
    const cem = await joinWaitlist(
      db,
      { fullName: "Cem", email: "cem@example.com", primaryActivity: "gym", ref: code },
      "n-cem",
    );
    // Members who joined on other days (a bulk write, as an import or the bench's seed makes).
    await db.execute(sql`
      insert into waitlist_entries (full_name, email, primary_activity, created_at, status, utm_campaign)
      values ('Dev', 'dev@example.com', 'trail', '2026-01-31T23:59:59Z', 'confirmed', 'spring'),
             ('Eli', 'eli@example.com', 'walking', '2026-02-01T00:00:00Z', 'pending', null),
             ('Fay', 'fay@example.com', 'walking', '2026-02-01T10:00:00+05:00', 'pending', 'autumn')`);
    expect((await expectSumsRight("joins")).total).toEqual({ joins: 6, confirmed: 1, referred: 2 });

    expect(await confirmWaitlistEntry(db, bea.id, "n-bea")).toBe("bea@example.com");
    expect(await confirmWaitlistEntry(db, alma.id, "n-alma")).toBe("alma@example.com");
    expect((await expectSumsRight("confirmations")).total).toEqual({ joins: 6, confirmed: 3, referred: 2 });

    // A fraud flag withholds a confirmed referral's credit while it is open; cleared, it counts again.
    await db.execute(
      sql`insert into waitlist_flags (entry_id, kind, status) values (${bea.id}, 'burst', 'open')`,
    );
    await expectSumsRight("a referral's credit withheld");
    await db.execute(
      sql`update waitlist_flags set status = 'cleared', reviewed_at = now() where entry_id = ${bea.id}`,
    );
    await expectSumsRight("a referral's credit given back");

    // A rejoin under the same address changes the activity: the member moves between groups.
    const again = await joinWaitlist(
      db,
      { fullName: "Cem C.", email: "CEM@example.com", primaryActivity: "casual" },
      null,
    );
    expect(again).toMatchObject({ id: cem.id, isNew: false });
    await expectSumsRight("a rejoin");

    // Admission: one invited (the invitation lapsed), one who accepted.
    await db.execute(sql`
      update waitlist_entries set invited_at = now() - interval '9 days', invite_expires_at = now() - interval '2 days'
       where id = ${bea.id}`);
    await db.execute(sql`
      update waitlist_entries set invited_at = now() - interval '1 day', invite_expires_at = now() + interval '6 days',
                                  accepted_at = now()
       where id = ${alma.id}`);
    expect(await admissionCounts(db)).toEqual({
      waiting: 3,
      confirmed: 1,
      invited: 1,
      expired: 1,
      accepted: 1,
    });
    await expectSumsRight("invitations");

    // Unsubscribing removes the member (as erasure does): their referral link's members stay,
    // no longer referred by anyone.
    await db.transaction(async (tx) => {
      expect(await removeWaitlistEntry(tx, alma.id)).toBe("alma@example.com");
    });
    expect((await expectSumsRight("removing a referrer")).total).toEqual({
      joins: 5,
      confirmed: 2,
      referred: 0,
    });

    // A bulk change and a bulk delete, and one rolled back, which must leave the sums alone.
    await db.execute(
      sql`update waitlist_entries set status = 'confirmed' where primary_activity = 'walking'`,
    );
    await expectSumsRight("a bulk confirmation");
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from waitlist_entries`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await expectSumsRight("a rolled back delete");
    await db.execute(sql`delete from waitlist_entries where created_at < '2026-02-01T00:00:00Z'`);
    expect((await expectSumsRight("a bulk delete")).byCampaign).toEqual([
      { name: "autumn", joins: 1, confirmed: 1, referred: 0 },
    ]);

    await db.execute(sql`truncate waitlist_entries cascade`);
    expect((await expectSumsRight("a truncate")).total).toEqual({ joins: 0, confirmed: 0, referred: 0 });
    expect(rowsOf(await db.execute(sql`select * from waitlist_join_days`))).toEqual([]);
  });

  /** Today's figures as the overview counted them from every view: visitors distinct per day. */
  async function countedViews(days: string[]) {
    const views = rowsOf<{ day: string; visitor: string; source: string; campaign: string | null }>(
      await database.db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, visitor_id as visitor,
               coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct') as source,
               nullif(utm_campaign, '') as campaign
          from page_views`),
    ).filter((view) => days.includes(view.day));
    const distinct = (keys: string[]) => new Set(keys).size;
    const visitorsBy = (name: (view: (typeof views)[number]) => string | null) => {
      const names = [...new Set(views.map(name))].filter((n): n is string => n !== null);
      return names
        .map((n) => ({
          name: n,
          visitors: days.reduce(
            (sum, day) =>
              sum + distinct(views.filter((v) => v.day === day && name(v) === n).map((v) => v.visitor)),
            0,
          ),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    };
    return {
      byDay: days.map((day) => ({
        day,
        views: views.filter((v) => v.day === day).length,
        visitors: distinct(views.filter((v) => v.day === day).map((v) => v.visitor)),
      })),
      bySource: visitorsBy((v) => v.source),
      byCampaign: visitorsBy((v) => v.campaign),
    };
  }

  it("count the days not summed yet as every view would, through batches of views, pruning and summing", async () => {
    const db = database.db;
    const [d1, d2, d3] = ["2026-03-01", "2026-03-02", "2026-03-03"];
    const live = async () => {
      const counts = await visitorCounts(db, { from: d1!, to: d3!, settledThrough: "2026-02-28" });
      const byName = <Row extends { name: string }>(rows: Row[]) =>
        [...rows].sort((a, b) => a.name.localeCompare(b.name));
      return { ...counts, bySource: byName(counts.bySource), byCampaign: byName(counts.byCampaign) };
    };
    const view = (day: string, visitorId: string, more: Partial<PageView> = {}): PageView => ({
      at: new Date(`${day}T12:00:00Z`),
      day,
      visitorId,
      path: "/",
      device: "mobile",
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
      ...more,
    });
    await insertPageViews(db, [
      view(d1!, "v1", { utmSource: "instagram", utmCampaign: "spring" }),
      view(d1!, "v1", { utmSource: "instagram", utmCampaign: "spring" }),
      view(d1!, "v1"),
      view(d1!, "v2", { referrerHost: "t.co", utmSource: "" }),
    ]);
    await insertPageViews(db, [
      view(d1!, "v2", { referrerHost: "t.co" }),
      view(d2!, "v1", { utmCampaign: "" }),
      view(d3!, "v3", { utmSource: "instagram", utmCampaign: "autumn" }),
    ]);
    const days = [d1!, d2!, d3!];
    expect(await live()).toEqual(await countedViews(days));
    expect((await live()).byDay[0]).toEqual({ day: d1, views: 5, visitors: 2 });

    // The day's rows are summed and its visitors' rows go; pruning its views then changes nothing.
    await sumSettledDays(db, d1!, d1!);
    expect(rowsOf(await db.execute(sql`select * from page_view_visitors where day = ${d1}::date`))).toEqual(
      [],
    );
    expect(await prunePageViews(db, d2!, 100)).toBe(5);
    expect(await live()).toEqual(await countedViews(days));
    expect((await live()).byDay[0]).toEqual({ day: d1, views: 0, visitors: 0 });

    // Views taken away one by one, and all at once.
    await db.execute(sql`delete from page_views where day = ${d3}::date`);
    expect(await live()).toEqual(await countedViews(days));
    await db.execute(sql`truncate page_views`);
    expect(rowsOf(await db.execute(sql`select * from page_view_visitors`))).toEqual([]);
  });
});
