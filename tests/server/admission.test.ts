import { randomUUID } from "node:crypto";

import * as cheerio from "cheerio";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../app/db/queryable";
import { listAudit } from "../../app/db/team.server";
import {
  mailOutbox,
  waitlistEntries,
  waitlistFlags,
  webhookDeliveries,
  webhookEndpoints,
} from "../../app/db/schema";
import { placesInLine } from "../../app/db/waitlist-place.server";
import { rowsOf } from "../../app/db/rows";
import { admissionMailRenderers } from "../../app/features/admission/mail.server";
import { earlyAccessTokens } from "../../app/features/admission/tokens.server";
import { INVITE_MESSAGES } from "../../app/features/admission/forms";
import { waitlistTokens } from "../../app/features/waitlist/tokens.server";
import { databaseKinds } from "../../dev/harness/databases";
import { type ReceivedMail, type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";
import { TEST_AUTH_SECRET, useTestServer } from "../../dev/harness/test-server";

import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";
import type { Activity } from "../../app/vocabulary";

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 1);
const INVITE_SUBJECT = "You're invited: early access to Modura";

type Seeded = { id: string; email: string; activity: Activity };

/**
 * Fourteen members written straight into the table, an hour apart: twelve confirmed, two pending.
 * Member 8 brought in 10 and 11, which moves them up the line; 11's referral has an open fraud flag,
 * so only 10's counts. Activities: every third is tennis, the rest trail.
 */
async function seedLine(db: Db): Promise<Seeded[]> {
  const members = Array.from({ length: 14 }, (_, i) => {
    const createdAt = new Date(START + i * HOUR);
    const confirmed = i < 12;
    return {
      id: randomUUID(),
      fullName: `Member ${String(i).padStart(2, "0")}`,
      email: `m${i}@example.com`,
      status: confirmed ? "confirmed" : "pending",
      primaryActivity: (i % 3 === 2 ? "tennis" : "trail") as Activity,
      createdAt,
      confirmedAt: confirmed ? new Date(createdAt.getTime() + 60_000) : null,
      referredBy: null as string | null,
    };
  });
  members[10]!.referredBy = members[8]!.id;
  members[11]!.referredBy = members[8]!.id;
  await db.insert(waitlistEntries).values(members);
  await db.insert(waitlistFlags).values({ entryId: members[11]!.id, kind: "burst" });
  return members.map((m) => ({ id: m.id, email: m.email, activity: m.primaryActivity }));
}

type Row = {
  id: string;
  invited_at: Date | string | null;
  invite_expires_at: Date | string | null;
  invite_nonce: string | null;
  accepted_at: Date | string | null;
};

async function admissionRow(db: Db, id: string): Promise<Row> {
  const result = await db.execute(sql`
    select id, invited_at, invite_expires_at, invite_nonce, accepted_at from waitlist_entries where id = ${id}`);
  return rowsOf<Row>(result)[0]!;
}

async function invitedIds(db: Db): Promise<Set<string>> {
  const result = await db.execute(sql`select id from waitlist_entries where invited_at is not null`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

const deliveriesOf = async (db: Db, type: string) =>
  (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, type))).map(
    (d) => (d.payload as { data: { id: string } }).data.id,
  );

const auditBatches = async (db: Db) =>
  (await listAudit(db, { limit: 100 })).filter((entry) => entry.action === "members invited");

/** The early-access path in an invitation's plain text. */
function offerPathIn(mail: ReceivedMail, url: string): string {
  const escaped = `${url}/early-access/`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`${escaped}([A-Za-z0-9_.%-]+)`).exec(mail.mail.text ?? "");
  if (!match) throw new Error(`no /early-access link in:\n${mail.mail.text}`);
  return `/early-access/${match[1]}`;
}

const headingOf = (html: string) => cheerio.load(html)("h1").first().text().trim();

describe.each(databaseKinds())("admission in batches on $label", (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  // The webhook worker never runs here: the test reads the deliveries it queued.
  const ctx = useTestServer(
    kind,
    () => ({ SMTP_URL: smtp.url, MAIL_FROM: "Modura <hello@modura.example>" }),
    { webhookWorker: { now: () => new Date(), setTimer: () => () => {} } },
  );
  let admin: TeamTestMember;
  let analyst: TeamTestMember;
  let members: Seeded[];
  /** Confirmed members, first in line first, as the member's own place says (the oracle). */
  let line: string[];
  const db = () => ctx.database.db;
  const invite = (fields: Record<string, string>, who = admin) =>
    postForm(ctx.server, "/team/admission", fields, who.cookie);
  const inviteMail = (email: string) =>
    smtp.waitForMessage(
      (m) => m.to.includes(email) && m.mail.subject === INVITE_SUBJECT,
      `the invitation to ${email}`,
      20_000,
    );

  beforeAll(async () => {
    admin = await teamMember(ctx.server, ctx.database, "admin");
    analyst = await teamMember(ctx.server, ctx.database, "analyst");
    members = await seedLine(db());
    line = (await placesInLine(db())).map((p) => p.id);
    await db()
      .insert(webhookEndpoints)
      .values({
        url: "https://hooks.example/modura",
        events: ["member.invited", "member.accepted"],
        secret: "whsec_AAAA",
        createdBy: "test",
      });
  });

  it("is for admins: analysts, outsiders and visitors get the not-found page, and their posts change nothing", async () => {
    // Member 8's confirmed referral (10) counts, 11's is withheld: 8 moves up 10 places to first.
    expect(line[0]).toBe(members[8]!.id);
    expect(line).toHaveLength(12);
    const outsider = await teamMember(ctx.server, ctx.database, "user", { enrol: false });
    for (const cookie of [analyst.cookie, outsider.cookie, undefined]) {
      expect((await getPage(ctx.server, "/team/admission", cookie)).status).toBe(404);
      const posted = await postForm(ctx.server, "/team/admission", { count: "3", validDays: "14" }, cookie);
      // An analyst's post reaches the action, which refuses it; off the team, the post lands on the
      // not-found page (server/team-area.ts), which takes no posts.
      expect(posted.status).toBe(cookie === analyst.cookie ? 404 : 405);
    }
    expect(await invitedIds(db())).toEqual(new Set());
    expect(await auditBatches(db())).toEqual([]);
    expect((await getPage(ctx.server, "/team/admission", admin.cookie)).status).toBe(200);
  });

  it("answers a bad form with the field's message and changes nothing", async () => {
    const answer = await invite({ count: "0", validDays: "14" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(INVITE_MESSAGES.count);
    const days = await invite({ count: "2", validDays: "90" });
    expect(days.status).toBe(400);
    expect(await days.text()).toContain(INVITE_MESSAGES.validDays);
    expect(await invitedIds(db())).toEqual(new Set());
  });

  it("invites the next 3 by place, with one audit entry, their webhooks, and a mail each with their link", async () => {
    const answer = await invite({ count: "3", activity: "", validDays: "14" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/team/admission?invited=3&asked=3");
    const first3 = line.slice(0, 3);
    expect(await invitedIds(db())).toEqual(new Set(first3));
    for (const id of first3) {
      const row = await admissionRow(db(), id);
      expect(row.invite_nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(new Date(row.invite_expires_at!).getTime() - new Date(row.invited_at!).getTime()).toBe(
        14 * 24 * HOUR,
      );
      expect(row.accepted_at).toBeNull();
    }
    const [batch, ...others] = await auditBatches(db());
    expect(others).toEqual([]);
    expect(batch).toMatchObject({
      actorEmail: admin.credentials.email,
      details: {
        asked: 3,
        invited: 3,
        activity: "any",
        validDays: 14,
        members: first3.map((id, i) => ({ id, place: i + 1 })),
      },
    });
    expect((await deliveriesOf(db(), "member.invited")).sort()).toEqual([...first3].sort());

    const page = await getPage(ctx.server, answer.headers.get("location")!, admin.cookie);
    const html = await page.text();
    expect(html).toContain("Invited 3 members: their invitations are on their way.");
    const $ = cheerio.load(html);
    expect(
      $("tr[data-invited]")
        .map((_, row) => $(row).attr("data-invited"))
        .get(),
    ).toEqual(first3);
    expect($("tr[data-invited]").first().find("td").first().text()).toBe("#1");

    const byId = new Map(members.map((m) => [m.id, m]));
    for (const id of first3) {
      const { mail } = await inviteMail(byId.get(id)!.email);
      expect(mail.text).toContain("30% off and a complimentary extra sole");
      expect(mail.headerLines.some((h) => h.key === "list-unsubscribe-post")).toBe(true);
    }
  });

  it("invites only the chosen activity, in place order, and says when fewer were eligible", async () => {
    const tennis = new Set(members.filter((m) => m.activity === "tennis").map((m) => m.id));
    const before = await invitedIds(db());
    const expected = line.filter((id) => tennis.has(id) && !before.has(id));
    expect(expected.length).toBeGreaterThan(0);
    const answer = await invite({ count: "10", activity: "tennis", validDays: "7" });
    expect(answer.headers.get("location")).toBe(
      `/team/admission?invited=${expected.length}&asked=10&activity=tennis`,
    );
    const after = await invitedIds(db());
    expect([...after].filter((id) => !before.has(id)).sort()).toEqual([...expected].sort());
    const [batch] = await auditBatches(db());
    expect((batch!.details as { members: { id: string }[] }).members.map((m) => m.id)).toEqual(expected);
    const html = await (await getPage(ctx.server, answer.headers.get("location")!, admin.cookie)).text();
    expect(html).toContain(`You asked for 10; only ${expected.length} were eligible.`);

    // Tennis again: nobody is left, and nothing changes.
    const none = await invite({ count: "2", activity: "tennis", validDays: "7" });
    expect(none.headers.get("location")).toBe("/team/admission?invited=0&asked=2&activity=tennis");
    expect(await invitedIds(db())).toEqual(after);
    expect(await auditBatches(db())).toHaveLength(2);
    const noneHtml = await (await getPage(ctx.server, none.headers.get("location")!, admin.cookie)).text();
    expect(noneHtml).toContain("nothing was sent or changed");
  });

  it("shows the offer on GET without using the link, accepts it once on POST, and says so again after", async () => {
    const first = members.find((m) => m.id === line[0])!;
    const path = offerPathIn(await inviteMail(first.email), ctx.server.url);
    const before = await admissionRow(db(), first.id);

    for (let i = 0; i < 2; i++) {
      const page = await getPage(ctx.server, path);
      expect(page.status).toBe(200);
      const $ = cheerio.load(await page.text());
      expect($("h1").text()).toBe("Your early access is here");
      expect($("main").text()).toContain("30% off and a complimentary extra sole");
      expect($('meta[name="robots"]').attr("content")).toBe("noindex");
      const form = $("form[method=post]");
      expect(form.attr("action")).toBe(path);
      expect(form.find("button[type=submit]").text()).toBe("Accept early access");
    }
    expect(await admissionRow(db(), first.id)).toEqual(before);

    const accepted = await postForm(ctx.server, path, {});
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe(`${path}?accepted=1`);
    const row = await admissionRow(db(), first.id);
    expect(row.accepted_at).not.toBeNull();
    expect(row.invite_nonce).toBeNull();
    const done = await getPage(ctx.server, accepted.headers.get("location")!);
    expect(done.status).toBe(200);
    expect(headingOf(await done.text())).toBe("Early access is yours");
    expect(await deliveriesOf(db(), "member.accepted")).toEqual([first.id]);

    // The same link again: a second press and a later visit are told it is done, and nothing repeats.
    const again = await postForm(ctx.server, path, {});
    expect(again.status).toBe(200);
    expect(headingOf(await again.text())).toBe("You have already accepted");
    const later = await getPage(ctx.server, path);
    expect(later.status).toBe(200);
    expect(headingOf(await later.text())).toBe("You have already accepted");
    expect(await admissionRow(db(), first.id)).toEqual(row);
    expect(await deliveriesOf(db(), "member.accepted")).toEqual([first.id]);

    // A message of theirs still queued would now be dropped: the invitation is used.
    const render = admissionMailRenderers["early-access-invite"]!;
    const context = { db: db(), publicUrl: ctx.server.url, secret: TEST_AUTH_SECRET };
    expect(await render({ entryId: first.id, nonce: before.invite_nonce }, context)).toBeNull();
  });

  it("refuses an expired invitation, by the database's expiry or the token's, and invites its member again", async () => {
    const second = members.find((m) => m.id === line[1])!;
    const path = offerPathIn(await inviteMail(second.email), ctx.server.url);
    await db()
      .update(waitlistEntries)
      .set({ inviteExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(waitlistEntries.id, second.id));
    const page = await getPage(ctx.server, path);
    expect(page.status).toBe(410);
    expect(headingOf(await page.text())).toBe("This invitation has expired");
    const posted = await postForm(ctx.server, path, {});
    expect(posted.status).toBe(410);
    expect((await admissionRow(db(), second.id)).accepted_at).toBeNull();

    // A token whose own expiry has passed, with the member's current nonce.
    const row = await admissionRow(db(), second.id);
    const stale = earlyAccessTokens(TEST_AUTH_SECRET).sign({
      entryId: second.id,
      nonce: row.invite_nonce!,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await postForm(ctx.server, `/early-access/${stale}`, {})).status).toBe(410);
    expect(await deliveriesOf(db(), "member.accepted")).toHaveLength(1);

    // Expired unaccepted, they are eligible again, first of those left.
    const eligible = await invitedIds(db());
    const next = line.find((id) => id === second.id || !eligible.has(id));
    expect(next).toBe(second.id);
    const answer = await invite({ count: "1", validDays: "14" });
    expect(answer.headers.get("location")).toBe("/team/admission?invited=1&asked=1");
    const renewed = await admissionRow(db(), second.id);
    expect(renewed.invite_nonce).not.toBe(row.invite_nonce);
    const fresh = await smtp.waitForMessages(
      (m) => m.to.includes(second.email) && m.mail.subject === INVITE_SUBJECT,
      2,
      "a second invitation",
      20_000,
    );
    const freshPath = offerPathIn(fresh[1]!, ctx.server.url);
    expect(freshPath).not.toBe(path);
    expect((await postForm(ctx.server, freshPath, {})).status).toBe(303);
  });

  it("answers a changed or made-up link 400, changing nothing", async () => {
    const third = members.find((m) => m.id === line[2])!;
    const path = offerPathIn(await inviteMail(third.email), ctx.server.url);
    const token = path.slice("/early-access/".length);
    const [payload, signature] = token.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, e: line[5] })).toString("base64url")}.${signature}`;
    const before = await admissionRow(db(), third.id);
    for (const bad of [forged, `${token}x`, "nonsense", "a.b"]) {
      const page = await getPage(ctx.server, `/early-access/${bad}`);
      expect(page.status, bad).toBe(400);
      expect(headingOf(await page.text())).toBe("This invitation link does not work");
      expect((await postForm(ctx.server, `/early-access/${bad}`, {})).status).toBe(400);
    }
    expect(await admissionRow(db(), third.id)).toEqual(before);
    expect(await admissionRow(db(), line[5]!)).toMatchObject({ accepted_at: null });
  });

  it("never invites one member twice when two admins invite at once", { tags: ["database"] }, async () => {
    const second = await teamMember(ctx.server, ctx.database, "admin", { tag: "admin2" });
    const before = await invitedIds(db());
    const deliveredBefore = (await deliveriesOf(db(), "member.invited")).length;
    const [a, b] = await Promise.all([
      invite({ count: "2", validDays: "14" }),
      invite({ count: "2", validDays: "14" }, second),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const batches = (await auditBatches(db())).slice(0, 2);
    const ids = batches.flatMap((batch) =>
      (batch.details as { members: { id: string }[] }).members.map((m) => m.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const expected = line.filter((id) => !before.has(id)).slice(0, ids.length);
    expect(ids.length).toBe(Math.min(4, line.filter((id) => !before.has(id)).length));
    expect(new Set(ids)).toEqual(new Set(expected));
    expect((await deliveriesOf(db(), "member.invited")).length).toBe(deliveredBefore + ids.length);
  });

  it("counts each state on the overview for analysts, and tells a member's story on their page", async () => {
    const counts = rowsOf<{ waiting: number; confirmed: number; invited: number; accepted: number }>(
      await db().execute(sql`
        select count(*) filter (where status = 'pending')::int as waiting,
               count(*) filter (where status = 'confirmed' and invited_at is null)::int as confirmed,
               count(*) filter (where invited_at is not null and accepted_at is null)::int as invited,
               count(*) filter (where accepted_at is not null)::int as accepted
          from waitlist_entries`),
    )[0]!;
    expect(counts).toMatchObject({ waiting: 2, accepted: 2 });
    expect(counts.waiting + counts.confirmed + counts.invited + counts.accepted).toBe(14);
    const overview = await getPage(ctx.server, "/team", analyst.cookie);
    expect(overview.status).toBe(200);
    const $ = cheerio.load(await overview.text());
    const section = $('section[aria-labelledby="admission-title"]');
    const figures = Object.fromEntries(
      section
        .find("dl > div")
        .map((_, figure) => [[$(figure).find("dt").text(), Number($(figure).find("dd").first().text())]])
        .get() as [string, number][],
    );
    expect(figures).toEqual({
      Waiting: counts.waiting,
      Confirmed: counts.confirmed,
      Invited: counts.invited,
      Accepted: counts.accepted,
    });

    const first = await getPage(ctx.server, `/team/members/${line[0]}`, analyst.cookie);
    const timeline = cheerio
      .load(await first.text())('section[aria-labelledby="member-timeline"]')
      .text();
    expect(timeline).toContain("Invited to early access");
    expect(timeline).toContain("Accepted early access");
    expect(timeline).toContain("Sent the early-access invitation");
    const accepted = await db()
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, line[0]!), sql`${waitlistEntries.acceptedAt} is not null`));
    expect(accepted).toHaveLength(1);
  });

  it("keeps no invitation of a member who leaves the waitlist", async () => {
    const invited = line[1]!;
    const before = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.payload}->>'entryId' = ${invited}`);
    expect(before.length).toBeGreaterThan(0);
    const token = waitlistTokens(TEST_AUTH_SECRET).unsubscribe(invited);
    const left = await fetch(`${ctx.server.url}/waitlist/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(left.status).toBe(200);
    const after = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.payload}->>'entryId' = ${invited}`);
    expect(after).toEqual([]);
  });
});
