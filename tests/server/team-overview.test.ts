import * as cheerio from "cheerio";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { rowsOf } from "../../app/db/rows";
import { addDays, formatLongDay, formatShortDay, isoDayOf, lastSettledDay } from "../../app/lib/utc-days";
import { RANGE_MESSAGES } from "../../app/features/team/day-range";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

import { seedLaunchWeek } from "../support/team-overview-seed";
import { type TeamTestMember, getPage, teamMember } from "../../dev/harness/team-accounts";

/** The overview's HTML as its reader sees it: figures by their names, tables by their captions. */
function readOverview(html: string) {
  const $ = cheerio.load(html);
  const text = (selector: Parameters<typeof $>[0]) => $(selector).text().replace(/\s+/g, " ").trim();
  /** A figure's number and its rates, found by the term naming it in a section. */
  const figure = (section: string, label: string) => {
    const terms = $(`#${section}-title`)
      .parent()
      .find("dt")
      .filter((_, dt) => $(dt).text() === label);
    expect(terms, `${section}: ${label}`).toHaveLength(1);
    return terms
      .nextAll("dd")
      .map((_, dd) => $(dd).text())
      .get();
  };
  /** A table's body rows as text cells, found by its caption. */
  const table = (caption: string) => {
    const found = $("table").filter((_, t) => $(t).children("caption").text() === caption);
    expect(found, caption).toHaveLength(1);
    return found
      .find("tbody tr")
      .map((_, tr) => [
        $(tr)
          .children("th, td")
          .map((__, cell) => $(cell).text().trim())
          .get(),
      ])
      .get() as string[][];
  };
  const chart = (id: string) => ({
    title: text(`#${id}-title`),
    desc: text(`#${id}-desc`),
    labelledBy: $(`#${id}-title`).parent("svg").attr("aria-labelledby"),
    role: $(`#${id}-title`).parent("svg").attr("role"),
  });
  return { $, text, figure, table, chart, notice: text("[role=alert], [role=status]") };
}

describe.each(databaseKinds())("the launch room's overview on $label", (kind) => {
  const context = useTestServer(kind);
  let admin: TeamTestMember;
  const today = isoDayOf(new Date());
  const day = (offset: number) => addDays(today, offset);

  beforeAll(async () => {
    admin = await teamMember(context.server, context.database, "admin");
    await seedLaunchWeek(context.database.db, today);
  });

  const open = async (path: string, status = 200) => {
    const response = await getPage(context.server, path, admin.cookie);
    expect(response.status, path).toBe(status);
    return readOverview(await response.text());
  };

  it("shows the last 7 days' funnel, each number with its rates and what it means", async () => {
    const page = await open("/team?range=7");
    expect(page.text("h1")).toBe("Overview");
    expect(page.figure("funnel", "Visitors")[0]).toBe("8");
    expect(page.figure("funnel", "Joins").slice(0, 2)).toEqual(["5", "62.5% of visitors"]);
    expect(page.figure("funnel", "Confirmed").slice(0, 3)).toEqual([
      "3",
      "60% of joins",
      "37.5% of visitors",
    ]);
    expect(page.figure("funnel", "Joins through referrals").slice(0, 2)).toEqual(["3", "60% of joins"]);
    expect(page.figure("funnel", "Visitors").at(-1)).toMatch(/ids change every day/);
    expect(page.figure("waiting", "On the list")[0]).toBe("7");
    expect(page.figure("waiting", "Confirmed")[0]).toBe("5");
    expect(page.figure("waiting", "Pending")[0]).toBe("2");
    expect(page.$("nav[aria-label=Range] a[aria-current=page]").text()).toBe("Last 7 days");
  });

  it("draws each day as an SVG image with a title and a description, its numbers in a table", async () => {
    const page = await open("/team?range=7");
    const visitors = page.chart("visitors-chart");
    expect(visitors).toEqual({
      title: "Visitors per day",
      desc: `From ${formatShortDay(day(-6))} to ${formatShortDay(today)}: 8 visitors in all; the most on ${formatShortDay(day(-1))}, 3.`,
      labelledBy: "visitors-chart-title visitors-chart-desc",
      role: "img",
    });
    const rows = page.table("Visitors per day, day by day");
    expect(rows).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((offset) => [
        formatLongDay(day(offset)),
        String({ [-3]: 2, [-1]: 3, 0: 3 }[offset] ?? 0),
      ]),
    );
    const joins = page.chart("joins-chart");
    expect(joins.desc).toBe(
      `From ${formatShortDay(day(-6))} to ${formatShortDay(today)}: 5 joins in all; the most on ${formatShortDay(day(-1))}, 2. 3 of them confirmed by now.`,
    );
    expect(page.table("Joins per day, and how many of them confirmed, day by day").slice(-4)).toEqual([
      [formatLongDay(day(-3)), "1", "1"],
      [formatLongDay(day(-2)), "1", "1"],
      [formatLongDay(day(-1)), "2", "1"],
      [formatLongDay(today), "1", "0"],
    ]);
  });

  it("ranks sources and campaigns, the referral leaders and the activity mix", async () => {
    const page = await open("/team?range=7");
    expect(page.table("Visitors by source")).toEqual([
      ["Direct", "4"],
      ["instagram", "3"],
      ["t.co", "1"],
    ]);
    expect(page.table("Joins by source")).toEqual([
      ["Direct", "2"],
      ["instagram", "2"],
      ["t.co", "1"],
    ]);
    expect(page.table("Visitors by campaign")).toEqual([["spring", "1"]]);
    expect(page.table("Joins by campaign")).toEqual([["spring", "1"]]);
    expect(page.table("Members by confirmed referrals, most first")).toEqual([
      ["1", "Alma Referrer" + "alma@example.com", "2", "1"],
      ["2", "Dev Tennis" + "dev@example.com", "1", "0"],
    ]);
    const mix = page.$("#activities-title").parent().find("li");
    expect(mix.map((_, li) => page.$(li).text()).get()).toEqual([
      "Trail Running3 · 60%",
      "Tennis1 · 20%",
      "Gym / Training1 · 20%",
      "Walking0 · 0%",
      "Casual / Street0 · 0%",
      "Other0 · 0%",
    ]);
  });

  it("sums settled days once, keeps today live, and answers the same again", async () => {
    const first = await open("/team?range=7");
    const second = await open("/team?range=7");
    expect(second.figure("funnel", "Visitors")).toEqual(first.figure("funnel", "Visitors"));
    const summed = rowsOf<{ day: string; visitors: number }>(
      await context.database.db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, visitors from page_view_days
         where dimension = 'all' order by day`),
    );
    const settled = lastSettledDay(new Date());
    expect(summed.map((row) => row.day)).toEqual(
      [-6, -5, -4, -3, -2, -1].map(day).filter((d) => d <= settled),
    );
    expect(summed.find((row) => row.day === day(-1))?.visitors ?? 3).toBe(3);
  });

  it("sums every kept settled day in the page-view days job, and deletes those days' visitors' rows", async () => {
    // A day no range of the overview reaches yet, inside the 90 days page views are kept.
    const early = day(-80);
    await context.database.db.execute(sql`
      insert into page_views (at, day, visitor_id, path, device)
      values (${`${early}T08:00:00Z`}, ${early}, 'v-early', '/', 'desktop'),
             (${`${early}T09:00:00Z`}, ${early}, 'v-early', '/', 'desktop')`);
    const run = await context.server.site.settleDays.runOnce();
    expect(run).toEqual({ from: day(-90), through: lastSettledDay(new Date()) });
    const summed = rowsOf<{ day: string; views: number; visitors: number }>(
      await context.database.db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, views, visitors from page_view_days
         where dimension = 'all' and day = ${early}`),
    );
    expect(summed).toEqual([{ day: early, views: 2, visitors: 1 }]);
    // Every kept day up to the last settled one is summed, and their visitors' rows are gone.
    const unsummed = rowsOf<{ n: number }>(
      await context.database.db.execute(sql`
        select count(*)::int as n from generate_series(${day(-90)}::date, ${run!.through}::date, interval '1 day') d
         where not exists (select 1 from page_view_days p where p.day = d::date and p.dimension = 'all')`),
    );
    expect(unsummed[0]!.n).toBe(0);
    const left = rowsOf<{ n: number }>(
      await context.database.db.execute(
        sql`select count(*)::int as n from page_view_visitors where day <= ${run!.through}::date`,
      ),
    );
    expect(left[0]!.n).toBe(0);
  });

  it("shows chosen dates, swapping them when given the wrong way round", async () => {
    const chosen = await open(`/team?from=${day(-3)}&to=${day(-1)}`);
    expect(chosen.figure("funnel", "Visitors")[0]).toBe("5");
    expect(chosen.figure("funnel", "Joins")[0]).toBe("4");
    expect(chosen.$("nav[aria-label=Range] a[aria-current=page]")).toHaveLength(0);
    expect(chosen.$("#range-from").attr("value")).toBe(day(-3));
    expect(chosen.$("#range-to").attr("value")).toBe(day(-1));
    expect(chosen.notice).toBe("");

    const swapped = await open(`/team?from=${day(-1)}&to=${day(-3)}`);
    expect(swapped.notice).toBe(RANGE_MESSAGES.swapped);
    expect(swapped.figure("funnel", "Joins")[0]).toBe("4");
  });

  it("answers an unusable range 400 with the reason, and the last 30 days' figures", async () => {
    const cases: [string, string][] = [
      ["?range=14", RANGE_MESSAGES.preset],
      ["?from=2026-02-30&to=2026-03-05", RANGE_MESSAGES.date],
      [`?from=${day(-3)}`, RANGE_MESSAGES.bothDates],
      [`?from=${day(-400)}&to=${today}`, RANGE_MESSAGES.tooLong],
      [`?from=${day(2)}&to=${day(5)}`, RANGE_MESSAGES.future],
      ["?from=%27;drop&to=x", RANGE_MESSAGES.date],
    ];
    for (const [search, problem] of cases) {
      const page = await open(`/team${search}`, 400);
      expect(page.notice, search).toBe(`${problem} Showing the last 30 days instead.`);
      expect(page.$("nav[aria-label=Range] a[aria-current=page]").text()).toBe("Last 30 days");
      expect(page.figure("funnel", "Joins")[0]).toBe("6");
    }
    expect(cases).toHaveLength(6);
  });
});
