import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mailOutbox, mailSuppressions } from "../../app/db/schema";
import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { databaseKinds } from "../../dev/harness/databases";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";
import { type TestServer, useTestServer } from "../../dev/harness/test-server";
import { getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

import { capturingLogger } from "../support/log-capture";
import { watchMailWorker } from "../support/mail-worker";

const SECRET = `whsec_${Buffer.from("the provider's secret, 32 bytes!").toString("base64")}`;

/** A loopback webhook receiver: records each request's headers and body, answers 200. */
function useReceiver() {
  const receiver = { url: "", requests: [] as { headers: IncomingHttpHeaders; body: string }[] };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      receiver.requests.push({ headers: request.headers, body });
      response.end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return receiver;
}

/** A Resend event as Resend sends it: Standard Webhooks headers signed with `secret`. */
function resendEvent(
  server: TestServer,
  event: Record<string, unknown>,
  { id = `msg_${Math.random().toString(36).slice(2)}`, secret = SECRET as string | null } = {},
) {
  const body = JSON.stringify({ created_at: new Date().toISOString(), ...event });
  const at = new Date();
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (secret) {
    headers["webhook-id"] = id;
    headers["webhook-timestamp"] = String(Math.floor(at.getTime() / 1000));
    headers["webhook-signature"] = new Webhook(secret).sign(id, at, body);
  }
  return fetch(`${server.url}/api/mail-events/resend`, { method: "POST", headers, body });
}

const bounce = (to: string, type = "Permanent") => ({
  type: "email.bounced",
  data: {
    email_id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c",
    from: "Modura <hello@modura.example>",
    to: [to],
    subject: "Confirm your place",
    bounce: { message: "The mailbox does not exist.", subType: "General", type },
  },
});

describe.each(databaseKinds())("bounces and complaints on $label", (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const receiver = useReceiver();
  const mail = watchMailWorker();
  const log = capturingLogger("info");
  const ctx = useTestServer(
    kind,
    () => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Modura <hello@modura.example>",
      MAIL_WEBHOOK_SECRET: SECRET,
      WEBHOOKS_ALLOW_PRIVATE: "on",
      METRICS_TOKEN: "bounces-test-metrics-token",
    }),
    // Webhooks are delivered when a test runs the worker, never by its timer.
    { mailWorker: mail.hooks, webhookWorker: { setTimer: () => () => {} }, logger: log.logger },
  );
  let admin = "";

  const join = (email: string) =>
    fetch(`${ctx.server.url}/api/waitlist`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: "Test Runner", email, primaryActivity: "trail" }),
    });
  const suppressions = () => ctx.database.db.select().from(mailSuppressions).orderBy(mailSuppressions.email);
  /** The events the receiver has been sent since the last call, as [type, email]. */
  const delivered = async () => {
    await ctx.server.site.webhooks.runOnce();
    const events = receiver.requests.splice(0).map((r) => {
      const { type, data } = JSON.parse(r.body) as { type: string; data: { email?: string } };
      return [type, data.email];
    });
    return events;
  };

  it("an address whose SMTP server answers 550 is undeliverable after one try, gets no later mail, and member.bounced is sent", async () => {
    admin = (await teamMember(ctx.server, ctx.database, "admin")).cookie;
    const registered = await fetch(`${ctx.server.url}/team/webhooks`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ctx.server.url,
        Cookie: admin,
      },
      body: new URLSearchParams([
        ["intent", "register"],
        ["url", receiver.url],
        ["events", "member.bounced"],
        ["events", "member.unsubscribed"],
      ]),
    });
    expect(registered.status).toBe(200);

    smtp.refuseRecipient("gone@example.com", 550);
    expect((await join("gone@example.com")).status).toBe(201);
    expect((await join("kept@example.com")).status).toBe(201);
    await smtp.waitForMessageTo("kept@example.com");
    await mail.until(async () => (await suppressions()).length === 1, "the bounce recorded");
    expect(await suppressions()).toMatchObject([
      { email: "gone@example.com", reason: "bounce", source: "smtp" },
    ]);
    expect(smtp.refusedRecipients).toEqual(["gone@example.com"]);
    expect(await delivered()).toEqual([["member.bounced", "gone@example.com"]]);

    // Joining again queues another confirmation: it is not sent, though the server would take it now.
    smtp.refuseRecipient("gone@example.com", undefined);
    expect((await join("gone@example.com")).status).toBe(201);
    await mail.idle();
    expect(smtp.received.some((m) => m.to.includes("gone@example.com"))).toBe(false);
    const rows = (await ctx.database.db.execute(
      sql`select attempts, sent_at is null as unsent, suppressed_at is not null as suppressed
            from ${mailOutbox} where recipient = 'gone@example.com' order by created_at`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([
      { attempts: 1, unsent: true, suppressed: true },
      { attempts: 1, unsent: true, suppressed: true },
    ]);
    expect(smtp.refusedRecipients).toHaveLength(1);
    // Counted as suppressed, not as given up (which would raise the ModuraMailGivenUp alert).
    const metrics = await (
      await fetch(`${ctx.server.url}/metrics`, {
        headers: { Authorization: "Bearer bounces-test-metrics-token" },
      })
    ).text();
    expect(metrics).toContain('modura_outbox_messages{state="suppressed"} 2');
    expect(metrics).toContain('modura_outbox_messages{state="failed"} 0');

    // The members view marks it, filters by it, and the export has its column.
    const page = await (await getPage(ctx.server, "/team/members?undeliverable=yes", admin)).text();
    expect(page).toContain("gone@example.com");
    expect(page).not.toContain("kept@example.com");
    expect(page).toContain("undeliverable");
    const others = await (await getPage(ctx.server, "/team/members?undeliverable=no", admin)).text();
    expect(others).toContain("kept@example.com");
    expect(others).not.toContain("gone@example.com");
    const gone = await findWaitlistEntryByEmail(ctx.database.db, "gone@example.com");
    const memberPage = await (await getPage(ctx.server, `/team/members/${gone!.id}`, admin)).text();
    expect(memberPage).toContain("undeliverable: the address bounced or complained");
    const csv = await (await getPage(ctx.server, "/team/members/export", admin)).text();
    const [header, ...lines] = csv.trim().split("\r\n");
    const column = header!.split(",").indexOf("undeliverable");
    expect(column).toBeGreaterThan(0);
    const undeliverable = Object.fromEntries(
      lines.map((line) => [line.split(",")[2], line.split(",")[column]]),
    );
    expect(undeliverable).toEqual({ "gone@example.com": "yes", "kept@example.com": "no" });
  });

  it("a signed permanent bounce from the provider suppresses the address once; an unsigned one is refused, a transient one changes nothing", async () => {
    await join("later@example.com");
    await smtp.waitForMessageTo("later@example.com");

    const forged = await resendEvent(ctx.server, bounce("later@example.com"), { secret: null });
    expect(forged.status).toBe(401);
    const wrongKey = `whsec_${Buffer.from("someone else's secret of 32 byte").toString("base64")}`;
    expect((await resendEvent(ctx.server, bounce("later@example.com"), { secret: wrongKey })).status).toBe(
      401,
    );
    const transient = await resendEvent(ctx.server, bounce("later@example.com", "Transient"));
    expect(transient.status).toBe(200);
    expect(log.lines.filter((l) => l.provider === "resend").map((l) => l.msg)).toEqual([
      "mail event from Resend: nothing (Transient bounce)",
    ]);
    expect(await suppressions()).toHaveLength(1);
    expect(await delivered()).toEqual([]);

    const event = bounce("Later@Example.com");
    const first = await resendEvent(ctx.server, event, { id: "msg_bounce_1" });
    expect(first.status).toBe(200);
    // The provider delivers it again (it did not see our answer): nothing happens twice.
    const again = await resendEvent(ctx.server, event, { id: "msg_bounce_1" });
    expect(await again.json()).toEqual({ ok: true, done: "already handled" });
    expect((await suppressions()).find((s) => s.email === "later@example.com")).toMatchObject({
      reason: "bounce",
      source: "provider",
    });
    expect(await delivered()).toEqual([["member.bounced", "later@example.com"]]);
  });

  it("a signed complaint suppresses the address and unsubscribes its member", async () => {
    await join("annoyed@example.com");
    await smtp.waitForMessageTo("annoyed@example.com");
    const complained = await resendEvent(ctx.server, {
      type: "email.complained",
      data: { email_id: "c0ffee00-0000-4000-8000-000000000000", to: ["annoyed@example.com"] },
    });
    expect(complained.status).toBe(200);
    expect(await findWaitlistEntryByEmail(ctx.database.db, "annoyed@example.com")).toBeUndefined();
    expect((await suppressions()).find((s) => s.email === "annoyed@example.com")).toMatchObject({
      reason: "complaint",
      source: "provider",
    });
    expect(await delivered()).toEqual([["member.unsubscribed", "annoyed@example.com"]]);
  });

  it("erasing a member on their request forgets their address's suppression too", async () => {
    const member = await findWaitlistEntryByEmail(ctx.database.db, "gone@example.com");
    const erased = await postForm(
      ctx.server,
      `/team/members/${member!.id}`,
      { intent: "erase", confirm: "yes" },
      admin,
    );
    expect(erased.status).toBe(303);
    expect((await suppressions()).map((s) => s.email)).not.toContain("gone@example.com");
  });
});
