import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookDeliveries, webhookEndpoints } from "../../app/db/schema";
import { listAudit } from "../../app/db/team.server";
import { databaseKinds } from "../../dev/harness/databases";
import { type TestServer, useTestServer } from "../../dev/harness/test-server";

import { getPage, teamMember } from "../../dev/harness/team-accounts";

type Received = { headers: IncomingHttpHeaders; body: string };

/** A loopback receiver: records each request, answers the next status queued (200 when none is). */
function useReceiver() {
  const receiver = { url: "", requests: [] as Received[], replies: [] as number[] };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      receiver.requests.push({ headers: request.headers, body });
      response.statusCode = receiver.replies.shift() ?? 200;
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

/** The worker's clock, moved by the tests; its timer never fires, so only runOnce() delivers. */
function manualWorker() {
  const clock = { offsetMs: 0 };
  return {
    clock,
    hooks: { now: () => new Date(Date.now() + clock.offsetMs), setTimer: () => () => {} },
  };
}

const register = (server: TestServer, cookie: string, url: string, events: string[]) =>
  fetch(`${server.url}/team/webhooks`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams([["intent", "register"], ["url", url], ...events.map((e) => ["events", e])]),
  });

const join = (server: TestServer, email: string) =>
  fetch(`${server.url}/api/waitlist`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fullName: "Grace Hopper", email, primaryActivity: "trail" }),
  });

describe.each(databaseKinds())("webhooks on $label", (kind) => {
  const receiver = useReceiver();
  const worker = manualWorker();
  const context = useTestServer(kind, { WEBHOOKS_ALLOW_PRIVATE: "on" }, { webhookWorker: worker.hooks });
  let admin = "";
  let secret = "";
  let endpointId = "";
  const deliveries = () =>
    context.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.createdAt);

  it("is for admins only: an analyst gets the not-found page", async () => {
    const analyst = await teamMember(context.server, context.database, "analyst");
    expect((await getPage(context.server, "/team/webhooks", analyst.cookie)).status).toBe(404);
    admin = (await teamMember(context.server, context.database, "admin")).cookie;
    expect((await getPage(context.server, "/team/webhooks", admin)).status).toBe(200);
  });

  it("registers an endpoint through the form, shows its secret once, and audits it", async () => {
    const answer = await register(context.server, admin, receiver.url, ["member.joined", "member.confirmed"]);
    expect(answer.status).toBe(200);
    secret = /(whsec_[A-Za-z0-9+/=]+)/.exec(await answer.text())?.[1] ?? "";
    expect(secret).not.toBe("");
    const [endpoint] = await context.database.db.select().from(webhookEndpoints);
    endpointId = endpoint!.id;
    expect(endpoint).toMatchObject({ url: receiver.url, secret, enabled: true });
    expect(await (await getPage(context.server, "/team/webhooks", admin)).text()).not.toContain(secret);
    const audit = await listAudit(context.database.db, { limit: 5 });
    expect(audit.some((entry) => entry.action === "webhook added" && entry.subject === receiver.url)).toBe(
      true,
    );
  });

  it("delivers member.joined of a new member, signed so that the receiver verifies it; a rejoin sends nothing", async () => {
    expect((await join(context.server, "grace@example.com")).status).toBe(201);
    expect((await join(context.server, "grace@example.com")).status).toBe(201);
    expect(await context.server.site.webhooks.runOnce()).toEqual({ claimed: 1 });
    expect(receiver.requests).toHaveLength(1);
    const { headers, body } = receiver.requests[0]!;
    const payload = new Webhook(secret).verify(body, headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe("member.joined");
    expect(payload.data).toMatchObject({ email: "grace@example.com", status: "pending", activity: "trail" });
    expect(Object.keys(payload.data).sort()).toEqual(["activity", "email", "id", "referrerId", "status"]);
    expect((await deliveries())[0]).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });
  });

  it("retries a failure after its backoff with the same message id, and lists it in the log; Resend queues it again", async () => {
    receiver.requests.length = 0;
    receiver.replies.push(500);
    await join(context.server, "katherine@example.com");
    await context.server.site.webhooks.runOnce();
    const failed = (await deliveries()).at(-1)!;
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    expect(await context.server.site.webhooks.runOnce()).toEqual({ claimed: 0 });
    worker.clock.offsetMs += 31_000;
    expect(await context.server.site.webhooks.runOnce()).toEqual({ claimed: 1 });
    expect(receiver.requests.map((r) => r.headers["webhook-id"])).toEqual([
      failed.messageId,
      failed.messageId,
    ]);
    expect((await deliveries()).at(-1)).toMatchObject({
      status: "delivered",
      attempts: 2,
      lastStatusCode: 200,
    });

    const log = await (await getPage(context.server, `/team/webhooks/${endpointId}`, admin)).text();
    expect(log.match(/data-delivery=/g)).toHaveLength(2);
    expect(log).toContain("member.joined");
    const resend = await fetch(`${context.server.url}/team/webhooks/${endpointId}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: context.server.url,
        Cookie: admin,
      },
      body: new URLSearchParams({ deliveryId: failed.id }),
    });
    expect(resend.status).toBe(200);
    expect(await context.server.site.webhooks.runOnce()).toEqual({ claimed: 1 });
    expect(receiver.requests).toHaveLength(3);
    const audit = await listAudit(context.database.db, { limit: 5 });
    expect(audit.some((entry) => entry.action === "webhook resent")).toBe(true);
  });

  it("turns off an endpoint that answers 410 and cancels what it had pending", async () => {
    receiver.replies.push(500, 410);
    await join(context.server, "dorothy@example.com");
    await context.server.site.webhooks.runOnce();
    await join(context.server, "mary@example.com");
    await context.server.site.webhooks.runOnce();
    const [endpoint] = await context.database.db.select().from(webhookEndpoints);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: "Answered 410 Gone" });
    expect((await deliveries()).slice(-2).map((d) => d.status)).toEqual(["cancelled", "failed"]);
    await join(context.server, "annie@example.com");
    expect(await deliveries()).toHaveLength(4);
  });
});

describe.each(databaseKinds())("webhooks to private addresses, not allowed, on $label", (kind) => {
  const receiver = useReceiver();
  const worker = manualWorker();
  const context = useTestServer(kind, {}, { webhookWorker: worker.hooks });

  it("refuses a loopback URL at registration and at delivery", async () => {
    const { cookie } = await teamMember(context.server, context.database, "admin");
    const http = await register(context.server, cookie, receiver.url, ["member.joined"]);
    expect(http.status).toBe(400);
    expect(await http.text()).toContain("The URL must start with https://.");
    const https = await register(context.server, cookie, receiver.url.replace("http:", "https:"), [
      "member.joined",
    ]);
    expect(https.status).toBe(400);
    expect(await https.text()).toContain(
      "The URL points to a loopback address, which webhooks may not reach.",
    );

    // Written past the form, as an address that resolved elsewhere at registration would be.
    await context.database.db.insert(webhookEndpoints).values({
      url: receiver.url.replace("http:", "https:"),
      events: ["member.joined"],
      secret: "whsec_AAAA",
      createdBy: "test",
    });
    await join(context.server, "hedy@example.com");
    expect(await context.server.site.webhooks.runOnce()).toEqual({ claimed: 1 });
    expect(receiver.requests).toHaveLength(0);
    const [delivery] = await context.database.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(delivery!.lastError).toMatch(/loopback address/);
  });

  it("has no provider mail-event endpoint without MAIL_WEBHOOK_SECRET: POST /api/mail-events/resend is a 404", async () => {
    const answer = await fetch(`${context.server.url}/api/mail-events/resend`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "email.bounced", data: { to: ["grace@example.com"] } }),
    });
    expect(answer.status).toBe(404);
  });
});
