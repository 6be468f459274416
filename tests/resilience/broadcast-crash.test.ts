import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import type { ServerProcess } from "../../dev/harness/server-process";
import { databaseKinds } from "../../dev/harness/databases";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";

import {
  deliveriesByMember,
  finishAfterRestart,
  inFlightMail,
  lapseClaims,
  recipientsOf,
  requireBuild,
  seedBroadcast,
  slowLink,
  startSiteProcess,
  siteStore,
  type SiteStore,
} from "../support/broadcast-processes";

/** Few members: enough for a kill mid-send with mail in flight, on each database. */
const MEMBERS = 40;
/** Kill once this many have arrived: well before the last. */
const KILL_AFTER = 10;
/**
 * The mail worker's lanes (its `concurrency`, app/platform/mail/worker.server.ts): each has at most one
 * message between the mail server's acceptance and its record, so at most this many can come twice.
 */
const WORKER_LANES = 4;

/**
 * kill -9 of the site in the middle of a broadcast, then a restart on the same data. The mail
 * server is a slow link away, so at the kill messages are in flight: some accepted by the server
 * before the site could record them. Those, and only those, may arrive twice; each is then the same
 * message (the same Message-ID, made from its outbox row), which mail systems that dedupe by
 * Message-ID show once. Every other member gets exactly one delivery.
 */
describe.each(databaseKinds())("a broadcast killed mid-send on $label", ({ label }) => {
  let store: SiteStore;
  let smtp: TestSmtp;
  let link: Awaited<ReturnType<typeof slowLink>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    requireBuild();
    store = await siteStore(label, "modura_bcast_crash", inject("pgliteTemplate"));
    smtp = await startTestSmtp();
    link = await slowLink(smtp.port, 20);
  });
  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) await server.kill9();
    await link?.close();
    await smtp?.close();
    await store?.dispose();
  });

  it(
    "reaches every member of the segment, each with one message; only those in flight at the kill arrive twice, as the same message",
    { timeout: 120_000 },
    async () => {
      const seeding = await store.open();
      const { broadcastId, members } = await seedBroadcast(seeding.db, {
        count: MEMBERS,
        tag: `crash-${label}`,
        start: true,
      });
      await seeding.close();
      const subject = `Broadcast crash-${label}`;
      const env = { ...store.env, SMTP_URL: link.url, BROADCAST_RATE: "60000", LOG_LEVEL: "info" };

      const first = await startSiteProcess(env);
      servers.push(first);
      await smtp.waitForMessages((m) => m.mail.subject === subject, KILL_AFTER, "the first messages", 30_000);
      await first.kill9();
      expect(await first.exited).toBe("SIGKILL");
      const atKill = smtp.received.filter((m) => m.mail.subject === subject).length;

      // Between the lives: what the killed site had claimed and not recorded, then its claims lapse
      // as their lease would (five minutes) before the restart.
      const between = await store.open();
      const inFlight = await inFlightMail(between.db);
      const queuedAtKill = (await recipientsOf(between.db, broadcastId)).length;
      await lapseClaims(between.db);
      await between.close();

      const { exitCode, status, recipients } = await finishAfterRestart({
        env,
        port: Number(new URL(first.url).port),
        broadcastId,
        open: () => store.open(),
        started: (site) => servers.push(site),
      });
      expect(exitCode).toBe(0);

      const deliveries = deliveriesByMember(smtp.received, subject);
      const twice = [...deliveries].filter(([, ids]) => ids.length > 1);
      console.info(
        `[broadcast kill -9 on ${label}] ${MEMBERS} members; at the kill ${atKill} delivered, ${queuedAtKill} queued, ${inFlight.length} claimed by the killed worker and not recorded; ${twice.length} delivered twice (the same message)`,
      );
      // It was killed mid-send: not everything had gone.
      expect(atKill).toBeLessThan(MEMBERS);
      expect(status).toBe("sent");
      expect(recipients).toHaveLength(MEMBERS);
      expect(recipients.every((r) => r.outcome === "sent")).toBe(true);
      // Every member of the segment, and no one else.
      expect([...deliveries.keys()].sort()).toEqual(members.map((m) => m.email).sort());
      for (const [address, ids] of deliveries) {
        // Never two different messages: a second delivery is the same message sent again.
        expect(new Set(ids).size, address).toBe(1);
        expect(ids.length, address).toBeLessThanOrEqual(2);
      }
      // Only a message in flight at the kill (claimed by the killed worker, not recorded) may have
      // come twice, and no more of them than the worker had lanes sending at that moment.
      const inFlightIds = new Set(inFlight.map((id) => `<${id}@127.0.0.1>`));
      for (const [address, ids] of twice) expect(inFlightIds.has(ids[0]!), address).toBe(true);
      expect(twice.length).toBeLessThanOrEqual(Math.min(inFlight.length, WORKER_LANES));
    },
  );
});
