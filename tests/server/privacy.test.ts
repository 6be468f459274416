import * as cheerio from "cheerio";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import {
  mailOutbox,
  session,
  user,
  waitlistEntries,
  waitlistFlags,
  webhookDeliveries,
  webhookEndpoints,
} from "../../app/db/schema";
import { listAudit } from "../../app/db/team.server";
import type { PersonalData } from "../../app/features/privacy/personal-data.server";
import { AUDIT_ACTIONS, PRIVACY_NOTICE_VERSION } from "../../app/vocabulary";
import { newCredentials, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";
import { useTestServer } from "../../dev/harness/test-server";

/*
 * The privacy notice and a person's rights (docs/product.md, Privacy), through HTTP on the real
 * server, on both databases: the notice and where it is linked, the notice version a join and a
 * sign-up record, a person's own download, and an admin's export and erasure of one member. The
 * notice's markup is checked with every page's in tests/pages/html.test.ts.
 */

const ENV = {
  RETENTION_MAIL_DAYS: "12",
  RETENTION_WEBHOOK_DAYS: "21",
  RETENTION_PAGE_VIEW_DAYS: "45",
  RETENTION_FLAG_DAYS: "200",
  PRIVACY_CONTACT: "privacy@modura.example",
  PRIVACY_HOSTING: "Example Hosting GmbH, Germany",
};

describe.each(databaseKinds())("the privacy notice and a person's rights on $label", (kind) => {
  const ctx = useTestServer(kind, ENV);
  const db = () => ctx.database.db;
  const url = (path: string) => `${ctx.server.url}${path}`;
  let admin: TeamTestMember;
  let analyst: TeamTestMember;

  beforeAll(async () => {
    admin = await teamMember(ctx.server, ctx.database, "admin");
    analyst = await teamMember(ctx.server, ctx.database, "analyst");
  });

  const join = async (email: string) => {
    const response = await fetch(url("/api/waitlist"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: "Pat Privacy", email, primaryActivity: "trail" }),
    });
    expect(response.status).toBe(201);
    const [entry] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    return entry!;
  };

  const html = async (path: string, cookie?: string) => {
    const response = await getPage(ctx.server, path, cookie);
    expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
    return cheerio.load(await response.text());
  };

  it("serves /privacy with the configured periods, contact and host, and lists it in the sitemap", async () => {
    const $ = await html("/privacy");
    expect($("h1").text()).toBe("Privacy Notice");
    const text = $("main").text().replace(/\s+/g, " ");
    for (const said of [
      `Version ${PRIVACY_NOTICE_VERSION}`,
      "12 days after it was sent",
      "21 days after it was delivered",
      "each view 45 days after its day is summed",
      "goes 200 days after the review",
      "privacy@modura.example",
      "Example Hosting GmbH, Germany",
      "no mail provider is set up on this server",
    ])
      expect(text).toContain(said);
    expect($('main a[href="mailto:privacy@modura.example"]').length).toBeGreaterThan(0);
    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    expect(sitemap).toContain(`<loc>${ctx.server.url}/privacy</loc>`);
  });

  it("links the notice from every page's footer, signed out and in, and under the waitlist and sign-up forms", async () => {
    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed.length).toBe(6);
    const { cookie } = await newAccount("footer");
    const pages: [string, string | undefined][] = [
      ...listed.map((path) => [path, undefined] as [string, undefined]),
      ["/no-such-page", undefined],
      ["/dashboard", cookie],
      ["/dashboard/settings", cookie],
      ["/adaptiq-demo", cookie],
      ["/team/members", admin.cookie],
    ];
    for (const [path, as] of pages) {
      const $ = await html(path, as);
      expect($('footer a[href="/privacy"]').text(), path).toBe("Privacy Policy");
    }
    expect(pages.length).toBe(11);
    expect((await html("/"))('#waitlist a[href="/privacy"]').text()).toBe("Privacy notice");
    expect((await html("/auth?tab=signup"))('#sign-up-form a[href="/privacy"]').text()).toBe(
      "Privacy notice",
    );
  });

  it("records the notice version and time of each join and of each sign-up", async () => {
    const before = Date.now();
    const entry = await join(`joined-${Date.now()}@example.com`);
    expect(entry.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(entry.noticeShownAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    const { credentials } = await newAccount("signed-up");
    const [account] = await db().select().from(user).where(eq(user.email, credentials.email));
    expect(account!.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(account!.noticeShownAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  async function newAccount(tag: string) {
    const credentials = newCredentials(tag);
    return { credentials, cookie: await signUpUser(ctx.server, credentials) };
  }

  it("downloads a signed-in person's data as one JSON file: account, devices, preferences, wishlist and, once the address is verified, its waitlist entry; no secrets", async () => {
    const { credentials, cookie } = await newAccount("download");
    const send = (method: string, path: string, body?: unknown) =>
      fetch(url(path), {
        method,
        headers: { "Content-Type": "application/json", Cookie: cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect((await send("PUT", "/api/me/preferences", { sports: ["tennis", "hiking"] })).status).toBe(200);
    expect((await send("PUT", "/api/me/wishlist/aurora-elite")).status).toBeLessThan(300);
    await join(credentials.email);

    // Anyone may sign up with another person's address: until it is proven, the entry is not theirs.
    const unverified = await postForm(ctx.server, "/dashboard/settings/data", {}, cookie);
    expect(unverified.status).toBe(200);
    expect(((await unverified.json()) as PersonalData).waitlist).toBeNull();
    await db().update(user).set({ emailVerified: true }).where(eq(user.email, credentials.email));

    const response = await postForm(ctx.server, "/dashboard/settings/data", {}, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="modura-data-${day}.json"`,
    );
    const body = await response.text();
    const data = JSON.parse(body) as PersonalData;
    expect(data.account).toMatchObject({ email: credentials.email, name: credentials.name });
    expect(data.account?.signIns).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.preferences?.sports).toEqual(["tennis", "hiking"]);
    expect(data.wishlist).toEqual([expect.objectContaining({ shoeId: "aurora-elite" })]);
    expect(data.waitlist).toMatchObject({
      email: credentials.email,
      fullName: "Pat Privacy",
      status: "pending",
    });
    expect(data.devices.length).toBe(1);
    expect(data.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);

    // No secret of any kind: the session's token, the password's hash, a link's nonce.
    const [device] = await db().select().from(session).where(eq(session.id, data.devices[0]!.id));
    expect(body).not.toContain(device!.token);
    expect(body).not.toMatch(/\$argon2|scrypt|"password"|"token"|nonce|secret|backupCodes/i);
    // The page's button posts here; without a session it is the sign-in, and a GET the page.
    expect((await postForm(ctx.server, "/dashboard/settings/data", {})).headers.get("location")).toMatch(
      /^\/auth\?redirectTo=/,
    );
    expect((await getPage(ctx.server, "/dashboard/settings/data", cookie)).headers.get("location")).toBe(
      "/dashboard/settings",
    );
    const settings = await html("/dashboard/settings", cookie);
    expect(settings('form[method="post"][action="/dashboard/settings/data"] button').text()).toBe(
      "Download my data",
    );
  });

  it("lets an admin export and erase one member, audited; an analyst can do neither", async () => {
    const email = `erased-${Date.now()}@example.com`;
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({
        url: "https://hooks.example/privacy",
        events: ["member.joined", "member.unsubscribed"],
        secret: "whsec_AAAA",
        createdBy: "test",
      })
      .returning();
    const member = await join(email);
    const other = await join(`kept-${Date.now()}@example.com`);
    await db().insert(waitlistFlags).values({ entryId: member.id, kind: "disposable" });
    // Account mail queued for later, which no worker sends before the erasure.
    await db()
      .insert(mailOutbox)
      .values({ recipient: email, kind: "account-later", nextAttemptAt: new Date(Date.now() + 86_400_000) });
    const about = (id: string) =>
      db()
        .select({ type: webhookDeliveries.eventType })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpoint!.id),
            sql`${webhookDeliveries.payload}->'data'->>'id' = ${id}`,
          ),
        );
    expect(await about(member.id)).toEqual([{ type: "member.joined" }]);

    const exportPath = `/team/members/export?member=${member.id}`;
    expect((await getPage(ctx.server, exportPath, analyst.cookie)).status).toBe(404);
    const exported = await getPage(ctx.server, exportPath, admin.cookie);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="modura-data-/);
    expect(await exported.json()).toMatchObject({ account: null, waitlist: { id: member.id, email } });
    expect((await getPage(ctx.server, "/team/members/export?member=nobody", admin.cookie)).status).toBe(404);

    const page = await html(`/team/members/${member.id}`, admin.cookie);
    expect(page('a[href="' + exportPath + '"]').length).toBe(1);
    expect((await html(`/team/members/${member.id}`, analyst.cookie))("#member-rights").length).toBe(0);

    const erasePath = `/team/members/${member.id}`;
    expect(
      (await postForm(ctx.server, erasePath, { intent: "erase", confirm: "yes" }, analyst.cookie)).status,
    ).toBe(404);
    const unticked = await postForm(ctx.server, erasePath, { intent: "erase" }, admin.cookie);
    expect(unticked.status).toBe(400);
    expect(await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, member.id))).toHaveLength(
      1,
    );

    const erased = await postForm(ctx.server, erasePath, { intent: "erase", confirm: "yes" }, admin.cookie);
    expect(erased.status).toBe(303);
    expect(erased.headers.get("location")).toBe("/team/audit");
    expect(await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, member.id))).toEqual([]);
    expect(await db().select().from(waitlistFlags).where(eq(waitlistFlags.entryId, member.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.recipient}) = lower(${email})`),
    ).toEqual([]);
    // Every delivery about them went; receivers are told once that they left.
    expect(await about(member.id)).toEqual([{ type: "member.unsubscribed" }]);
    expect(await about(other.id)).toEqual([{ type: "member.joined" }]);
    expect(
      (await postForm(ctx.server, erasePath, { intent: "erase", confirm: "yes" }, admin.cookie)).status,
    ).toBe(404);

    const audit = await listAudit(db(), { limit: 10 });
    const entries = audit.filter((entry) => entry.subject === member.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      AUDIT_ACTIONS.memberErased,
      AUDIT_ACTIONS.memberDataExported,
    ]);
    expect(entries[0]).toMatchObject({
      actorEmail: admin.credentials.email,
      details: { flags: 1, webhookDeliveries: 1 },
    });
    // The account mail at least; the confirmation too if the worker had not sent it yet.
    expect((entries[0]!.details as { queuedMail: number }).queuedMail).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(entries)).not.toContain(email);
  });
});
