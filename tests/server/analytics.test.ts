import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { rowsOf } from "../../app/db/rows";
import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { visitorId } from "../../app/features/analytics/visitor-id.server";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

import { postForm } from "../../dev/harness/team-accounts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

type ViewRow = {
  day: string;
  visitor_id: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
};

const BATCH = 20;

describe.each(databaseKinds())("counting page views on $label", (kind) => {
  // The counter's clock: real time moved by `shift`, which the salt test sets.
  const clock = { shift: 0 };
  // Batches of 20, so a burst of a few batches is cheap to make.
  const context = useTestServer(
    kind,
    {},
    { pageViews: { now: () => Date.now() + clock.shift, maxBatch: BATCH } },
  );

  beforeEach(async () => {
    clock.shift = 0;
    await context.server.site.pageViews.flush();
    await context.database.db.execute(sql`delete from page_views`);
  });

  /** A browser opening a page of the site, as its first request or a reload. */
  const open = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${context.server.url}${path}`, {
      redirect: "manual",
      headers: { Accept: BROWSER_ACCEPT, "User-Agent": FIREFOX, ...headers },
    });

  /** Every view counted so far, oldest first. */
  async function views(): Promise<ViewRow[]> {
    await context.server.site.pageViews.flush();
    const result = await context.database.db.execute(
      sql`select day::text as day, visitor_id, path, referrer_host, utm_source, utm_medium, utm_campaign, device
            from page_views order by at, id`,
    );
    return rowsOf<ViewRow>(result);
  }

  async function saltOf(day: string): Promise<string | undefined> {
    const result = await context.database.db.execute(
      sql`select salt from analytics_salts where day = ${day}`,
    );
    return rowsOf<{ salt: string }>(result)[0]?.salt;
  }

  it("counts a page once, with its source, and sets no cookie for it", async () => {
    const res = await open("/lab?utm_source=newsletter&utm_medium=email&utm_campaign=launch&tab=scan", {
      Referer: "https://News.Example.org/issue/12?id=3",
    });
    expect(res.status).toBe(200);
    await res.text();
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);

    const [view, ...others] = await views();
    expect(others).toHaveLength(0);
    const day = new Date().toISOString().slice(0, 10);
    expect(view).toMatchObject({
      day,
      path: "/lab",
      referrer_host: "news.example.org",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      device: "desktop",
    });
    // The id is the HMAC of the address, user agent and host under today's salt, and nothing else.
    const salt = await saltOf(day);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const host = new URL(context.server.url).host;
    expect(view!.visitor_id).toBe(visitorId(salt!, { address: "127.0.0.1", userAgent: FIREFOX }, host));
  });

  it("stores neither the address nor the user agent, in any column", async () => {
    await (await open("/technology", { "User-Agent": IPHONE })).text();
    await (await open("/?utm_source=x", { Referer: "https://example.com/" })).text();
    expect((await views()).map((row) => row.device)).toEqual(["mobile", "desktop"]);
    const rows = rowsOf<Record<string, unknown>>(
      await context.database.db.execute(sql`select * from page_views`),
    );
    expect(rows).toHaveLength(2);
    let cells = 0;
    for (const row of rows) {
      for (const value of Object.values(row)) {
        const text = value instanceof Date ? value.toISOString() : String(value);
        expect(text).not.toContain("127.0.0.1");
        expect(text).not.toContain("Mozilla");
        cells += 1;
      }
    }
    // Every column of both rows: id, at, day, visitor_id, path, referrer_host, the three utm_, device.
    expect(cells).toBe(20);
  });

  it("counts a page served from the page cache too, as the same visitor", async () => {
    const first = await open("/technology");
    const second = await open("/technology");
    await Promise.all([first.text(), second.text()]);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const rows = await views();
    expect(rows.map((row) => row.path)).toEqual(["/technology", "/technology"]);
    expect(rows[0]!.visitor_id).toBe(rows[1]!.visitor_id);
  });

  it("counts every view of a burst larger than a batch", { tags: ["database"] }, async () => {
    const burst = Array.from({ length: BATCH * 2.5 }, (_, i) => open(`/technology?utm_content=${i}`));
    const answers = await Promise.all(burst);
    await Promise.all(answers.map((res) => res.text()));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(BATCH * 2.5);
    expect(await views()).toHaveLength(BATCH * 2.5);
  });

  it("leaves out bots, the API, health checks, files, missing pages, posts and non-browser requests", async () => {
    const requests: [string, () => Promise<Response>, number][] = [
      ["Googlebot", () => open("/lab", { "User-Agent": GOOGLEBOT }), 200],
      ["the API", () => open("/api/waitlist"), 405],
      ["Better Auth", () => open("/api/auth/get-session"), 200],
      ["the health check", () => open("/healthz"), 200],
      ["a file", () => open("/assets/entry.client-abc.js"), 404],
      ["a missing page", () => open("/no-such-page"), 404],
      [
        "a missing page's data",
        () => open("/no-such-page.data", { Referer: `${context.server.url}/lab` }),
        404,
      ],
      ["the team's area", () => open("/team"), 404],
      [
        "a HEAD",
        () => fetch(`${context.server.url}/lab`, { method: "HEAD", headers: { "User-Agent": FIREFOX } }),
        200,
      ],
      ["a prefetch", () => open("/lab", { "Sec-Purpose": "prefetch" }), 200],
      ["a script (no text/html asked)", () => open("/lab", { Accept: "*/*" }), 200],
      [
        "no user agent",
        () => fetch(`${context.server.url}/lab`, { headers: { Accept: BROWSER_ACCEPT, "User-Agent": "" } }),
        200,
      ],
    ];
    expect(requests).toHaveLength(12);
    for (const [what, request, status] of requests) {
      const res = await request();
      await res.text();
      expect(res.status, what).toBe(status);
      expect(res.headers.getSetCookie(), what).toEqual([]);
    }
    expect(await views()).toEqual([]);
  });

  it("counts React Router's data request for another page as that page, not one that reloads the page shown", async () => {
    const from = `${context.server.url}/lab`;
    const navigation = await open("/technology.data?utm_campaign=spring", { Accept: "*/*", Referer: from });
    expect(navigation.status).toBe(200);
    await navigation.text();
    const home = await open("/_root.data", { Accept: "*/*", Referer: from });
    expect(home.status).toBe(200);
    await home.text();
    // After a form post (or a tab change) the browser reloads the data of the page it is on.
    const revalidation = await open("/lab.data?tab=scan&_routes=routes%2Flab", {
      Accept: "*/*",
      Referer: from,
    });
    expect(revalidation.status).toBe(200);
    await revalidation.text();

    const rows = await views();
    expect(rows.map((row) => [row.path, row.utm_campaign, row.referrer_host])).toEqual([
      ["/technology", "spring", null],
      ["/", null, null],
    ]);
  });

  it(
    "gives the same visitor a new id each day, and deletes salts 48 hours old",
    { tags: ["database"] },
    async () => {
      const at = (iso: string) => (clock.shift = Date.parse(iso) - Date.now());
      at("2020-01-01T12:00:00Z");
      await (await open("/lab")).text();
      await (await open("/technology")).text();
      at("2020-01-02T12:00:00Z");
      await (await open("/lab")).text();
      await views();
      expect(await saltOf("2020-01-01")).toBeDefined();
      expect(await saltOf("2020-01-02")).toBeDefined();
      at("2020-01-05T12:00:00Z");
      await (await open("/lab")).text();

      const rows = await views();
      expect(rows.map((row) => [row.day, row.path])).toEqual([
        ["2020-01-01", "/lab"],
        ["2020-01-01", "/technology"],
        ["2020-01-02", "/lab"],
        ["2020-01-05", "/lab"],
      ]);
      const [first, sameDay, nextDay, later] = rows.map((row) => row.visitor_id);
      expect(sameDay).toBe(first);
      expect(new Set([first, nextDay, later]).size).toBe(3);
      expect(await saltOf("2020-01-01")).toBeUndefined();
      expect(await saltOf("2020-01-02")).toBeUndefined();
      expect(await saltOf("2020-01-05")).toBeDefined();
      // Today's salt was made now, not 48 hours before 2020-01-05: it stays.
      clock.shift = 0;
      expect(await saltOf(new Date().toISOString().slice(0, 10))).toBeDefined();
    },
  );
});

describe.each(databaseKinds())("a waitlist join keeps where its visit came from, on $label", (kind) => {
  const context = useTestServer(kind);

  beforeEach(async () => {
    await context.server.site.pageViews.flush();
    await context.database.db.execute(sql`delete from page_views`);
    await context.database.db.execute(sql`delete from mail_outbox`);
    await context.database.db.execute(sql`delete from waitlist_entries`);
  });

  const visit = async (path: string, userAgent: string, referer?: string) => {
    const res = await fetch(`${context.server.url}${path}`, {
      headers: { Accept: BROWSER_ACCEPT, "User-Agent": userAgent, ...(referer ? { Referer: referer } : {}) },
    });
    expect(res.status).toBe(200);
    await res.text();
  };
  const joinByApi = async (email: string, userAgent: string) => {
    const res = await fetch(`${context.server.url}/api/waitlist`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": userAgent },
      body: JSON.stringify({ fullName: "Ada Lovelace", email, primaryActivity: "trail" }),
    });
    expect(res.status).toBe(201);
  };
  const sourceOf = async (email: string) => {
    const entry = await findWaitlistEntryByEmail(context.database.db, email);
    return entry && [entry.utmSource, entry.utmMedium, entry.utmCampaign, entry.referrerHost];
  };

  it("copies the first view's source onto a join through the API, counted or still in memory", async () => {
    await visit("/?utm_source=newsletter&utm_campaign=launch", FIREFOX, "https://mail.example.net/inbox");
    await visit("/technology?utm_source=other", FIREFOX);
    // No flush: the views may still wait in the counter's batch, and the join must find them there.
    await joinByApi("ada@example.com", FIREFOX);
    expect(await sourceOf("ada@example.com")).toEqual(["newsletter", null, "launch", "mail.example.net"]);

    await context.server.site.pageViews.flush();
    await joinByApi("grace@example.com", FIREFOX);
    expect(await sourceOf("grace@example.com")).toEqual(["newsletter", null, "launch", "mail.example.net"]);
  });

  it("copies it onto a join through the page's form without JavaScript", async () => {
    await visit("/?utm_source=newsletter&utm_medium=email&utm_campaign=launch", IPHONE);
    const res = await fetch(`${context.server.url}/?index`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: context.server.url,
        "User-Agent": IPHONE,
      },
      body: new URLSearchParams({
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        primaryActivity: "trail",
      }),
    });
    expect(res.status).toBe(200);
    expect(await sourceOf("ada@example.com")).toEqual(["newsletter", "email", "launch", null]);
  });

  it("keeps nothing for a visitor never counted, and never changes a member's source on a rejoin", async () => {
    await (
      await postForm(context.server, "/?index", {
        fullName: "Ada",
        email: "ada@example.com",
        primaryActivity: "trail",
      })
    ).text();
    expect(await sourceOf("ada@example.com")).toEqual([null, null, null, null]);

    await visit("/?utm_source=first", FIREFOX);
    await joinByApi("grace@example.com", FIREFOX);
    await visit("/?utm_source=second", IPHONE, "https://elsewhere.example/");
    await joinByApi("Grace@Example.com", IPHONE);
    await joinByApi("ada@example.com", IPHONE);
    expect(await sourceOf("grace@example.com")).toEqual(["first", null, null, null]);
    expect(await sourceOf("ada@example.com")).toEqual([null, null, null, null]);
  });
});
