import { randomUUID } from "node:crypto";

import * as cheerio from "cheerio";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createBroadcast, setSchedule } from "../../app/db/broadcasts.server";
import { broadcasts, user, waitlistEntries } from "../../app/db/schema";
import { listAudit } from "../../app/db/team.server";
import { BROADCAST_MESSAGES } from "../../app/features/broadcasts/forms";
import { startDueBroadcasts } from "../../app/features/broadcasts/schedule.server";
import { formatInZone, wallTimeOf } from "../../app/lib/zoned-time";
import { databaseKinds } from "../../dev/harness/databases";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";
import { useTestServer } from "../../dev/harness/test-server";
import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

const ZONE = "Europe/Berlin";
const HOUR = 60 * 60 * 1000;

/** A broadcast scheduled in the launch room: entered and shown in the team's zone, started once at its time. */
describe.each(databaseKinds())("scheduled broadcasts on $label", (kind) => {
  const sink = {} as { smtp: TestSmtp };
  beforeAll(async () => {
    sink.smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await sink.smtp?.close();
  });
  const ctx = useTestServer(kind, () => ({ SMTP_URL: sink.smtp.url, TEAM_TIME_ZONE: ZONE }));
  const db = () => ctx.database.db;
  let admin: TeamTestMember;
  let analyst: TeamTestMember;
  let adminId = "";
  let draftId = "";

  const row = async (id: string) => (await db().select().from(broadcasts).where(eq(broadcasts.id, id)))[0]!;
  const page = async (path: string, member: TeamTestMember) =>
    cheerio.load(await (await getPage(ctx.server, path, member.cookie)).text());
  const schedule = (fields: Record<string, string>, member = admin) =>
    postForm(ctx.server, `/team/broadcasts/${draftId}`, { intent: "schedule", ...fields }, member.cookie);
  const audited = async (action: string) =>
    (await listAudit(db(), { limit: 100 })).filter((entry) => entry.action === action);

  beforeAll(async () => {
    admin = await teamMember(ctx.server, ctx.database, "admin");
    analyst = await teamMember(ctx.server, ctx.database, "analyst");
    [{ id: adminId }] = (await db()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, admin.credentials.email))) as [{ id: string }];
    await db()
      .insert(waitlistEntries)
      .values(
        [0, 1, 2].map((i) => ({
          id: randomUUID(),
          fullName: `Runner ${i}`,
          email: `scheduled-runner-${i}@example.com`,
          primaryActivity: "trail",
          status: "confirmed",
          confirmedAt: new Date(Date.now() - 60_000),
        })),
      );
    draftId = await createBroadcast(db(), {
      subject: "Race day",
      body: "See you at the **start**.",
      segment: "activity=trail",
      createdBy: adminId,
    });
  });

  it("schedules a draft at a time entered in the team's zone, audited, and says when on its page and the list", async () => {
    const form = (await page(`/team/broadcasts/${draftId}`, admin))("#schedule-heading").closest("section");
    expect(form.find("label[for=schedule-at]").text()).toBe(`Send at (${ZONE})`);
    expect(form.find("#schedule-at").attr("type")).toBe("datetime-local");

    const at = new Date(Math.ceil((Date.now() + 26 * HOUR) / 60_000) * 60_000);
    const answer = await schedule({ at: wallTimeOf(at, ZONE), confirm: "yes" });
    expect(answer.status).toBe(200);
    expect(
      cheerio
        .load(await answer.text())("[role=status], [role=alert]")
        .text(),
    ).toContain(`Scheduled for ${formatInZone(at, ZONE)}.`);
    expect(await row(draftId)).toMatchObject({ status: "draft", scheduledFor: at, scheduledBy: adminId });
    expect((await audited("broadcast scheduled"))[0]).toMatchObject({
      actorEmail: admin.credentials.email,
      subject: "Race day",
      details: { broadcastId: draftId, at: at.toISOString() },
    });

    const $ = await page(`/team/broadcasts/${draftId}`, admin);
    expect($("[data-testid=broadcast-status]").text()).toBe("Scheduled");
    expect($("main").text()).toContain(`for ${formatInZone(at, ZONE)} by ${admin.credentials.email}`);
    expect($("#schedule-at").attr("value")).toBe(wallTimeOf(at, ZONE));
    expect($("main button:contains('Reschedule')")).toHaveLength(1);
    const list = await page("/team/broadcasts", admin);
    expect(list(`[data-broadcast=${draftId}]`).text()).toContain(`Scheduled for ${formatInZone(at, ZONE)}`);
  });

  it("refuses a time that has passed, an unreadable one or a missing tick, saying why and changing nothing", async () => {
    const before = await row(draftId);
    const cases: [Record<string, string>, string, string][] = [
      [
        { at: wallTimeOf(new Date(Date.now() - HOUR), ZONE), confirm: "yes" },
        "#schedule-at-error",
        BROADCAST_MESSAGES.schedulePast,
      ],
      [{ at: "next tuesday", confirm: "yes" }, "#schedule-at-error", BROADCAST_MESSAGES.scheduleAt],
      [
        { at: wallTimeOf(new Date(Date.now() + 2 * HOUR), ZONE) },
        "#schedule-confirm-error",
        BROADCAST_MESSAGES.confirm,
      ],
    ];
    for (const [fields, where, message] of cases) {
      const answer = await schedule(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(
        cheerio
          .load(await answer.text())(where)
          .text(),
      ).toBe(message);
    }
    expect(await row(draftId)).toEqual(before);
    // An analyst sees the page and acts on none of it.
    expect(
      (await schedule({ at: wallTimeOf(new Date(Date.now() + 2 * HOUR), ZONE), confirm: "yes" }, analyst))
        .status,
    ).toBe(404);
    expect(await row(draftId)).toEqual(before);
  });

  it("reschedules and unschedules, each audited; an unscheduled draft stays a draft", async () => {
    const first = (await row(draftId)).scheduledFor!;
    const later = new Date(first.getTime() + 2 * HOUR);
    expect((await schedule({ at: wallTimeOf(later, ZONE), confirm: "yes" })).status).toBe(200);
    expect((await row(draftId)).scheduledFor).toEqual(later);
    expect((await audited("broadcast scheduled"))[0]!.details).toEqual({
      broadcastId: draftId,
      at: later.toISOString(),
      was: first.toISOString(),
    });

    const unscheduled = await postForm(
      ctx.server,
      `/team/broadcasts/${draftId}`,
      { intent: "unschedule" },
      admin.cookie,
    );
    expect(unscheduled.status).toBe(200);
    expect(await row(draftId)).toMatchObject({ status: "draft", scheduledFor: null, scheduledBy: null });
    expect((await audited("broadcast unscheduled"))[0]!.details).toEqual({
      broadcastId: draftId,
      was: later.toISOString(),
    });
    const again = await postForm(
      ctx.server,
      `/team/broadcasts/${draftId}`,
      { intent: "unschedule" },
      admin.cookie,
    );
    expect(again.status).toBe(409);
    expect((await page(`/team/broadcasts/${draftId}`, admin))("[data-testid=broadcast-status]").text()).toBe(
      "Draft",
    );
  });

  it(
    "starts a draft once its time has come, once however many dispatchers look at once, as the admin who scheduled it",
    { tags: ["database"] },
    async () => {
      expect(await setSchedule(db(), draftId, { at: new Date(Date.now() - 1_000), by: adminId })).toBe(true);
      // The site's own dispatcher and two more passes at once, as three instances would.
      const [a, b] = await Promise.all([
        startDueBroadcasts(db()),
        startDueBroadcasts(db()),
        ctx.server.site.broadcasts.runOnce(),
      ]);
      expect(a.length + b.length).toBeLessThanOrEqual(1);
      expect(await row(draftId)).toMatchObject({
        status: expect.stringMatching(/^(sending|sent)$/),
        startedBy: adminId,
        total: 3,
      });
      const starts = (await audited("broadcast started")).filter(
        (e) => (e.details as { broadcastId?: string }).broadcastId === draftId,
      );
      expect(starts).toHaveLength(1);
      expect(starts[0]).toMatchObject({
        actorEmail: admin.credentials.email,
        details: { total: 3, segment: "activity=trail" },
      });
      expect(await startDueBroadcasts(db())).toEqual([]);
    },
  );
});
