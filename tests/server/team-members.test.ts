import * as cheerio from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";

import { listAudit } from "../../app/db/team.server";
import { memberBatches } from "../../app/db/team-members.server";
import { placeOf } from "../../app/db/waitlist-place.server";
import { FILTER_MESSAGES, parseMemberFilters } from "../../app/lib/member-filters";
import { MEMBER_CSV_HEADER } from "../../app/features/team/members-csv";
import { parseCsv } from "../../app/lib/csv";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

import {
  HOSTILE_NAME,
  type SeededMember,
  expectedView,
  readMembersPage,
  seedMail,
  seedMembers,
} from "../support/team-members-seed";
import { type TeamTestMember, getPage, teamMember } from "../../dev/harness/team-accounts";

const filtersOf = (search: string) => parseMemberFilters(new URLSearchParams(search)).filters;

describe.each(databaseKinds())("the team's members view on $label", (kind) => {
  const context = useTestServer(kind);
  let analyst: TeamTestMember;
  let members: SeededMember[];
  const ids = (list: readonly SeededMember[]) => list.map((m) => m.id);

  beforeAll(async () => {
    analyst = await teamMember(context.server, context.database, "analyst");
    members = await seedMembers(context.database.db);
    await seedMail(context.database.db, members[1]!);
  });

  const open = async (path: string) => {
    const response = await getPage(context.server, path, analyst.cookie);
    expect(response.status, path).toBe(200);
    return readMembersPage(await response.text());
  };

  /** Every page of a view, following its Next page links: each page's ids in order. */
  async function allPages(search: string): Promise<string[][]> {
    const pages: string[][] = [];
    let path: string | undefined = `/team/members${search}`;
    while (path) {
      const page = await open(path);
      pages.push(page.ids);
      if (pages.length > 1) expect(page.first).toBe(`/team/members${search}`);
      path = page.next;
    }
    return pages;
  }

  it("shows 50 members a page, newest first, with the total, and pages by keyset", async () => {
    const first = await open("/team/members");
    expect(first.total).toBe(121);
    expect(first.first).toBeUndefined();
    const second = await open(first.next!);
    expect(first.next).toMatch(/^\/team\/members\?after=[A-Za-z0-9_-]+$/);
    const both = [...first.ids, ...second.ids];
    expect(both).toEqual(ids(expectedView(members, filtersOf(""))).slice(0, 100));
    expect(new Set(both).size).toBe(100);
    expect(second.total).toBe(121);
  });

  it.each(["", "?sort=oldest", "?q=member&sort=name", "?sort=referrals", "?status=confirmed&sort=referrals"])(
    "walks every page of %j in the view's order, each member once",
    async (search) => {
      const expected = ids(expectedView(members, filtersOf(search.slice(1))));
      const pages = await allPages(search);
      expect(pages.map((page) => page.length)).toEqual(
        Array.from({ length: Math.ceil(expected.length / 50) }, (_, n) =>
          Math.min(50, expected.length - n * 50),
        ),
      );
      expect(pages.flat()).toEqual(expected);
    },
  );

  it.each([
    "q=MEMBER+01",
    "q=m007%40example",
    "q=%25",
    "status=pending",
    "status=confirmed",
    "activity=gym",
    "source=newsletter",
    "source=TWITTER",
    "source=news.ycombinator.com",
    "source=direct",
    "from=2026-03-02&to=2026-03-03",
    "from=2026-03-14",
    "referred=yes",
    "referred=no",
    "status=confirmed&activity=trail&referred=yes&sort=oldest",
  ])("filters by %s: the rows and the count", async (search) => {
    const expected = expectedView(members, filtersOf(search));
    expect(expected.length).toBeLessThan(121);
    const page = await open(`/team/members?${search}`);
    expect(page.total).toBe(expected.length);
    expect(page.ids).toEqual(ids(expected).slice(0, 50));
    expect(page.exportHref).toBe(`/team/members/export?${new URLSearchParams(search)}`);
  });

  it("says which filters it could not use, uses the rest, and never fails", async () => {
    const search =
      "status=maybe&sort=popular&from=2026-02-30&after=junk&activity=gym&to=2026-03-04&from=2026-03-02";
    const response = await getPage(context.server, `/team/members?${search}`, analyst.cookie);
    expect(response.status).toBe(200);
    const page = readMembersPage(await response.text());
    const notice = page.$('[role="status"]').text();
    for (const message of [
      FILTER_MESSAGES.status,
      FILTER_MESSAGES.sort,
      FILTER_MESSAGES.day,
      FILTER_MESSAGES.after,
    ])
      expect(notice).toContain(message);
    expect(filtersOf(search)).toEqual(filtersOf("activity=gym&to=2026-03-04"));
    expect(page.ids).toEqual(ids(expectedView(members, filtersOf(search))));
    expect(page.ids.length).toBeGreaterThan(0);
    const range = readMembersPage(
      await (
        await getPage(context.server, "/team/members?from=2026-03-05&to=2026-03-01", analyst.cookie)
      ).text(),
    );
    expect(range.$('[role="status"]').text()).toContain(FILTER_MESSAGES.range);
    expect(range.total).toBe(expectedView(members, filtersOf("from=2026-03-05")).length);
  });

  it("shows a member: details, place, referrals and a timeline in time order", async () => {
    const referrer = members[1]!;
    const response = await getPage(context.server, `/team/members/${referrer.id}`, analyst.cookie);
    expect(response.status).toBe(200);
    const $ = cheerio.load(await response.text());
    expect($("h1").text()).toBe(referrer.fullName);
    const facts = Object.fromEntries(
      $("dl > div")
        .map((_, div) => [[$(div).find("dt").text(), $(div).find("dd").text()]])
        .get() as [string, string][],
    );
    const place = (await placeOf(context.database.db, referrer.id))!;
    expect(facts).toMatchObject({
      Email: referrer.email,
      Status: "confirmed",
      "Place in line": `${place.place} of ${place.membersInLine}`,
      "Referred by": "none",
      "Confirmed referrals": String(referrer.referrals),
      Source: "news.ycombinator.com",
      "Referrer host": "news.ycombinator.com",
    });
    expect(facts["Referral code"]).toMatch(/^[0-9a-f]{10}$/);
    const referred = members.filter((m) => m.referredBy === referrer.id);
    expect(referred).toHaveLength(6);
    expect(
      $("#member-referrals")
        .parent()
        .find("li a")
        .map((_, a) => $(a).attr("href"))
        .get(),
    ).toEqual(referred.map((m) => `/team/members/${m.id}`));

    const events = $("ol li")
      .map((_, li) => ({ at: $(li).find("time").attr("datetime")!, text: $(li).find("span").text() }))
      .get();
    const confirmedReferrals = referred.filter((m) => m.confirmedAt).length;
    // Joined, confirmed, each referral's join and confirmation, two emails (not the other address's).
    expect(events).toHaveLength(2 + referred.length + confirmedReferrals + 2);
    expect(events.map((e) => e.at)).toEqual(events.map((e) => e.at).sort());
    expect(events.slice(0, 4).map((e) => e.text)).toEqual([
      "Joined the waitlist",
      "Confirmed their address",
      "Queued the status email (not sent yet)",
      `Referred ${referred[0]!.fullName}, who joined`,
    ]);
    expect(events.at(-1)?.text).toBe("Sent the confirmation email");

    const child = await getPage(context.server, `/team/members/${referred[0]!.id}`, analyst.cookie);
    const child$ = cheerio.load(await child.text());
    expect(child$(`a[href="/team/members/${referrer.id}"]`).text()).toContain(referrer.email);
  });

  it("answers the ordinary 404 for an id that is not a member's", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", `${members[0]!.id}x`]) {
      expect((await getPage(context.server, `/team/members/${id}`, analyst.cookie)).status, id).toBe(404);
    }
  });

  it("reads the whole view in batches, in its order, each member once", async () => {
    // Batches of 2 in the referrals order: cursors among the referrers, whose counts and join times tie.
    const cases = [
      ["", 7],
      ["sort=oldest", 7],
      ["sort=name", 7],
      ["sort=referrals", 7],
      ["sort=referrals&status=confirmed", 2],
      ["status=pending&sort=referrals", 3],
    ] as const;
    for (const [search, size] of cases) {
      const filters = filtersOf(search);
      const batches: string[][] = [];
      for await (const batch of memberBatches(context.database.db, filters, size))
        batches.push(batch.map((m) => m.id));
      const expected = ids(expectedView(members, filters));
      expect(batches.flat(), search).toEqual(expected);
      expect(batches.length).toBe(Math.ceil(expected.length / size));
    }
    expect(members.filter((m) => m.referrals > 0).map((m) => m.referrals)).toEqual([4, 4, 4, 4, 4]);
  });

  it("exports exactly the filtered view as safe CSV, and audits the export", async () => {
    const response = await getPage(
      context.server,
      "/team/members/export?status=confirmed&sort=name",
      analyst.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // fetch asks for gzip and undoes it: the export comes compressed, encoded by the route itself.
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="modura-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...records] = parseCsv(await response.text());
    expect(header).toEqual([...MEMBER_CSV_HEADER]);
    const expected = expectedView(members, filtersOf("status=confirmed&sort=name"));
    expect(expected.length).toBeGreaterThan(50);
    expect(records.map((r) => r[0])).toEqual(ids(expected));
    const column = (name: (typeof MEMBER_CSV_HEADER)[number]) => MEMBER_CSV_HEADER.indexOf(name);
    expect(records.map((r) => r[column("confirmed_referrals")])).toEqual(
      expected.map((m) => String(m.referrals)),
    );
    expect(records.find((r) => r[0] === members[1]!.id)?.[column("source")]).toBe("news.ycombinator.com");

    const hostile = parseCsv(
      await (await getPage(context.server, "/team/members/export?q=evil", analyst.cookie)).text(),
    );
    expect(hostile).toHaveLength(2);
    expect(hostile[1]![column("name")]).toBe(`'${HOSTILE_NAME}`);

    const audited = (await listAudit(context.database.db, { limit: 10 })).filter(
      (e) => e.action === "members exported",
    );
    expect(audited.map((e) => [e.actorEmail, e.subject, e.details, e.ipAddress])).toEqual([
      [analyst.credentials.email, "q=evil", { rows: 1 }, "127.0.0.1"],
      [analyst.credentials.email, "status=confirmed&sort=name", { rows: expected.length }, "127.0.0.1"],
    ]);
    expect(audited[0]!.actorId).not.toBeNull();
  });

  it("exports an empty view as its header, ignores bad filters, and hides the export from outsiders", async () => {
    const empty = await getPage(
      context.server,
      "/team/members/export?q=nobody-at-all&status=maybe",
      analyst.cookie,
    );
    expect(empty.status).toBe(200);
    expect(parseCsv(await empty.text())).toEqual([[...MEMBER_CSV_HEADER]]);
    expect((await getPage(context.server, "/team/members/export")).status).toBe(404);
  });
});
