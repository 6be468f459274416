import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../app/db/client.server";
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
 * message once. PGlite is one process's database, so this runs on PostgreSQL only.
 */
const postgres = databaseKinds().some((kind) => kind.label === "PostgreSQL");

describe.skipIf(!postgres)("a broadcast sent by two instances on one PostgreSQL", () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let smtp: TestSmtp;
  let seeded: SeededBroadcast;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    requireBuild();
    created = await createPostgresDatabase(process.env.DATABASE_URL!, "modura_bcast_two");
    database = await openTestPostgres(created.url, 2);
    seeded = await seedBroadcast(database.db, { count: MEMBERS, tag: "two-instances", start: false });
    smtp = await startTestSmtp();
    const start = () => {
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
});
