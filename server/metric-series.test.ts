// @vitest-environment node
import type { Logger } from "pino";
import { describe, expect, it, vi } from "vitest";

import type { Database } from "~/db/client.server";

import { createSiteMetrics } from "./metric-series";

/** A database whose statements fail while `down` is set, and answer one backlog row otherwise. */
function fakeDatabase() {
  const state = { down: true, reads: 0 };
  const row = {
    queued: 2,
    sending: 1,
    retrying: 0,
    failed: 3,
    suppressed: 6,
    oldest_seconds: 42.5,
    webhooks_pending: 4,
    recipients_queued: 5,
  };
  const database = {
    db: {
      execute: async () => {
        state.reads += 1;
        if (state.down) throw new Error("connection refused");
        return { rows: [row] };
      },
    },
    connections: () => ({ inUse: 3, idle: 2, waiting: 1 }),
  } as unknown as Database;
  return { database, state };
}

function fakeLogger() {
  return { error: vi.fn(), info: vi.fn() };
}

const sample = (text: string, series: string) =>
  text.split("\n").find((line) => line.startsWith(`${series} `) || line.startsWith(`${series}{`));

describe("createSiteMetrics", () => {
  it("reads the database once per scrape, for every series that needs it", async () => {
    const { database, state } = fakeDatabase();
    state.down = false;
    const metrics = createSiteMetrics({ database, logger: fakeLogger() as unknown as Logger });
    const text = await metrics.registry.metrics();
    expect(state.reads).toBe(1);
    expect(text).toContain('modura_outbox_messages{state="queued"} 2');
    expect(text).toContain('modura_outbox_messages{state="failed"} 3');
    expect(text).toContain('modura_outbox_messages{state="suppressed"} 6');
    expect(text).toContain("modura_outbox_oldest_unsent_age_seconds 42.5");
    expect(text).toContain("modura_webhook_deliveries_pending 4");
    expect(text).toContain("modura_broadcast_recipients_queued 5");
    expect(text).toContain('modura_db_pool_connections{state="in_use"} 3');
    expect(text).toContain("modura_db_pool_waiting 1");
    expect(text).toContain("modura_database_reads_up 1");
    await metrics.registry.metrics();
    expect(state.reads).toBe(2);
  });

  it("answers the other series when the database fails, leaves its own out, and logs once until it is back", async () => {
    const { database, state } = fakeDatabase();
    const logger = fakeLogger();
    const metrics = createSiteMetrics({ database, logger: logger as unknown as Logger });
    metrics.observeRequest({ method: "GET", route: "/lab", status: "200" }, 0.02);

    for (let scrape = 0; scrape < 3; scrape += 1) {
      const text = await metrics.registry.metrics();
      expect(sample(text, "modura_database_reads_up")).toBe("modura_database_reads_up 0");
      for (const series of [
        "modura_outbox_messages",
        "modura_outbox_oldest_unsent_age_seconds",
        "modura_webhook_deliveries_pending",
        "modura_broadcast_recipients_queued",
      ])
        expect(sample(text, series), series).toBeUndefined();
      expect(text).toContain('http_requests_total{method="GET",route="/lab",status="200"} 1');
      expect(text).toContain("modura_password_hashes_waiting 0");
      expect(text).toContain("process_cpu_user_seconds_total");
    }
    expect(logger.error).toHaveBeenCalledTimes(1);

    state.down = false;
    const text = await metrics.registry.metrics();
    expect(text).toContain("modura_outbox_oldest_unsent_age_seconds 42.5");
    expect(logger.info).toHaveBeenCalledTimes(1);
    state.down = true;
    await metrics.registry.metrics();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it("leaves the database's series out of a scrape whose read takes too long", async () => {
    const database = {
      db: { execute: () => new Promise(() => {}) },
      connections: () => ({ inUse: 1, idle: 0, waiting: 0 }),
    } as unknown as Database;
    const metrics = createSiteMetrics({
      database,
      logger: fakeLogger() as unknown as Logger,
      readTimeoutMs: 20,
    });
    const text = await metrics.registry.metrics();
    expect(sample(text, "modura_database_reads_up")).toBe("modura_database_reads_up 0");
    expect(sample(text, "modura_outbox_oldest_unsent_age_seconds")).toBeUndefined();
  });

  it("shows the scheduled backups only when they are on: the newest success once known, and the failures", async () => {
    const { database } = fakeDatabase();
    const logger = fakeLogger() as unknown as Logger;
    const off = await createSiteMetrics({ database, logger }).registry.metrics();
    expect(off).not.toContain("modura_backup");

    const backups = { lastSuccess: undefined as Date | undefined, failures: 0 };
    const metrics = createSiteMetrics({ database, logger, backups });
    let text = await metrics.registry.metrics();
    expect(sample(text, "modura_backup_last_success_timestamp_seconds")).toBeUndefined();
    expect(sample(text, "modura_backup_failures_total")).toBe("modura_backup_failures_total 0");

    backups.lastSuccess = new Date("2026-11-28T08:00:00Z");
    backups.failures = 2;
    text = await metrics.registry.metrics();
    expect(sample(text, "modura_backup_last_success_timestamp_seconds")).toBe(
      "modura_backup_last_success_timestamp_seconds 1795852800",
    );
    expect(sample(text, "modura_backup_failures_total")).toBe("modura_backup_failures_total 2");
  });
});
