// The launch at full size for `npm run bench:team`: members and page views written by set-based
// SQL (generate_series), so a million rows take seconds, not a million round trips.
import { sql } from "drizzle-orm";

import type { Db } from "../../app/db/queryable";
import { sumSettledDays } from "../../app/db/team-overview.server";
import { addDays, isoDayOf, lastSettledDay } from "../../app/lib/utc-days";

export type LaunchSize = { members: number; views: number };

/** A name's parts: some surnames recur often, as they do, so a search has many hits. */
const FIRST_NAMES = ["Ada", "Ben", "Chloé", "Dev", "Elif", "Finn", "Grace", "Hiro", "Ines", "Jonas"];
const LAST_NAMES = [
  "Smith",
  "Nguyen",
  "García",
  "Okafor",
  "Müller",
  "Rossi",
  "Kowalski",
  "Haddad",
  "Smithson",
];
const ACTIVITIES = ["trail", "tennis", "gym", "walking", "casual", "other"];
const UTM_SOURCES = ["instagram", "tiktok", "newsletter", "strava", "google", "podcast"];
const REFERRER_HOSTS = ["www.google.com", "t.co", "www.reddit.com", "news.ycombinator.com", "www.bing.com"];
const CAMPAIGNS = ["launch-teaser", "spring-drop", "creator-collab", "retarget", "trail-week"];
const PATHS = ["/", "/", "/", "/technology", "/lab", "/elegance", "/auth"];

const array = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(", ")}]`;
/** The days the views are spread over, today the last. */
const VIEW_DAYS = 90;

/** One element of a literal array, picked by a number in [0, 1). */
const pick = (values: readonly string[], unit: string) =>
  `(${array(values)})[1 + floor((${unit}) * ${values.length})::int]`;

/**
 * `size.members` members over the last 120 days, more of them lately; about 70% confirmed (fewer of
 * the last two days'); a third referred by someone who joined before them, mostly by early members,
 * so the leaderboard has leaders; sources and campaigns on about half.
 */
function membersSql(members: number): string {
  return `
    insert into waitlist_entries (id, full_name, email, primary_activity, created_at, updated_at,
      status, confirmed_at, referral_code, referred_by, utm_source, utm_medium, utm_campaign, referrer_host)
    select md5('bench-member-' || n)::uuid,
      ${pick(FIRST_NAMES, "random()")} || ' ' || ${pick(LAST_NAMES, "random()")},
      'member' || n || '@example.com',
      ${pick(ACTIVITIES, "random() * random()")},
      joined, joined,
      case when confirmed then 'confirmed' else 'pending' end,
      case when confirmed then joined + interval '1 hour' * random() end,
      lpad(to_hex(n), 10, '0'),
      case when n > 50 and random() < 0.33
        then md5('bench-member-' || (1 + floor((n - 1) * power(random(), 3)))::int)::uuid end,
      case when r < 0.3 then ${pick(UTM_SOURCES, "random()")} end,
      case when r < 0.3 then 'social' end,
      case when r < 0.2 then ${pick(CAMPAIGNS, "random()")} end,
      case when r >= 0.3 and r < 0.6 then ${pick(REFERRER_HOSTS, "random()")} end
    from (
      select n, random() as r,
        now() - interval '120 days' * (1 - sqrt((n - 1 + random()) / ${members})) as joined
      from generate_series(1, ${members}) n
    ) m,
    lateral (select random() < case when joined > now() - interval '2 days' then 0.4 else 0.7 end as confirmed) c`;
}

/**
 * `size.views` page views over the last 90 days (today too, up to now), in a weekly wave; each day's
 * visitor ids drawn from a pool, so one visitor views a few pages that day, as the site's daily ids do.
 * Written in day order, as the site appends them.
 */
function viewsSql(views: number): string {
  return `
    insert into page_views (at, day, visitor_id, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
    select least(day + interval '1 day' * random(), now()), day,
      md5(day::text || '-' || floor(random() * pool)::int),
      ${pick(PATHS, "random()")},
      case when r >= 0.25 and r < 0.55 then ${pick(REFERRER_HOSTS, "random()")} end,
      case when r < 0.25 then ${pick(UTM_SOURCES, "random()")} end,
      case when r < 0.25 then 'social' end,
      case when r < 0.18 then ${pick(CAMPAIGNS, "random()")} end,
      ${pick(["mobile", "mobile", "desktop", "tablet"], "random()")}
    from (
      select (current_date - (v % ${VIEW_DAYS}))::date as day, random() as r,
        4000 + 1500 * sin((v % ${VIEW_DAYS}) * 2 * pi() / 7) as pool
      from generate_series(1, ${views}) v
    ) p
    order by day`;
}

/**
 * Fraud flags on about 2% of the referred members (app/features/fraud), half of them still open and
 * the rest cleared, so the flagged filter and the referral counts have some to read past.
 */
const FLAGS_SQL = `
  insert into waitlist_flags (entry_id, kind, status, reviewed_at)
  select id, 'burst', case when flip then 'open' else 'cleared' end, case when not flip then now() end
    from (select id, random() < 0.5 as flip from waitlist_entries
           where referred_by is not null and random() < 0.02) f`;

/**
 * Writes the members and their flags, then the views, then brings the views' sums to where a site
 * that lived through those days has them: every settled day summed as it settled (the page-view
 * days job, app/features/team/settle-days.server.ts), its visitors' rows deleted and their space
 * long since reused. Then lets the planner know the tables' new sizes.
 */
export async function seedLaunch(db: Db, size: LaunchSize): Promise<void> {
  await db.execute(sql.raw(membersSql(size.members)));
  await db.execute(sql.raw(FLAGS_SQL));
  await db.execute(sql.raw(viewsSql(size.views)));
  const now = new Date();
  await sumSettledDays(db, addDays(isoDayOf(now), -VIEW_DAYS), lastSettledDay(now));
  // Ninety days' visitors' rows written and deleted at once leave a heap of ninety days' pages,
  // which a site that summed a day at a time never had.
  await db.execute(sql.raw("vacuum full analyze page_view_visitors"));
  await db.execute(sql.raw("vacuum analyze page_view_days"));
  await db.execute(sql.raw("vacuum analyze waitlist_entries"));
  await db.execute(sql.raw("vacuum analyze page_views"));
  await db.execute(sql.raw("vacuum analyze waitlist_flags"));
}
