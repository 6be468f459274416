import { and, asc, eq, lt, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { analyticsSalts, pageViews } from "./schema";

// The site's own count of page views (app/features/analytics): the views, and the daily salts of
// their visitor ids.

/** Where a visit came from: kept on its page views, and copied onto a waitlist join it leads to. */
export type Attribution = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The host of an external referrer, lower-case; null for a direct visit or one of our own pages. */
  referrerHost: string | null;
};

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** One counted view, as the page_views table keeps it: nothing else about the visitor. */
export type PageView = Attribution & {
  at: Date;
  /** The UTC date, YYYY-MM-DD: the day whose salt made `visitorId`. */
  day: string;
  visitorId: string;
  path: string;
  device: DeviceClass;
};

/**
 * One statement for a whole batch, with the batch as one JSON parameter: a hundred rows' worth of
 * placeholders, built by drizzle and parsed by the database, cost more CPU than serving the kept
 * pages the views were of (decision 035).
 */
export async function insertPageViews(db: Queryable, views: readonly PageView[]): Promise<void> {
  if (views.length === 0) return;
  const rows = JSON.stringify(
    views.map((view) => ({
      at: view.at.toISOString(),
      day: view.day,
      visitor_id: view.visitorId,
      path: view.path,
      referrer_host: view.referrerHost,
      utm_source: view.utmSource,
      utm_medium: view.utmMedium,
      utm_campaign: view.utmCampaign,
      device: view.device,
    })),
  );
  await db.execute(sql`
    insert into ${pageViews} (at, day, visitor_id, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
    select at, day, visitor_id, path, referrer_host, utm_source, utm_medium, utm_campaign, device
    from json_to_recordset(${rows}::json) as r(
      at timestamptz, day date, visitor_id text, path text, referrer_host text,
      utm_source text, utm_medium text, utm_campaign text, device text
    )`);
}

/**
 * The salt of `day`: `candidate` if this call is the first to ask, otherwise the one stored first.
 * Insert-then-read, so every instance on one database agrees whichever wins the race. True in
 * `created` when `candidate` became the salt.
 */
export async function dailySalt(
  db: Queryable,
  day: string,
  candidate: string,
  now: Date,
): Promise<{ salt: string; created: boolean }> {
  const inserted = await db
    .insert(analyticsSalts)
    .values({ day, salt: candidate, createdAt: now })
    .onConflictDoNothing()
    .returning({ salt: analyticsSalts.salt });
  if (inserted[0]) return { salt: inserted[0].salt, created: true };
  const rows = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (!rows[0]) throw new Error(`no analytics salt for ${day}`);
  return { salt: rows[0].salt, created: false };
}

/** Deletes the salts made before `before`: their days' visitor ids can no longer be recomputed. */
export async function deleteSaltsBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.createdAt, before));
}

/** Where the first view of `visitorId` on `day` came from, or undefined when it has none stored. */
export async function firstViewAttribution(
  db: Queryable,
  day: string,
  visitorId: string,
): Promise<Attribution | undefined> {
  const rows = await db
    .select({
      utmSource: pageViews.utmSource,
      utmMedium: pageViews.utmMedium,
      utmCampaign: pageViews.utmCampaign,
      referrerHost: pageViews.referrerHost,
    })
    .from(pageViews)
    .where(and(eq(pageViews.day, day), eq(pageViews.visitorId, visitorId)))
    .orderBy(asc(pageViews.at), asc(pageViews.id))
    .limit(1);
  return rows[0];
}
