import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  broadcastRecipients,
  broadcasts,
  mailOutbox,
  webhookDeliveries,
  webhookEndpoints,
} from "../../app/db/schema";
import { databaseKinds } from "../../dev/harness/databases";
import {
  type TestServer,
  type TestServerParts,
  startTestServer,
  useTestServer,
} from "../../dev/harness/test-server";

import { capturingLogger } from "../support/log-capture";

const TOKEN = "metrics-test-token-0f9e8d7c6b5a";
const WITH_TOKEN = { Authorization: `Bearer ${TOKEN}` };

/** No job runs by itself: what a test puts in the outbox, the webhooks or a broadcast stays there. */
const HELD_JOBS: TestServerParts = {
  mailWorker: { setTimer: () => () => {} },
  webhookWorker: { now: () => new Date(), setTimer: () => () => {} },
  broadcastDispatcher: { setTimer: () => () => {} },
};

/** The series docs/operations.md lists: a scrape must show each (the database's ones while it answers). */
const NAMED_SERIES = [
  "http_requests_total",
  "http_request_duration_seconds_bucket",
  "http_request_duration_seconds_count",
  "modura_page_cache_requests_total",
  "process_cpu_user_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_eventloop_lag_p99_seconds",
  "nodejs_heap_size_used_bytes",
  "modura_db_pool_connections",
  "modura_db_pool_waiting",
  "modura_outbox_messages",
  "modura_outbox_oldest_unsent_age_seconds",
  "modura_webhook_deliveries_pending",
  "modura_broadcast_recipients_queued",
  "modura_password_hashes_waiting",
  "modura_sign_ins_waiting",
  "modura_database_reads_up",
];

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus' text format, one sample per line (the comments aside). */
function samplesOf(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

async function scrape(server: TestServer): Promise<{ text: string; samples: Sample[] }> {
  const response = await fetch(`${server.url}/metrics`, { headers: WITH_TOKEN });
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, samples: samplesOf(text) };
}

/** A page as a browser asks for it. */
async function openPage(server: TestServer, path: string): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Accept: "text/html" },
    redirect: "manual",
  });
  await response.text();
  return response;
}

/** A page's HTML without what differs on every response (the CSP nonce). */
const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(databaseKinds())("/metrics on $label", (kind) => {
  const context = useTestServer(kind, { METRICS_TOKEN: TOKEN }, HELD_JOBS);

  it("is the site's not-found page without the token, with a wrong one, and with another scheme", async () => {
    const { server } = context;
    const ordinary = await fetch(`${server.url}/no-such-page`);
    const ordinaryHtml = comparable(await ordinary.text());
    expect(ordinary.status).toBe(404);
    const tries: Record<string, string>[] = [
      {},
      { Authorization: "Bearer metrics-test-token-0f9e8d7c6b5b" },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: TOKEN },
      { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
    ];
    for (const headers of tries) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(response.headers.get("content-type")).toBe(ordinary.headers.get("content-type"));
      expect(comparable(await response.text())).toBe(ordinaryHtml);
    }
  });

  it("answers Prometheus' text with every named series to the token", async () => {
    const { server } = context;
    // A request before the scrape, counted by the time the scrape is answered.
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const response = await fetch(`${server.url}/metrics`, { headers: WITH_TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const samples = samplesOf(await response.text());
    for (const series of NAMED_SERIES)
      expect(
        samples.some((sample) => sample.name === series),
        series,
      ).toBe(true);
    expect(valueOf(samples, "modura_database_reads_up")).toBe(1);
    expect(valueOf(samples, "modura_password_hashes_waiting")).toBe(0);
    expect(valueOf(samples, "modura_sign_ins_waiting")).toBe(0);
    // PGlite is one connection, open; a pool has lent none to a query while nothing else runs.
    const inUse = valueOf(samples, "modura_db_pool_connections", { state: "in_use" });
    if (kind.label === "PGlite") expect(inUse).toBe(1);
    else expect(inUse).toBeGreaterThanOrEqual(0);
  });

  it("counts a page's requests under its route pattern, with their time, and the page cache's answers", async () => {
    const { server } = context;
    const lab = { method: "GET", route: "/lab", status: "200" };
    const before = (await scrape(server)).samples;
    const hitsBefore = valueOf(before, "modura_page_cache_requests_total", { result: "hit" }) ?? 0;

    expect((await openPage(server, "/lab")).status).toBe(200);
    expect((await openPage(server, "/lab")).headers.get("x-page-cache")).toBe("hit");
    // A made-up invitation key: refused, and counted under the route, never its key.
    expect((await openPage(server, "/early-access/not-a-real-key-1")).status).toBe(400);
    expect((await openPage(server, "/no-such-page-of-the-metrics-test")).status).toBe(404);
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);

    const { text, samples } = await scrape(server);
    const grew = (name: string, labels: Record<string, string>) =>
      (valueOf(samples, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(grew("http_requests_total", lab)).toBe(2);
    expect(grew("http_request_duration_seconds_count", lab)).toBe(2);
    expect(grew("http_request_duration_seconds_bucket", { ...lab, le: "+Inf" })).toBe(2);
    expect(valueOf(samples, "http_request_duration_seconds_sum", lab)).toBeGreaterThan(0);
    expect(valueOf(samples, "modura_page_cache_requests_total", { result: "hit" })).toBe(hitsBefore + 1);
    expect(grew("http_requests_total", { route: "/early-access/:token", status: "400" })).toBe(1);
    expect(grew("http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
    expect(grew("http_requests_total", { route: "/livez", status: "200" })).toBe(1);
    // Labels are patterns: what was typed in a path never becomes a series.
    expect(text).not.toContain("not-a-real-key-1");
    expect(text).not.toContain("no-such-page-of-the-metrics-test");
  });

  it("shows queued mail in the outbox's depth and the age of the oldest, webhooks pending, recipients queued", async () => {
    const { server, database } = context;
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    const later = new Date(Date.now() + 3_600_000);
    await database.db.insert(mailOutbox).values([
      { recipient: "queued-1@example.com", kind: "test", createdAt: ago(90), nextAttemptAt: later },
      { recipient: "queued-2@example.com", kind: "test", createdAt: ago(30), nextAttemptAt: later },
      {
        recipient: "retrying@example.com",
        kind: "test",
        createdAt: ago(60),
        nextAttemptAt: later,
        attempts: 2,
      },
      // Given up a day ago: counted as failed, but no longer "oldest unsent" (it will never be sent).
      {
        recipient: "failed@example.com",
        kind: "test",
        createdAt: ago(86_400),
        nextAttemptAt: sql`'infinity'::timestamptz`,
        attempts: 10,
      },
    ]);
    const [endpoint] = await database.db
      .insert(webhookEndpoints)
      .values({
        url: "https://hooks.example/x",
        events: ["member.joined"],
        secret: "whsec_x",
        createdBy: "test",
      })
      .returning({ id: webhookEndpoints.id });
    await database.db.insert(webhookDeliveries).values(
      ["a", "b"].map((suffix) => ({
        endpointId: endpoint!.id,
        messageId: `msg_metrics_${suffix}`,
        eventType: "member.joined",
        payload: {},
        nextAttemptAt: later,
      })),
    );
    const [broadcast] = await database.db
      .insert(broadcasts)
      .values({ subject: "s", body: "b", status: "sending", createdBy: "test" })
      .returning({ id: broadcasts.id });
    await database.db.insert(broadcastRecipients).values([
      { broadcastId: broadcast!.id, entryId: randomUUID() },
      { broadcastId: broadcast!.id, entryId: randomUUID() },
      { broadcastId: broadcast!.id, entryId: randomUUID() },
      { broadcastId: broadcast!.id, entryId: randomUUID(), outcome: "sent" },
    ]);

    const { samples } = await scrape(server);
    expect(valueOf(samples, "modura_outbox_messages", { state: "queued" })).toBe(2);
    expect(valueOf(samples, "modura_outbox_messages", { state: "retrying" })).toBe(1);
    expect(valueOf(samples, "modura_outbox_messages", { state: "sending" })).toBe(0);
    expect(valueOf(samples, "modura_outbox_messages", { state: "failed" })).toBe(1);
    const age = valueOf(samples, "modura_outbox_oldest_unsent_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(3_600);
    expect(valueOf(samples, "modura_webhook_deliveries_pending")).toBe(2);
    expect(valueOf(samples, "modura_broadcast_recipients_queued")).toBe(3);
  });

  it("is the not-found page, with or without a token, on a site started without METRICS_TOKEN", async () => {
    const unset = await startTestServer(context.database, {}, HELD_JOBS);
    try {
      for (const headers of [{}, WITH_TOKEN] as Record<string, string>[]) {
        const response = await fetch(`${unset.url}/metrics`, { headers });
        expect(response.status).toBe(404);
        expect(await response.text()).toContain("404 Page Not Found");
      }
    } finally {
      await unset.close();
    }
  });
});

describe.each(databaseKinds())("liveness and readiness with the database closed, on $label", (kind) => {
  const log = capturingLogger("error");
  const context = useTestServer(kind, { METRICS_TOKEN: TOKEN }, { ...HELD_JOBS, logger: log.logger });

  it("answers /livez, fails /healthz, and still answers /metrics without the database's series", async () => {
    const { server, database } = context;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(valueOf((await scrape(server)).samples, "modura_database_reads_up")).toBe(1);

    await database.close();

    const live = await fetch(`${server.url}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(await live.text()).toBe("ok");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    for (let scrapes = 0; scrapes < 2; scrapes += 1) {
      const { samples } = await scrape(server);
      expect(valueOf(samples, "modura_database_reads_up")).toBe(0);
      expect(valueOf(samples, "modura_outbox_oldest_unsent_age_seconds")).toBeUndefined();
      expect(valueOf(samples, "modura_outbox_messages", { state: "queued" })).toBeUndefined();
      expect(valueOf(samples, "http_requests_total", { route: "/livez", status: "200" })).toBe(1);
      expect(valueOf(samples, "modura_password_hashes_waiting")).toBe(0);
    }
    const failures = log.lines.filter((line) =>
      line.msg.startsWith("metrics: the database could not be read"),
    );
    expect(failures).toHaveLength(1);
  });
});
