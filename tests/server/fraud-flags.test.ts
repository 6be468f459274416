import * as cheerio from "cheerio";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "../../app/db/queryable";
import { placeOf } from "../../app/db/waitlist-place.server";
import { rowsOf } from "../../app/db/rows";
import { BURST_JOINS } from "../../app/features/fraud/rules";
import { MEMBER_CSV_HEADER } from "../../app/features/team/members-csv";
import { parseCsv } from "../../app/lib/csv";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

type Flag = { kind: string; detail: Record<string, unknown>; status: string; reviewed_by: string | null };

async function entryOf(db: Db, email: string) {
  const result = await db.execute(sql`
    select id, referral_code, email_canonical, join_subnet from waitlist_entries where email = ${email}`);
  return rowsOf<{ id: string; referral_code: string; email_canonical: string; join_subnet: string | null }>(
    result,
  )[0]!;
}

async function flagsOf(db: Db, email: string): Promise<Flag[]> {
  const result = await db.execute(sql`
    select f.kind, f.detail, f.status, f.reviewed_by
      from waitlist_flags f join waitlist_entries w on w.id = f.entry_id
     where w.email = ${email} order by f.kind`);
  return rowsOf<Flag>(result);
}

const kindsOf = async (db: Db, email: string) => (await flagsOf(db, email)).map((f) => f.kind);

describe.each(databaseKinds())("referral-fraud flags on $label", (kind) => {
  // Behind a trusted proxy, so each join can come from the address the test names.
  const ctx = useTestServer(kind, { TRUST_PROXY: "1" });
  let admin: TeamTestMember;
  let analyst: TeamTestMember;
  let address = 0;

  beforeAll(async () => {
    admin = await teamMember(ctx.server, ctx.database, "admin");
    analyst = await teamMember(ctx.server, ctx.database, "analyst");
  });
  beforeEach(async () => {
    await ctx.database.db.execute(sql`delete from waitlist_entries`);
    await ctx.database.db.execute(sql`delete from mail_outbox`);
  });

  /** A join through POST /api/waitlist; each from a network of its own unless `from` names one. */
  const join = (email: string, { ref, from }: { ref?: string; from?: string } = {}) =>
    fetch(`${ctx.server.url}/api/waitlist`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": from ?? `10.${Math.floor(++address / 250) % 250}.${address % 250}.1`,
      },
      body: JSON.stringify({
        fullName: "Some One",
        email,
        primaryActivity: "trail",
        ...(ref ? { ref } : {}),
      }),
    });

  it("answers a disposable address as any other, mails it as any other, and shows its flag in the export", async () => {
    const clean = await join("clean@example.com");
    const disposable = await join("x@mailinator.com");
    expect(disposable.status).toBe(clean.status);
    expect(await disposable.text()).toBe(await clean.text());
    expect(disposable.headers.get("content-type")).toBe(clean.headers.get("content-type"));
    const mail = rowsOf<{ recipient: string; kind: string }>(
      await ctx.database.db.execute(sql`select recipient, kind from mail_outbox order by recipient`),
    );
    expect(mail).toEqual([
      { recipient: "clean@example.com", kind: "waitlist-confirm" },
      { recipient: "x@mailinator.com", kind: "waitlist-confirm" },
    ]);
    expect(await kindsOf(ctx.database.db, "clean@example.com")).toEqual([]);
    expect(await flagsOf(ctx.database.db, "x@mailinator.com")).toEqual([
      { kind: "disposable", detail: {}, status: "open", reviewed_by: null },
    ]);

    // The network is kept as a keyed hash, never the address.
    const entry = await entryOf(ctx.database.db, "x@mailinator.com");
    expect(entry.join_subnet).toMatch(/^[0-9a-f]{64}$/);

    const exported = await getPage(ctx.server, "/team/members/export?sort=oldest", analyst.cookie);
    expect(exported.status).toBe(200);
    const [header, ...records] = parseCsv(await exported.text());
    const flags = header!.indexOf("flags");
    expect(header).toEqual([...MEMBER_CSV_HEADER]);
    expect(records.map((r) => [r[2], r[flags]])).toEqual([
      ["clean@example.com", ""],
      ["x@mailinator.com", "disposable"],
    ]);
  });

  it("flags the same mailbox twice (Gmail's dots, +tags and googlemail.com), naming the first", async () => {
    await join("ada.lovelace@gmail.com");
    await join("Ada.Love.Lace+waitlist@googlemail.com");
    const first = await entryOf(ctx.database.db, "ada.lovelace@gmail.com");
    expect(first.email_canonical).toBe("adalovelace@gmail.com");
    expect(await kindsOf(ctx.database.db, "ada.lovelace@gmail.com")).toEqual([]);
    expect(await flagsOf(ctx.database.db, "Ada.Love.Lace+waitlist@googlemail.com")).toMatchObject([
      { kind: "duplicate", detail: { of: first.id } },
    ]);
  });

  it(`flags the ${BURST_JOINS}th join from one /24 within the window and those after it, not other networks`, async () => {
    for (let i = 1; i <= BURST_JOINS + 1; i++) await join(`b${i}@example.com`, { from: `198.51.100.${i}` });
    await join("elsewhere@example.com", { from: "198.51.101.1" });
    const flagged = [];
    for (let i = 1; i <= BURST_JOINS + 1; i++)
      flagged.push((await kindsOf(ctx.database.db, `b${i}@example.com`)).join());
    expect(flagged).toEqual([...Array<string>(BURST_JOINS - 1).fill(""), "burst", "burst"]);
    expect(await flagsOf(ctx.database.db, `b${BURST_JOINS}@example.com`)).toMatchObject([
      { detail: { joins: BURST_JOINS, minutes: 10 } },
    ]);
    expect(await kindsOf(ctx.database.db, "elsewhere@example.com")).toEqual([]);
  });

  it("flags a referral by the same mailbox as self-referral", async () => {
    await join("bob@gmail.com");
    const bob = await entryOf(ctx.database.db, "bob@gmail.com");
    await join("b.o.b+2@gmail.com", { ref: bob.referral_code });
    expect(await flagsOf(ctx.database.db, "b.o.b+2@gmail.com")).toMatchObject([
      { kind: "duplicate", detail: { of: bob.id } },
      { kind: "self-referral", detail: { of: bob.id } },
    ]);
  });

  it("flags a member joining again through the link of someone they brought in, not through their own", async () => {
    await join("a@example.com");
    const a = await entryOf(ctx.database.db, "a@example.com");
    await join("b@example.com", { ref: a.referral_code });
    const b = await entryOf(ctx.database.db, "b@example.com");
    await join("c@example.com", { ref: b.referral_code });
    const c = await entryOf(ctx.database.db, "c@example.com");
    await join("a@example.com", { ref: a.referral_code });
    expect(await kindsOf(ctx.database.db, "a@example.com")).toEqual([]);
    const again = await join("a@example.com", { ref: c.referral_code });
    expect(again.status).toBe(201);
    expect(await flagsOf(ctx.database.db, "a@example.com")).toMatchObject([
      { kind: "referral-cycle", detail: { via: c.id }, status: "open" },
    ]);
    expect(await kindsOf(ctx.database.db, "b@example.com")).toEqual([]);
  });

  /**
   * A member's confirmed referrals in the members view's referrals order, as its export writes them:
   * searched for alone, and among every member (those who referred nobody counted last, as 0).
   */
  const referralsInView = async (id: string) => {
    const read = async (search: string) => {
      const csv = await (await getPage(ctx.server, `/team/members/export?${search}`, admin.cookie)).text();
      const [header, ...records] = parseCsv(csv);
      const column = header!.indexOf("confirmed_referrals");
      return records.find((r) => r[0] === id)?.[column];
    };
    return {
      searched: await read("sort=referrals&q=referrer%40example.com"),
      all: await read("sort=referrals"),
    };
  };

  it("withholds a flagged referral's credit until an admin clears it; analysts see it but cannot act; each review audited", async () => {
    const db = ctx.database.db;
    // Twelve confirmed members ahead of the referrer, so one referral's ten places show: 13th, then
    // level with the 3rd, who joined first, so 4th.
    await db.execute(sql`
      insert into waitlist_entries (full_name, email, primary_activity, status, confirmed_at, created_at)
      select 'Ahead ' || i, 'ahead' || i || '@example.com', 'trail', 'confirmed', now(),
             now() - interval '1 day' + i * interval '1 second'
        from generate_series(1, 12) i`);
    await db.execute(sql`
      insert into waitlist_entries (full_name, email, primary_activity, status, confirmed_at, created_at)
      values ('Referrer', 'referrer@example.com', 'trail', 'confirmed', now(), now() - interval '1 hour')`);
    const referrer = await entryOf(db, "referrer@example.com");
    expect((await placeOf(db, referrer.id))?.place).toBe(13);

    expect((await join("fake@mailinator.com", { ref: referrer.referral_code })).status).toBe(201);
    const fake = await entryOf(db, "fake@mailinator.com");
    await db.execute(
      sql`update waitlist_entries set status = 'confirmed', confirmed_at = now() where id = ${fake.id}`,
    );
    expect(await placeOf(db, referrer.id)).toMatchObject({ place: 13, confirmedReferrals: 0 });
    expect(await referralsInView(referrer.id)).toEqual({ searched: "0", all: "0" });

    const memberPage = `/team/members/${fake.id}`;
    const seen = cheerio.load(await (await getPage(ctx.server, memberPage, analyst.cookie)).text());
    expect(seen("#member-flags").parent().text()).toContain("Disposable address");
    expect(seen("#member-flags").parent().find("button").length).toBe(0);
    const refused = await postForm(
      ctx.server,
      memberPage,
      { intent: "clear", kind: "disposable" },
      analyst.cookie,
    );
    expect(refused.status).toBe(404);
    expect(await flagsOf(db, "fake@mailinator.com")).toMatchObject([{ status: "open" }]);

    const adminView = cheerio.load(await (await getPage(ctx.server, memberPage, admin.cookie)).text());
    expect(
      adminView("#member-flags")
        .parent()
        .find("button")
        .map((_, b) => adminView(b).text())
        .get(),
    ).toEqual(["Confirm disposable address", "Clear disposable address"]);
    const confirmed = await postForm(
      ctx.server,
      memberPage,
      { intent: "confirm", kind: "disposable" },
      admin.cookie,
    );
    expect(confirmed.status).toBe(200);
    expect(await placeOf(db, referrer.id)).toMatchObject({ place: 13, confirmedReferrals: 0 });

    const cleared = await postForm(
      ctx.server,
      memberPage,
      { intent: "clear", kind: "disposable" },
      admin.cookie,
    );
    expect(cleared.status).toBe(200);
    expect(await cleared.text()).toContain("cleared: their referral counts again");
    expect(await flagsOf(db, "fake@mailinator.com")).toMatchObject([
      { status: "cleared", reviewed_by: admin.credentials.email },
    ]);
    expect(await placeOf(db, referrer.id)).toMatchObject({ place: 4, confirmedReferrals: 1 });
    expect(await referralsInView(referrer.id)).toEqual({ searched: "1", all: "1" });

    const unknown = await postForm(ctx.server, memberPage, { intent: "clear", kind: "burst" }, admin.cookie);
    expect(unknown.status).toBe(404);
    const bad = await postForm(ctx.server, memberPage, { intent: "drop", kind: "burst" }, admin.cookie);
    expect(bad.status).toBe(400);

    const audit = rowsOf<{
      action: string;
      actor_email: string;
      subject: string;
      details: unknown;
      ip_address: string;
    }>(
      await db.execute(sql`
        select action, actor_email, subject, details, ip_address from team_audit
         where action like 'flag %' and subject = ${fake.id} order by id`),
    );
    expect(audit).toEqual([
      {
        action: "flag confirmed",
        actor_email: admin.credentials.email,
        subject: fake.id,
        details: { kind: "disposable" },
        ip_address: expect.any(String),
      },
      {
        action: "flag cleared",
        actor_email: admin.credentials.email,
        subject: fake.id,
        details: { kind: "disposable" },
        ip_address: expect.any(String),
      },
    ]);
  });

  it("filters the members view by flagged=yes|no and shows the Flags column", async () => {
    await join("ok@example.com");
    await join("z@mailinator.com");
    const names = async (search: string) => {
      const $ = cheerio.load(
        await (await getPage(ctx.server, `/team/members${search}`, analyst.cookie)).text(),
      );
      return $("tbody tr")
        .map((_, tr) => `${$(tr).find("td").eq(0).text()}:${$(tr).find("td").last().text()}`)
        .get();
    };
    expect(await names("?flagged=yes")).toEqual(["z@mailinator.com:Disposable address"]);
    expect(await names("?flagged=no")).toEqual(["ok@example.com:None"]);
  });
});
