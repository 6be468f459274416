import { randomUUID } from "node:crypto";

import type { Db } from "../../app/db/queryable";
import { pageViews, waitlistEntries } from "../../app/db/schema";
import { type IsoDay, addDays } from "../../app/lib/utc-days";

type Member = typeof waitlistEntries.$inferInsert;

/**
 * A small launch around `today` (UTC), written straight into the tables, whose overview for the
 * last 7 days the test knows by heart:
 * - joins in the range: Bea and Cem yesterday (referred by Alma), Gus two days ago (referred by
 *   Dev), Dev three days ago, Eli today: 5, of them 3 confirmed (Bea, Dev, Gus) and 3 referred;
 *   Alma (40 days ago) and Finn (10 days ago, referred by Alma) joined before it;
 * - by source: Direct 2 (Eli, Gus), instagram 2 (Bea, Dev), t.co 1 (Cem); campaign spring 1 (Bea);
 * - by activity: trail 3, tennis 1, gym 1;
 * - confirmed referrals: Alma 2 (and Cem pending), Dev 1;
 * - visitors: 3 yesterday (one from instagram's spring campaign with three views, one from t.co, one
 *   direct), 2 three days ago (the first again, direct this time, and one from instagram), 3 today
 *   (two direct, one from instagram): 8; one more eight days ago, outside the range.
 */
export async function seedLaunchWeek(db: Db, today: IsoDay): Promise<void> {
  const noon = (offset: number) => new Date(`${addDays(today, offset)}T12:00:00Z`);
  const member = (
    name: string,
    offset: number,
    status: "pending" | "confirmed",
    primaryActivity: string,
    more: Partial<Member> = {},
  ): Member & { id: string } => ({
    id: randomUUID(),
    fullName: name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    primaryActivity,
    status,
    createdAt: noon(offset),
    confirmedAt: status === "confirmed" ? noon(offset) : null,
    ...more,
  });
  const alma = member("Alma Referrer", -40, "confirmed", "trail", { utmSource: "instagram" });
  const dev = member("Dev Tennis", -3, "confirmed", "tennis", { utmSource: "instagram" });
  await db.insert(waitlistEntries).values([
    alma,
    dev,
    member("Finn Early", -10, "confirmed", "walking", { referredBy: alma.id }),
    member("Bea Insta", -1, "confirmed", "trail", {
      referredBy: alma.id,
      utmSource: "instagram",
      utmCampaign: "spring",
    }),
    member("Cem Tco", -1, "pending", "trail", { referredBy: alma.id, referrerHost: "t.co" }),
    member("Eli Direct", 0, "pending", "trail"),
    member("Gus Gym", -2, "confirmed", "gym", { referredBy: dev.id }),
  ]);

  const view = (offset: number, visitorId: string, source: Partial<typeof pageViews.$inferInsert> = {}) => ({
    at: noon(offset),
    day: addDays(today, offset),
    visitorId,
    path: "/",
    device: "mobile",
    ...source,
  });
  const spring = { utmSource: "instagram", utmMedium: "social", utmCampaign: "spring" };
  await db
    .insert(pageViews)
    .values([
      view(-1, "v1", spring),
      view(-1, "v1", spring),
      view(-1, "v1", spring),
      view(-1, "v2", { referrerHost: "t.co" }),
      view(-1, "v3"),
      view(-3, "v1"),
      view(-3, "v1"),
      view(-3, "v4", { utmSource: "instagram" }),
      view(0, "v5"),
      view(0, "v6"),
      view(0, "v7", { utmSource: "instagram" }),
      view(-8, "v9"),
    ]);
}
