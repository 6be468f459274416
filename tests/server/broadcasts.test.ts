// @module-tag database
import { randomUUID } from "node:crypto";

import * as cheerio from "cheerio";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { suppressAddress } from "../../app/db/mail-suppressions.server";
import { broadcastRecipients, broadcasts, waitlistEntries } from "../../app/db/schema";
import { listAudit } from "../../app/db/team.server";
import { broadcastMailRenderers } from "../../app/features/broadcasts/mail.server";
import { waitlistTokens } from "../../app/features/waitlist/tokens.server";
import type { MailWorkerOptions } from "../../app/platform/mail/worker.server";
import { databaseKinds } from "../../dev/harness/databases";
import { type ReceivedMail, type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";
import { TEST_AUTH_SECRET, useTestServer } from "../../dev/harness/test-server";

import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

/** 300 a minute: one every 200 ms, slow enough to cancel in the middle, fast enough for a test. */
const RATE = 300;
const INTERVAL_MS = 60_000 / RATE;

/**
 * The mail worker's own timer, which the test may hold: while held, the worker starts no cycle, so
 * queued messages stay queued (as behind a busy mail server) until released. A deadline, not a wait.
 */
function holdableMailWorker() {
  let held = false;
  const parked = new Set<() => void>();
  const cycleEnded = new Set<() => void>();
  const hooks: Required<Pick<MailWorkerOptions, "onCycle" | "setTimer">> = {
    onCycle: () => {
      for (const done of [...cycleEnded]) done();
    },
    setTimer: (run, ms) => {
      if (held) {
        parked.add(run);
        return () => parked.delete(run);
      }
      const timer = setTimeout(run, ms);
      timer.unref();
      return () => clearTimeout(timer);
    },
  };
  return {
    hooks,
    /** Resolves once the worker's next cycle has ended: after it, the worker's next timer is parked. */
    hold: () =>
      new Promise<void>((resolve) => {
        held = true;
        const done = () => {
          cycleEnded.delete(done);
          resolve();
        };
        cycleEnded.add(done);
      }),
    release() {
      held = false;
      for (const run of [...parked]) {
        parked.delete(run);
        run();
      }
    },
  };
}

/** Checks `check` every 50 ms until it holds; fails after `timeoutMs` (a deadline, not a wait). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const header = (mail: ReceivedMail, name: string) =>
  mail.mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r\n(?=[ \t])/g, "")
    .replace(/^[^:]+:\s*/, "");

type Seeded = { id: string; email: string; activity: string; status: "pending" | "confirmed" };

describe.each(databaseKinds())("broadcasts on $label", (kind) => {
  const sink = {} as { smtp: TestSmtp };
  beforeAll(async () => {
    sink.smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await sink.smtp?.close();
  });
  const worker = holdableMailWorker();
  const ctx = useTestServer(kind, () => ({ SMTP_URL: sink.smtp.url, BROADCAST_RATE: String(RATE) }), {
    mailWorker: worker.hooks,
  });
  let admin: TeamTestMember;
  let analyst: TeamTestMember;
  let outsider: TeamTestMember;
  const members: Seeded[] = [];
  let broadcastId = "";

  const db = () => ctx.database.db;
  const seed = async (count: number, activity: string, status: Seeded["status"], tag: string) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      fullName: `${tag} ${i}`,
      email: `${tag}-${i}@example.com`,
      primaryActivity: activity,
      status,
      confirmedAt: status === "confirmed" ? new Date(Date.now() - 60_000) : null,
    }));
    await db().insert(waitlistEntries).values(rows);
    members.push(...rows.map((r) => ({ id: r.id, email: r.email, activity, status })));
    return rows.map((r) => ({ id: r.id, email: r.email, activity, status }));
  };
  const recipientsOf = (id: string) =>
    db()
      .select()
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.broadcastId, id))
      .orderBy(asc(broadcastRecipients.queuedAt));
  const broadcastRow = async (id: string) =>
    (await db().select().from(broadcasts).where(eq(broadcasts.id, id)))[0]!;
  const page = async (path: string, member: TeamTestMember) => {
    const response = await getPage(ctx.server, path, member.cookie);
    return { status: response.status, $: cheerio.load(await response.text()) };
  };
  const mailWithSubject = (subject: string) => sink.smtp.received.filter((m) => m.mail.subject === subject);

  beforeAll(async () => {
    admin = await teamMember(ctx.server, ctx.database, "admin");
    analyst = await teamMember(ctx.server, ctx.database, "analyst");
    outsider = await teamMember(ctx.server, ctx.database, "user", { enrol: false });
    await seed(6, "trail", "confirmed", "trail");
    await seed(2, "trail", "pending", "trail-pending");
    await seed(3, "tennis", "confirmed", "tennis");
  });

  it("is not there for outsiders; analysts see it but cannot compose", async () => {
    expect((await getPage(ctx.server, "/team/broadcasts")).status).toBe(404);
    expect((await getPage(ctx.server, "/team/broadcasts", outsider.cookie)).status).toBe(404);
    const seen = await page("/team/broadcasts", analyst);
    expect(seen.status).toBe(200);
    expect(seen.$("form:has(input[name=intent])")).toHaveLength(0);
    const refused = await postForm(
      ctx.server,
      "/team/broadcasts",
      { intent: "create", subject: "x", body: "y" },
      analyst.cookie,
    );
    expect(refused.status).toBe(404);
    expect(await db().select().from(broadcasts)).toHaveLength(0);
  });

  it("opens the compose page from the members view with its filters as the segment, and its size", async () => {
    const membersView = await page("/team/members?activity=trail", admin);
    const link = membersView.$("a:contains('Send a broadcast to these members')").attr("href");
    expect(link).toBe("/team/broadcasts?segment=activity%3Dtrail");
    expect(
      (await page("/team/members?activity=trail", analyst)).$("a:contains('Send a broadcast')"),
    ).toHaveLength(0);

    const compose = await page(link!, admin);
    expect(compose.$("#new-broadcast-segment").val()).toBe("activity=trail");
    // Six confirmed trail runners; the two pending ones are never mailed.
    expect(compose.$("[data-testid=segment-size]").first().text()).toBe("6 confirmed members");
    expect(compose.$("body").text()).toContain("Only confirmed members are ever mailed");
  });

  it("refuses a draft without a subject, or with a segment it cannot read, saying why and saving nothing", async () => {
    const bad = await postForm(
      ctx.server,
      "/team/broadcasts",
      { intent: "create", subject: "  ", body: "Hello", segment: "activity=golf&colour=red" },
      admin.cookie,
    );
    expect(bad.status).toBe(400);
    const text = cheerio
      .load(await bad.text())("body")
      .text();
    expect(text).toContain("Please enter a subject.");
    expect(text).toContain("That activity is not one of the waitlist's. (activity=“golf”)");
    expect(text).toContain("“colour” is not one of the members view's filters.");
    const linked = await page("/team/broadcasts?segment=activity%3Dgolf", admin);
    expect(linked.$("[role=alert]").text()).toContain("That activity is not one of the waitlist's.");
    expect(await db().select().from(broadcasts)).toHaveLength(0);
  });

  it("saves a draft (audited) and previews it: subject, segment size, text part, sandboxed HTML part", async () => {
    const created = await postForm(
      ctx.server,
      "/team/broadcasts",
      {
        intent: "create",
        subject: "Trail shoes: first look",
        body: "# The trail is calling\n\nHello **runners**. See [the shoe](https://modura.example/trail).\n\n<script>alert(1)</script>",
        segment: "/team/members?activity=trail&sort=name",
      },
      admin.cookie,
    );
    expect(created.status).toBe(302);
    broadcastId =
      /\/team\/broadcasts\/([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    expect(broadcastId).not.toBe("");
    expect(await broadcastRow(broadcastId)).toMatchObject({ status: "draft", segment: "activity=trail" });

    const detail = await page(`/team/broadcasts/${broadcastId}`, admin);
    expect(detail.$("[data-testid=preview-subject]").text()).toBe("Trail shoes: first look");
    expect(detail.$("[data-testid=segment-size]").text()).toBe("6 confirmed members");
    const textPart = detail.$("[data-testid=preview-text]").text();
    expect(textPart).toContain("Hello runners.");
    expect(textPart).toContain("https://modura.example/trail");
    expect(textPart).toContain("<script>alert(1)</script>");
    const frame = detail.$("iframe");
    expect(frame.attr("sandbox")).toBe("");
    expect(frame.attr("src")).toBe(`/team/broadcasts/${broadcastId}/preview`);

    const preview = await getPage(ctx.server, `/team/broadcasts/${broadcastId}/preview`, admin.cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Its own policy alone (not added to the site's, whose frame-ancestors 'none' would forbid the frame).
    const policy = preview.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/^sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:;/);
    expect(policy).toContain(`frame-ancestors 'self' ${ctx.server.url}`);
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const html = await preview.text();
    expect(html).toContain("<strong>runners</strong>");
    expect(html).toContain('href="https://modura.example/trail"');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(
      (await getPage(ctx.server, `/team/broadcasts/${broadcastId}/preview`, outsider.cookie)).status,
    ).toBe(404);
    expect((await page(`/team/broadcasts/${broadcastId}`, analyst)).status).toBe(200);
    expect((await page(`/team/broadcasts/${randomUUID()}`, admin)).status).toBe(404);
    expect((await page("/team/broadcasts/not-an-id", admin)).status).toBe(404);
  });

  it("sends a test to the admin alone: “[Test] ” subject, text and HTML, audited", async () => {
    const sent = await postForm(
      ctx.server,
      `/team/broadcasts/${broadcastId}`,
      { intent: "test" },
      admin.cookie,
    );
    expect(sent.status).toBe(200);
    const test = await sink.smtp.waitForMessage(
      (m) => m.mail.subject === "[Test] Trail shoes: first look",
      "the test message",
    );
    expect(test.to).toEqual([admin.credentials.email]);
    expect(test.mail.text).toContain("Hello runners.");
    expect(test.mail.text).toContain("Each member's copy ends with their own unsubscribe link");
    expect(test.mail.html).toContain("<strong>runners</strong>");
    // Not a member: no unsubscribe link of anyone's.
    expect(header(test, "list-unsubscribe")).toBeUndefined();
    expect((await broadcastRow(broadcastId)).status).toBe("draft");
    const refused = await postForm(
      ctx.server,
      `/team/broadcasts/${broadcastId}`,
      { intent: "test" },
      analyst.cookie,
    );
    expect(refused.status).toBe(404);
  });

  it("asks for the confirmation before sending, without JavaScript", async () => {
    const unconfirmed = await postForm(
      ctx.server,
      `/team/broadcasts/${broadcastId}`,
      { intent: "send" },
      admin.cookie,
    );
    expect(unconfirmed.status).toBe(400);
    expect(
      cheerio
        .load(await unconfirmed.text())("#send-confirm-error")
        .text(),
    ).toBe("Please tick the box to say you have checked the preview and the segment.");
    expect((await broadcastRow(broadcastId)).status).toBe("draft");
    const byAnalyst = await postForm(
      ctx.server,
      `/team/broadcasts/${broadcastId}`,
      { intent: "send", confirm: "yes" },
      analyst.cookie,
    );
    expect(byAnalyst.status).toBe(404);
  });

  it("sends to each confirmed member of the segment once, paced, with one-click unsubscribe; one who leaves meanwhile gets none", async () => {
    const trail = members.filter((m) => m.activity === "trail" && m.status === "confirmed");
    // The worker held: messages stay queued, as behind a busy mail server, while one member leaves.
    await worker.hold();
    const started = await postForm(
      ctx.server,
      `/team/broadcasts/${broadcastId}`,
      { intent: "send", confirm: "yes" },
      admin.cookie,
    );
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe(`/team/broadcasts/${broadcastId}`);
    expect(await broadcastRow(broadcastId)).toMatchObject({
      status: "sending",
      total: 6,
      startedBy: expect.any(String),
    });

    await until(
      async () => (await recipientsOf(broadcastId)).length === trail.length,
      "every recipient queued",
    );
    const queued = await recipientsOf(broadcastId);
    expect(new Set(queued.map((r) => r.entryId))).toEqual(new Set(trail.map((m) => m.id)));
    // The pace: recipient k was queued no sooner than k / rate minutes after the start.
    const { startedAt } = await broadcastRow(broadcastId);
    queued.forEach((recipient, k) =>
      expect(recipient.queuedAt.getTime() - startedAt!.getTime(), `recipient ${k}`).toBeGreaterThanOrEqual(
        k * INTERVAL_MS - 1,
      ),
    );

    // A member leaves with their message queued: the one-click unsubscribe, as a mail program sends it.
    const leaver = trail[2]!;
    const token = waitlistTokens(TEST_AUTH_SECRET).unsubscribe(leaver.id);
    const left = await fetch(`${ctx.server.url}/waitlist/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(left.status).toBe(200);
    worker.release();

    const stayed = trail.filter((m) => m !== leaver);
    const subject = "Trail shoes: first look";
    const arrived = await sink.smtp.waitForMessages(
      (m) => m.mail.subject === subject,
      stayed.length,
      "the broadcast",
    );
    await until(async () => (await broadcastRow(broadcastId)).status === "sent", "the broadcast to be sent");
    const received = mailWithSubject(subject);
    expect(received).toHaveLength(stayed.length);
    expect(received.map((m) => m.to[0]).sort()).toEqual(stayed.map((m) => m.email).sort());
    const recipients = await recipientsOf(broadcastId);
    for (const mail of arrived) {
      const member = stayed.find((m) => m.email === mail.to[0])!;
      const own = waitlistTokens(TEST_AUTH_SECRET).unsubscribe(member.id);
      expect(header(mail, "list-unsubscribe")).toBe(
        `<${ctx.server.url}/waitlist/unsubscribe?token=${encodeURIComponent(own)}>`,
      );
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      // Named by its outbox row: a copy sent again after a crash would be the same message.
      const mailId = recipients.find((r) => r.entryId === member.id)!.mailId;
      expect(mail.mail.messageId).toBe(`<${mailId}@127.0.0.1>`);
      expect(mail.mail.text).toContain("Hello runners.");
      expect(mail.mail.html).toContain("<strong>runners</strong>");
    }
    expect(Object.fromEntries(recipients.map((r) => [r.entryId, r.outcome]))).toEqual(
      Object.fromEntries(trail.map((m) => [m.id, m === leaver ? "skipped" : "sent"])),
    );

    // The page: sent, its progress, no form to change it; an analyst sees the same.
    for (const member of [admin, analyst]) {
      const detail = await page(`/team/broadcasts/${broadcastId}`, member);
      expect(detail.$("[data-testid=broadcast-status]").text()).toBe("Sent");
      expect(detail.$("[data-testid=progress-summary]").text()).toBe("5 of 6 sent");
      expect(detail.$("progress").attr("value")).toBe("6");
      expect(detail.$("[data-count=skipped]").text()).toBe("1");
      expect(detail.$("form:has(input[name=intent])")).toHaveLength(0);
    }
    const again = await postForm(
      ctx.server,
      `/team/broadcasts/${broadcastId}`,
      { intent: "save", subject: "Changed", body: "Changed" },
      admin.cookie,
    );
    expect(again.status).toBe(409);
    expect((await broadcastRow(broadcastId)).subject).toBe(subject);
  });

  it("cancels in the middle: nothing more is queued or sent, and the page says so", async () => {
    const walkers = await seed(30, "walking", "confirmed", "walker");
    const subject = "Walking club news";
    const created = await postForm(
      ctx.server,
      "/team/broadcasts",
      { intent: "create", subject, body: "Walk with us.", segment: "activity=walking" },
      admin.cookie,
    );
    const id = /([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")![1]!;
    expect(
      (await postForm(ctx.server, `/team/broadcasts/${id}`, { intent: "send", confirm: "yes" }, admin.cookie))
        .status,
    ).toBe(302);
    await sink.smtp.waitForMessages((m) => m.mail.subject === subject, 2, "the first messages");
    const cancelled = await postForm(
      ctx.server,
      `/team/broadcasts/${id}`,
      { intent: "cancel" },
      admin.cookie,
    );
    expect(cancelled.status).toBe(200);
    expect(
      cheerio
        .load(await cancelled.text())("body")
        .text(),
    ).toContain("Cancelled: nothing more is queued");
    await until(
      async () => (await broadcastRow(id)).finishedAt !== null,
      "the cancelled broadcast to settle",
    );
    const settled = await recipientsOf(id);
    expect(settled.length).toBeLessThan(walkers.length);
    // Two more passes of the dispatcher, and the worker left to send anything due: nothing moves.
    await ctx.server.site.broadcasts.runOnce();
    await ctx.server.site.broadcasts.runOnce();
    await worker.hold();
    worker.release();
    await worker.hold();
    worker.release();
    expect(await recipientsOf(id)).toHaveLength(settled.length);
    const sent = settled.filter((r) => r.outcome === "sent");
    expect(settled.every((r) => r.outcome === "sent" || r.outcome === "skipped")).toBe(true);
    expect(mailWithSubject(subject)).toHaveLength(sent.length);
    expect(sent.length).toBeLessThan(walkers.length);

    const detail = await page(`/team/broadcasts/${id}`, analyst);
    expect(detail.$("[data-testid=broadcast-status]").text()).toBe("Cancelled");
    expect(detail.$("[data-count='not sent']").text()).toBe(String(walkers.length - settled.length));
    expect(
      (await postForm(ctx.server, `/team/broadcasts/${id}`, { intent: "cancel" }, admin.cookie)).status,
    ).toBe(409);
  });

  it("drops at send time, counted skipped, a message whose broadcast was cancelled or whose member is gone", async () => {
    // The renderer as the worker calls it, on a message claimed before the change and rendered after.
    const render = broadcastMailRenderers.broadcast!;
    const context = { db: db(), publicUrl: ctx.server.url, secret: TEST_AUTH_SECRET };
    const [cancelled] = await db().select().from(broadcasts).where(eq(broadcasts.status, "cancelled"));
    const walker = members.find((m) => m.activity === "walking")!;
    const gone = randomUUID();
    await db()
      .insert(broadcastRecipients)
      .values([
        { broadcastId: cancelled!.id, entryId: walker.id },
        { broadcastId: broadcastId, entryId: gone },
      ])
      .onConflictDoNothing();
    await db()
      .update(broadcastRecipients)
      .set({ outcome: "queued" })
      .where(eq(broadcastRecipients.entryId, walker.id));
    expect(await render({ broadcastId: cancelled!.id, entryId: walker.id }, context)).toBeNull();
    expect(await render({ broadcastId, entryId: gone }, context)).toBeNull();
    const outcomes = await db()
      .select({ entryId: broadcastRecipients.entryId, outcome: broadcastRecipients.outcome })
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.entryId, walker.id));
    expect(outcomes).toEqual([{ entryId: walker.id, outcome: "skipped" }]);
    expect((await recipientsOf(broadcastId)).find((r) => r.entryId === gone)?.outcome).toBe("skipped");
    // A member who is there, of a broadcast that is sent: rendered, with their own unsubscribe link.
    const runner = members.find((m) => m.activity === "trail" && m.status === "confirmed")!;
    const rendered = await render({ broadcastId, entryId: runner.id }, context);
    expect(rendered?.headers?.["List-Unsubscribe"]).toBe(
      `<${ctx.server.url}/waitlist/unsubscribe?token=${encodeURIComponent(waitlistTokens(TEST_AUTH_SECRET).unsubscribe(runner.id))}>`,
    );
  });

  it("mails no member whose address is undeliverable, suppressed before being queued or while queued, and counts them so, not failed", async () => {
    const [before, meanwhile, reached] = members.filter(
      (m) => m.activity === "tennis" && m.status === "confirmed",
    );
    await suppressAddress(db(), { email: before!.email, reason: "bounce", source: "smtp" });
    const subject = "Tennis courts open";
    const created = await postForm(
      ctx.server,
      "/team/broadcasts",
      { intent: "create", subject, body: "Book a court.", segment: "activity=tennis" },
      admin.cookie,
    );
    const id = /([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")![1]!;
    await worker.hold();
    expect(
      (await postForm(ctx.server, `/team/broadcasts/${id}`, { intent: "send", confirm: "yes" }, admin.cookie))
        .status,
    ).toBe(302);
    // The dispatcher's passes, run as soon as the pace allows instead of each second.
    const dispatched = (check: () => Promise<boolean>) => async () => {
      await ctx.server.site.broadcasts.runOnce();
      return check();
    };
    await until(
      dispatched(async () => (await recipientsOf(id)).length === 3),
      "every recipient recorded",
    );
    // Suppressed when queued: recorded with no message at all.
    expect((await recipientsOf(id)).find((r) => r.entryId === before!.id)).toMatchObject({
      outcome: "undeliverable",
      mailId: null,
    });
    expect((await recipientsOf(id)).find((r) => r.entryId === meanwhile!.id)).toMatchObject({
      outcome: "queued",
      mailId: expect.any(String),
    });
    // Its message queued, then the address complains: the outbox does not send it.
    await suppressAddress(db(), { email: meanwhile!.email, reason: "complaint", source: "provider" });
    worker.release();
    await sink.smtp.waitForMessages((m) => m.mail.subject === subject, 1, "the broadcast");
    await until(
      dispatched(async () => (await broadcastRow(id)).status === "sent"),
      "the broadcast to be sent",
    );
    expect(mailWithSubject(subject).map((m) => m.to)).toEqual([[reached!.email]]);
    expect(Object.fromEntries((await recipientsOf(id)).map((r) => [r.entryId, r.outcome]))).toEqual({
      [before!.id]: "undeliverable",
      [meanwhile!.id]: "undeliverable",
      [reached!.id]: "sent",
    });

    const detail = await page(`/team/broadcasts/${id}`, analyst);
    expect(detail.$("[data-testid=progress-summary]").text()).toBe("1 of 3 sent");
    expect(detail.$("progress").attr("value")).toBe("3");
    expect(detail.$("[data-count=undeliverable]").text()).toBe("2");
    expect(detail.$("[data-count=undeliverable] + dd").text()).toBe(
      "not sent: their address bounced or complained",
    );
    expect(detail.$("[data-count=failed]").text()).toBe("0");
    expect(detail.$("[data-count=skipped]").text()).toBe("0");
  });

  it("deletes a draft once its box is ticked (audited), never one that was sent, and says so on the list", async () => {
    const created = await postForm(
      ctx.server,
      "/team/broadcasts",
      { intent: "create", subject: "Second thoughts", body: "Not yet.", segment: "activity=tennis" },
      admin.cookie,
    );
    const id = /([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    const detail = await page(`/team/broadcasts/${id}`, admin);
    expect(detail.$("form:has(input[name=intent][value=delete]) input[name=confirm][required]")).toHaveLength(
      1,
    );
    expect(
      (await page(`/team/broadcasts/${id}`, analyst)).$("form:has(input[name=intent][value=delete])"),
    ).toHaveLength(0);

    const unticked = await postForm(ctx.server, `/team/broadcasts/${id}`, { intent: "delete" }, admin.cookie);
    expect(unticked.status).toBe(400);
    expect(
      cheerio
        .load(await unticked.text())("#delete-confirm-error")
        .text(),
    ).toBe("Please tick the box to say the draft is to be deleted.");
    const byAnalyst = await postForm(
      ctx.server,
      `/team/broadcasts/${id}`,
      { intent: "delete", confirm: "yes" },
      analyst.cookie,
    );
    expect(byAnalyst.status).toBe(404);
    expect((await broadcastRow(id)).status).toBe("draft");

    const deleted = await postForm(
      ctx.server,
      `/team/broadcasts/${id}`,
      { intent: "delete", confirm: "yes" },
      admin.cookie,
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/team/broadcasts?notice=draft-deleted");
    expect(await db().select().from(broadcasts).where(eq(broadcasts.id, id))).toEqual([]);
    const list = await page("/team/broadcasts?notice=draft-deleted", admin);
    expect(list.$("[role=status]").text()).toContain("The draft was deleted.");
    expect(list.$(`a[href="/team/broadcasts/${id}"]`)).toHaveLength(0);
    expect((await page(`/team/broadcasts/${id}`, admin)).status).toBe(404);
    expect(
      (
        await postForm(
          ctx.server,
          `/team/broadcasts/${id}`,
          { intent: "delete", confirm: "yes" },
          admin.cookie,
        )
      ).status,
    ).toBe(404);

    // A sent broadcast stays, whatever is posted.
    const sent = await postForm(
      ctx.server,
      `/team/broadcasts/${broadcastId}`,
      { intent: "delete", confirm: "yes" },
      admin.cookie,
    );
    expect(sent.status).toBe(409);
    expect((await broadcastRow(broadcastId)).status).toBe("sent");
    const entry = (await listAudit(db(), { limit: 50 })).find((e) => e.action === "broadcast draft deleted");
    expect(entry).toMatchObject({ subject: "Second thoughts", actorEmail: admin.credentials.email });
    expect(entry?.details).toMatchObject({ broadcastId: id });
  });

  it("audits every action with who did it", async () => {
    const entries = await listAudit(db(), { limit: 50 });
    const actions = entries
      .filter((e) => e.action.startsWith("broadcast"))
      .map((e) => [e.action, e.subject, e.actorEmail]);
    const email = admin.credentials.email;
    expect(actions).toEqual(
      expect.arrayContaining([
        ["broadcast saved", "Trail shoes: first look", email],
        ["broadcast test sent", "Trail shoes: first look", email],
        ["broadcast started", "Trail shoes: first look", email],
        ["broadcast saved", "Walking club news", email],
        ["broadcast started", "Walking club news", email],
        ["broadcast cancelled", "Walking club news", email],
      ]),
    );
    const started = entries.find(
      (e) => e.action === "broadcast started" && e.subject === "Trail shoes: first look",
    );
    expect(started?.details).toMatchObject({ broadcastId, segment: "activity=trail", total: 6 });
    expect(entries.filter((e) => e.action.startsWith("broadcast") && e.actorEmail !== email)).toEqual([]);
  });
});
