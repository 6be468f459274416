import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "../../app/db/queryable";
import { rowsOf } from "../../app/db/rows";
import { readConfig } from "../../app/platform/config.server";
import { startJobs } from "../../app/platform/jobs.server";
import {
  EXPIRED_GRACE_DAYS,
  type Pruned,
  pruneExpired,
  retentionJob,
} from "../../app/platform/retention.server";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";
import { capturingLogger } from "../support/log-capture";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The clock every run here is given. */
const NOW = new Date("2026-06-15T12:00:00.000Z");
/** The defaults of docs/product.md, Privacy: mail 30, webhooks 30, raw page views 90, cleared flags 180. */
const periods = readConfig({}).retention;

/** The cut-off of a period of `days`, moved by `seconds`: -1 is just older than it, +1 just younger. */
const cutoff = (days: number, seconds: number) => new Date(NOW.getTime() - days * DAY_MS + seconds * 1000);
const LONG_AGO = new Date(NOW.getTime() - 3_650 * DAY_MS);

const NOTHING: Pruned = {
  mail_outbox: 0,
  mail_events_seen: 0,
  webhook_deliveries: 0,
  page_views: 0,
  waitlist_flags: 0,
  session: 0,
  verification: 0,
  waitlist_imports: 0,
};

const ts = (time: Date) => sql`${time.toISOString()}::timestamptz`;

async function labels(db: Db, table: "mail_outbox" | "webhook_deliveries" | "verification") {
  const column = { mail_outbox: "recipient", webhook_deliveries: "message_id", verification: "identifier" }[
    table
  ];
  const rows = rowsOf<{ label: string }>(
    await db.execute(sql.raw(`select ${column} as label from ${table} order by 1`)),
  );
  return rows.map((row) => row.label);
}

describe.each(databaseKinds())("retention on $label", (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db.execute(sql`
      truncate mail_outbox, mail_events_seen, webhook_deliveries, webhook_endpoints, page_views, page_view_days,
               waitlist_flags, waitlist_entries, waitlist_imports, verification, "session", "user" cascade`);
  });

  const sentMail = (label: string, sentAt: Date) =>
    db.execute(sql`
      insert into mail_outbox (recipient, kind, created_at, next_attempt_at, attempts, sent_at)
      values (${label}, 'test', ${ts(sentAt)}, ${ts(sentAt)}, 1, ${ts(sentAt)})`);
  const unsentMail = (label: string, createdAt: Date, nextAttemptAt: SQL) =>
    db.execute(sql`
      insert into mail_outbox (recipient, kind, created_at, next_attempt_at, attempts)
      values (${label}, 'test', ${ts(createdAt)}, ${nextAttemptAt}, 3)`);

  it("prunes sent and given-up mail older than RETENTION_MAIL_DAYS; mail still to be sent stays however old", async () => {
    await sentMail("sent-older", cutoff(periods.mailDays, -1));
    await sentMail("sent-younger", cutoff(periods.mailDays, 1));
    await unsentMail("given-up-older", cutoff(periods.mailDays, -1), sql`'infinity'::timestamptz`);
    await unsentMail("given-up-younger", cutoff(periods.mailDays, 1), sql`'infinity'::timestamptz`);
    await unsentMail("queued-long-ago", LONG_AGO, ts(LONG_AGO));
    await unsentMail("retrying-long-ago", LONG_AGO, ts(new Date(NOW.getTime() + 60_000)));

    expect(await pruneExpired(db, periods, { now: NOW })).toEqual({ ...NOTHING, mail_outbox: 2 });
    expect(await labels(db, "mail_outbox")).toEqual([
      "given-up-younger",
      "queued-long-ago",
      "retrying-long-ago",
      "sent-younger",
    ]);
  });

  it("prunes delivered, failed and cancelled webhook deliveries older than RETENTION_WEBHOOK_DAYS; pending ones stay", async () => {
    const [endpoint] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into webhook_endpoints (url, events, secret, created_by)
        values ('https://hooks.example/in', '{member.joined}', 'whsec_test', 'test') returning id`),
    );
    const delivery = (label: string, status: string, createdAt: Date, deliveredAt: Date | null) =>
      db.execute(sql`
        insert into webhook_deliveries
               (endpoint_id, message_id, event_type, payload, status, created_at, next_attempt_at, delivered_at)
        values (${endpoint!.id}, ${label}, 'member.joined', '{}'::jsonb, ${status}, ${ts(createdAt)},
                ${ts(createdAt)}, ${deliveredAt ? ts(deliveredAt) : null})`);
    const older = cutoff(periods.webhookDays, -1);
    const younger = cutoff(periods.webhookDays, 1);
    // Queued long before the cut-off but delivered after it: its delivery is what counts.
    await delivery("delivered-older", "delivered", LONG_AGO, older);
    await delivery("delivered-younger", "delivered", LONG_AGO, younger);
    await delivery("failed-older", "failed", older, null);
    await delivery("failed-younger", "failed", younger, null);
    await delivery("cancelled-older", "cancelled", older, null);
    await delivery("pending-long-ago", "pending", LONG_AGO, null);

    expect(await pruneExpired(db, periods, { now: NOW })).toEqual({ ...NOTHING, webhook_deliveries: 3 });
    expect(await labels(db, "webhook_deliveries")).toEqual([
      "delivered-younger",
      "failed-younger",
      "pending-long-ago",
    ]);
  });

  it("prunes raw page views of days older than RETENTION_PAGE_VIEW_DAYS only once their day is summed", async () => {
    // NOW less 90 days is 2026-03-17 at noon: the views of days before it go.
    expect(periods.pageViewDays).toBe(90);
    const view = (day: string, visitor: string) =>
      db.execute(sql`
        insert into page_views (at, day, visitor_id, path, device)
        values (${`${day}T10:00:00Z`}::timestamptz, ${day}::date, ${visitor}, '/', 'desktop')`);
    const summed = (day: string) =>
      db.execute(sql`
        insert into page_view_days (day, dimension, value, views, visitors)
        values (${day}::date, 'all', '', 2, 2), (${day}::date, 'source', 'Direct', 2, 2)`);
    for (const day of ["2026-03-16", "2026-03-17", "2025-01-01"]) {
      await view(day, `${day}-a`);
      await view(day, `${day}-b`);
    }
    await summed("2026-03-16");
    await summed("2026-03-17");
    // 2025-01-01 is long past its period but was never summed: the overview still needs its views.

    expect(await pruneExpired(db, periods, { now: NOW })).toEqual({ ...NOTHING, page_views: 2 });
    const left = rowsOf<{ day: string }>(
      await db.execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day from page_views order by day, visitor_id`,
      ),
    );
    expect(left.map((row) => row.day)).toEqual(["2025-01-01", "2025-01-01", "2026-03-17", "2026-03-17"]);
    // The sums themselves are kept.
    const sums = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from page_view_days`),
    );
    expect(Number(sums[0]!.count)).toBe(4);
  });

  it("prunes provider mail event ids seen longer than RETENTION_MAIL_DAYS ago", async () => {
    await db.execute(sql`
      insert into mail_events_seen (id, at)
      values ('msg_older', ${ts(cutoff(periods.mailDays, -1))}), ('msg_younger', ${ts(cutoff(periods.mailDays, 1))})`);
    expect(await pruneExpired(db, periods, { now: NOW })).toEqual({ ...NOTHING, mail_events_seen: 1 });
    const left = rowsOf<{ id: string }>(await db.execute(sql`select id from mail_events_seen`));
    expect(left).toEqual([{ id: "msg_younger" }]);
  });

  it("prunes fraud flags cleared longer than RETENTION_FLAG_DAYS ago; open and confirmed flags stay however old", async () => {
    const entries = rowsOf<{ id: string; email: string }>(
      await db.execute(sql`
        insert into waitlist_entries (full_name, email, primary_activity)
        select 'Member ' || i, 'member' || i || '@example.com', 'trail' from generate_series(1, 5) i
        returning id, email`),
    );
    const entryOf = (n: number) => entries.find((entry) => entry.email === `member${n}@example.com`)!.id;
    const flag = (n: number, status: string, reviewedAt: Date | null) =>
      db.execute(sql`
        insert into waitlist_flags (entry_id, kind, status, created_at, reviewed_at, reviewed_by)
        values (${entryOf(n)}, 'burst', ${status}, ${ts(LONG_AGO)}, ${reviewedAt ? ts(reviewedAt) : null},
                ${reviewedAt ? "admin@example.com" : null})`);
    await flag(1, "cleared", cutoff(periods.flagDays, -1));
    await flag(2, "cleared", cutoff(periods.flagDays, 1));
    await flag(3, "open", null);
    await flag(4, "confirmed", LONG_AGO);

    expect(await pruneExpired(db, periods, { now: NOW })).toEqual({ ...NOTHING, waitlist_flags: 1 });
    const left = rowsOf<{ email: string; status: string }>(
      await db.execute(sql`
        select w.email, f.status from waitlist_flags f join waitlist_entries w on w.id = f.entry_id
         order by w.email`),
    );
    expect(left).toEqual([
      { email: "member2@example.com", status: "cleared" },
      { email: "member3@example.com", status: "open" },
      { email: "member4@example.com", status: "confirmed" },
    ]);
    // The member whose flag went is still on the list.
    const members = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from waitlist_entries`),
    );
    expect(Number(members[0]!.count)).toBe(5);
  });

  it("prunes sessions and verification rows expired longer than the grace ago; unexpired ones stay", async () => {
    await db.execute(sql`
      insert into "user" (id, name, email) values ('u1', 'Someone', 'someone@example.com')`);
    const sessionRow = (id: string, expiresAt: Date) =>
      db.execute(sql`
        insert into "session" (id, token, user_id, expires_at) values (${id}, ${`token-${id}`}, 'u1', ${ts(expiresAt)})`);
    const verificationRow = (id: string, expiresAt: Date) =>
      db.execute(sql`
        insert into verification (id, identifier, value, expires_at) values (${id}, ${id}, 'x', ${ts(expiresAt)})`);
    for (const add of [sessionRow, verificationRow]) {
      await add("expired-older", cutoff(EXPIRED_GRACE_DAYS, -1));
      await add("expired-younger", cutoff(EXPIRED_GRACE_DAYS, 1));
      await add("unexpired", new Date(NOW.getTime() + 30 * DAY_MS));
    }

    expect(await pruneExpired(db, periods, { now: NOW })).toEqual({
      ...NOTHING,
      session: 1,
      verification: 1,
    });
    const sessions = rowsOf<{ id: string }>(await db.execute(sql`select id from "session" order by id`));
    expect(sessions.map((row) => row.id)).toEqual(["expired-younger", "unexpired"]);
    expect(await labels(db, "verification")).toEqual(["expired-younger", "unexpired"]);
  });

  it("prunes an uploaded list neither imported nor discarded a day after its upload", async () => {
    for (const [name, at] of [
      ["older.csv", cutoff(EXPIRED_GRACE_DAYS, -1)],
      ["younger.csv", cutoff(EXPIRED_GRACE_DAYS, 1)],
    ] as const)
      await db.execute(sql`
        insert into waitlist_imports (file_name, content, created_by, created_at) values (${name}, 'x', 'u1', ${ts(at)})`);
    expect(await pruneExpired(db, periods, { now: NOW })).toEqual({ ...NOTHING, waitlist_imports: 1 });
    const left = rowsOf<{ file_name: string }>(await db.execute(sql`select file_name from waitlist_imports`));
    expect(left.map((row) => row.file_name)).toEqual(["younger.csv"]);
  });

  it("prunes everything due in batches smaller than the rows, and nothing on a second run", async () => {
    for (let i = 0; i < 5; i += 1) await sentMail(`old-${i}`, cutoff(periods.mailDays, -60 * i - 1));
    await sentMail("young", cutoff(periods.mailDays, 60));

    expect(await pruneExpired(db, periods, { now: NOW, batch: 2 })).toEqual({ ...NOTHING, mail_outbox: 5 });
    expect(await labels(db, "mail_outbox")).toEqual(["young"]);
    expect(await pruneExpired(db, periods, { now: NOW, batch: 2 })).toEqual(NOTHING);
  });

  it("runs as a job at start and then daily, with one log line per run that pruned something", async () => {
    await sentMail("old", cutoff(periods.mailDays, -1));
    const log = capturingLogger();
    const scheduled: number[] = [];
    const jobs = startJobs({
      retention: retentionJob({
        db,
        logger: log.logger,
        periods,
        now: () => NOW,
        // Records each schedule and never fires: the test runs the job itself.
        setTimer: (_run, ms) => {
          scheduled.push(ms);
          return () => {};
        },
      }),
    });
    try {
      expect(scheduled).toEqual([0]);
      expect(await jobs.runOnce("retention")).toEqual({ ...NOTHING, mail_outbox: 1 });
      expect(scheduled.at(-1)).toBe(DAY_MS);
      expect(await jobs.runOnce("retention")).toEqual(NOTHING);
      const lines = log.lines.filter((line) => line.msg.startsWith("retention:"));
      expect(lines.map((line) => [line.msg, line.pruned])).toEqual([
        ["retention: pruned 1 mail_outbox", { mail_outbox: 1 }],
      ]);
    } finally {
      await jobs.stop();
    }
  });
});
