import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setSchedule } from "../../app/db/broadcasts.server";
import type { Database } from "../../app/db/client.server";
import { rowsOf } from "../../app/db/rows";
import { broadcasts } from "../../app/db/schema";
import type { ServerProcess } from "../../dev/harness/server-process";
import { createPostgresDatabase, databaseKinds, openTestPostgres } from "../../dev/harness/databases";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";

import {
  type SeededBroadcast,
  broadcastStatus,
  deliveriesByMember,
  recipientsOf,
  requireBuild,
  seedBroadcast,
  startBroadcastNow,
  startSiteProcess,
  until,
} from "../support/broadcast-processes";

const MEMBERS = 60;

/**
 * Two production instances on one PostgreSQL (each its own DATA_DIR), both dispatching and both
 * sending one broadcast: the row lock makes them take turns queueing, the primary key on (broadcast,
 * member) refuses a second message for a member, and the outbox's SKIP LOCKED claims send each
 * message once. A scheduled broadcast is started by one of them at its time, or, when both were
 * down then, by the first one back. PGlite is one process's database, so this runs on PostgreSQL only.
 */
const postgres = databaseKinds().some((kind) => kind.label === "PostgreSQL");

describe.skipIf(!postgres)("a broadcast sent by two instances on one PostgreSQL", () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let smtp: TestSmtp;
  let seeded: SeededBroadcast;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let start: () => Promise<ServerProcess>;

  beforeAll(async () => {
    requireBuild();
    created = await createPostgresDatabase(process.env.DATABASE_URL!, "modura_bcast_two");
    database = await openTestPostgres(created.url, 2);
    seeded = await seedBroadcast(database.db, { count: MEMBERS, tag: "two-instances", start: false });
    smtp = await startTestSmtp();
    start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "modura-broadcast-two-"));
      dataDirs.push(dataDir);
      return startSiteProcess({
        DATABASE_URL: created.url,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        // 20 a second: three seconds of sending, which both instances' passes share.
        BROADCAST_RATE: "1200",
        LOG_LEVEL: "info",
      });
    };
    servers.push(...(await Promise.all([start(), start()])));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) await server.stop();
    await smtp?.close();
    await database?.close();
    await created?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("mails each member of the segment exactly once", async () => {
    // Started as the Send button starts it, once both instances are up.
    await startBroadcastNow(database.db, seeded.broadcastId);
    await until(
      async () => (await broadcastStatus(database.db, seeded.broadcastId)) === "sent",
      "the broadcast to be sent",
    );
    const deliveries = deliveriesByMember(smtp.received, "Broadcast two-instances");
    expect([...deliveries.keys()].sort()).toEqual(seeded.members.map((m) => m.email).sort());
    const twice = [...deliveries].filter(([, ids]) => ids.length !== 1);
    expect(twice).toEqual([]);
    expect(smtp.received.filter((m) => m.mail.subject === "Broadcast two-instances")).toHaveLength(MEMBERS);
    const recipients = await recipientsOf(database.db, seeded.broadcastId);
    expect(recipients).toHaveLength(MEMBERS);
    expect(recipients.every((r) => r.outcome === "sent")).toBe(true);
    // One instance finished it, and said so; the other found it finished.
    const said = (server: ServerProcess) =>
      server.lines.some((line) => line.includes(`"msg":"broadcast ${seeded.broadcastId} sent"`));
    await until(() => servers.some(said), "the instance that finished it to say so");
    expect(servers.filter(said)).toHaveLength(1);
  });

  /** Schedules a seeded draft `seconds` ahead by the database's clock, as the Schedule form does. */
  const scheduleAhead = async (broadcastId: string, seconds: number) => {
    const [row] = rowsOf<{ at: Date | string }>(
      await database.db.execute(sql`select now() + make_interval(secs => ${seconds}) as at`),
    );
    const at = new Date(row!.at);
    expect(await setSchedule(database.db, broadcastId, { at, by: "test" })).toBe(true);
    return at;
  };
  const startedAsScheduled = (server: ServerProcess, id: string) =>
    server.lines.some((line) => line.includes(`"msg":"broadcast ${id} started as scheduled`));
  const expectMailedOnce = (subject: string, members: SeededBroadcast["members"]) => {
    const deliveries = deliveriesByMember(smtp.received, subject);
    expect([...deliveries.keys()].sort()).toEqual(members.map((m) => m.email).sort());
    expect([...deliveries].filter(([, ids]) => ids.length !== 1)).toEqual([]);
  };

  it("starts a scheduled broadcast once, within a minute of its time, on either instance", async () => {
    const scheduled = await seedBroadcast(database.db, {
      count: 10,
      tag: "scheduled",
      start: false,
      // Its own runners, not those of the broadcasts before it.
      segment: "activity=trail&q=scheduled-",
    });
    const at = await scheduleAhead(scheduled.broadcastId, 3);
    expect(await broadcastStatus(database.db, scheduled.broadcastId)).toBe("draft");
    await until(
      async () => (await broadcastStatus(database.db, scheduled.broadcastId)) === "sent",
      "the scheduled broadcast to be sent",
    );
    const [row] = await database.db.select().from(broadcasts).where(eq(broadcasts.id, scheduled.broadcastId));
    expect(row!.startedAt!.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(row!.startedAt!.getTime() - at.getTime()).toBeLessThan(60_000);
    expect(row).toMatchObject({ startedBy: "test", total: 10 });
    expectMailedOnce("Broadcast scheduled", scheduled.members);
    expect(servers.filter((server) => startedAsScheduled(server, scheduled.broadcastId))).toHaveLength(1);
  });

  it("starts one whose time came while every instance was down, once one is back", async () => {
    const scheduled = await seedBroadcast(database.db, {
      count: 5,
      tag: "missed",
      start: false,
      segment: "activity=trail&q=missed-",
    });
    await scheduleAhead(scheduled.broadcastId, 1);
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await until(
      async () =>
        rowsOf<{ due: boolean }>(
          await database.db.execute(
            sql`select scheduled_for < now() as due from broadcasts where id = ${scheduled.broadcastId}`,
          ),
        )[0]!.due,
      "its time to pass",
    );
    expect(await broadcastStatus(database.db, scheduled.broadcastId)).toBe("draft");
    servers.push(await start());
    await until(
      async () => (await broadcastStatus(database.db, scheduled.broadcastId)) === "sent",
      "the missed broadcast to be sent",
    );
    expectMailedOnce("Broadcast missed", scheduled.members);
  });
});
