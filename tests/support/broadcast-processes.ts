import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import net, { type AddressInfo } from "node:net";
import path from "node:path";

import { asc, eq, sql } from "drizzle-orm";

import { createBroadcast } from "../../app/db/broadcasts.server";
import { type Database, openPglite, pgliteDir } from "../../app/db/client.server";
import type { Db } from "../../app/db/queryable";
import { broadcastRecipients, broadcasts, waitlistEntries } from "../../app/db/schema";
import { readSegment } from "../../app/features/broadcasts/forms";
import { startBroadcast } from "../../app/features/broadcasts/sending.server";
import { createPostgresDatabase, openTestPostgres } from "../../dev/harness/databases";
import { type ServerProcess, startServerProcess } from "../../dev/harness/server-process";
import { RESILIENCE_ENV } from "./resilience-server";
import { freePort } from "./fetch-browser";
import type { ReceivedMail } from "../../dev/harness/smtp";

/*
 * For the broadcast tests that run the production build as processes of their own (`node
 * server.js`): kill -9 in the middle of a broadcast, and two instances sending one. Their subject is
 * the dispatcher and the outbox across processes, so the broadcast is started in the database by
 * startBroadcast, which the Send button's use-case (sendBroadcast) calls inside its audited
 * transaction; the form and its audit entry are the in-process test's (broadcasts.test.ts).
 */

/** The production build these processes serve, as the other server tests need it. */
export function requireBuild(): void {
  const bundle = path.resolve(import.meta.dirname, "../../build/server/index.js");
  if (!fs.existsSync(bundle)) throw new Error(`No production build at ${bundle}: run npm run build first.`);
}

/** Starts `node server.js` on a free port (or `port`) with the tests' shared secret and the given variables. */
export async function startSiteProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  return startServerProcess({
    port: port ?? (await freePort()),
    env: { ...RESILIENCE_ENV, ...env },
    echo: false,
  });
}

/**
 * One database that a site process runs on and the test reads between its lives (a PGlite
 * directory is one process's at a time): the embedded one in a DATA_DIR of its own, or a fresh
 * PostgreSQL database. `template`: a migrated PGlite directory to start from instead of an empty one.
 */
export type SiteStore = { env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> };

export async function siteStore(label: string, name: string, template?: string): Promise<SiteStore> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${name.replaceAll("_", "-")}-`));
  if (label === "PGlite") {
    if (template) fs.cpSync(template, pgliteDir(root), { recursive: true });
    return {
      env: { DATA_DIR: root },
      open: () => openPglite(pgliteDir(root)),
      dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  }
  const created = await createPostgresDatabase(process.env.DATABASE_URL!, name);
  return {
    env: { DATABASE_URL: created.url, DATA_DIR: root },
    open: () => openTestPostgres(created.url, 2),
    dispose: async () => {
      await created.drop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export type SeededBroadcast = { broadcastId: string; members: { id: string; email: string }[] };

/**
 * `count` confirmed trail runners (the segment), a few members outside it (pending ones, tennis
 * players), and a draft to the segment (every trail runner unless `segment` narrows it); `start`
 * also starts it, as the Send button does.
 */
export async function seedBroadcast(
  db: Db,
  {
    count,
    tag,
    start,
    segment = "activity=trail",
  }: { count: number; tag: string; start: boolean; segment?: string },
): Promise<SeededBroadcast> {
  const confirmedAt = new Date(Date.now() - 60_000);
  const members = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    fullName: `Runner ${i}`,
    email: `${tag}-${i}@example.com`,
    primaryActivity: "trail",
    status: "confirmed",
    confirmedAt,
  }));
  const outside = [
    { id: randomUUID(), fullName: "Pending", email: `${tag}-pending@example.com`, primaryActivity: "trail" },
    ...[0, 1].map((i) => ({
      id: randomUUID(),
      fullName: `Tennis ${i}`,
      email: `${tag}-tennis-${i}@example.com`,
      primaryActivity: "tennis",
      status: "confirmed",
      confirmedAt,
    })),
  ];
  await db.insert(waitlistEntries).values([...members, ...outside]);
  const broadcastId = await createBroadcast(db, {
    subject: `Broadcast ${tag}`,
    body: "Hello **runners**.",
    segment,
    createdBy: "test",
  });
  if (start) await startBroadcastNow(db, broadcastId);
  return { broadcastId, members: members.map(({ id, email }) => ({ id, email })) };
}

export async function startBroadcastNow(db: Db, broadcastId: string): Promise<void> {
  const started = await startBroadcast(db, broadcastId, {
    startedBy: "test",
    filters: readSegment("activity=trail").filters,
  });
  if (!started) throw new Error("the broadcast was not a draft");
}

export async function broadcastStatus(db: Db, broadcastId: string): Promise<string> {
  const [row] = await db
    .select({ status: broadcasts.status })
    .from(broadcasts)
    .where(eq(broadcasts.id, broadcastId));
  return row?.status ?? "missing";
}

export function recipientsOf(db: Db, broadcastId: string) {
  return db
    .select()
    .from(broadcastRecipients)
    .where(eq(broadcastRecipients.broadcastId, broadcastId))
    .orderBy(asc(broadcastRecipients.entryId));
}

/**
 * The broadcast's messages claimed by a worker and not recorded as sent: at a kill -9, the ones in
 * flight, which may or may not have reached the mail server. Their ids (each message's Message-ID is
 * made from it).
 */
export async function inFlightMail(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select id from mail_outbox
     where kind = 'broadcast' and sent_at is null and locked_until is not null and locked_until > now()`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * Lapses the claims a killed instance held, as the five minutes of their lease would (the worker's
 * leaseMs): then any instance may send those messages again. Moves the clock, not the outcome.
 */
export async function lapseClaims(db: Db): Promise<void> {
  await db.execute(sql`
    update mail_outbox set locked_until = now() - interval '1 second'
     where sent_at is null and locked_until > now()`);
}

/** Each member's deliveries as the mail server took them: address → Message-IDs, one per delivery. */
export function deliveriesByMember(
  received: readonly ReceivedMail[],
  subject: string,
): Map<string, string[]> {
  const byMember = new Map<string, string[]>();
  for (const { to, mail } of received) {
    if (mail.subject !== subject) continue;
    const address = to[0]!;
    byMember.set(address, [...(byMember.get(address) ?? []), mail.messageId ?? "(none)"]);
  }
  return byMember;
}

/**
 * A slow network between the site and the mail server: a TCP relay that holds every chunk, each way,
 * for `delayMs`. A message then takes a few hundred milliseconds, so a test can kill the site while
 * messages are in flight, some of them accepted by the server before the site heard so.
 */
export async function slowLink(
  targetPort: number,
  delayMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    sockets.add(client);
    sockets.add(upstream);
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on("data", (chunk) =>
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
        }, delayMs),
      );
      // What was already on the wire still arrives: the other side closes after it.
      from.on("close", () => setTimeout(() => to.destroy(), delayMs + 10));
      from.on("error", () => {});
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}

/**
 * The second half of a broadcast interrupted by a stop or a crash: the site started again on the
 * same port, left until it says the broadcast is sent (a PGlite directory cannot be read
 * meanwhile), stopped, and then how the broadcast ended, read from the database.
 */
export async function finishAfterRestart({
  env,
  port,
  broadcastId,
  open,
  started,
}: {
  env: Record<string, string>;
  port: number;
  broadcastId: string;
  open: () => Promise<{ db: Db; close(): Promise<void> }>;
  /** Told of the restarted process at once, so the test's cleanup can stop it if a wait fails. */
  started: (site: ServerProcess) => void;
}) {
  const second = await startSiteProcess(env, port);
  started(second);
  await until(
    () => second.lines.some((line) => line.includes(`"msg":"broadcast ${broadcastId} sent"`)),
    "the restarted site to finish the broadcast",
  );
  const exitCode = await second.stop();
  const after = await open();
  try {
    return {
      exitCode,
      status: await broadcastStatus(after.db, broadcastId),
      recipients: await recipientsOf(after.db, broadcastId),
    };
  } finally {
    await after.close();
  }
}

/** Checks `check` every 50 ms until it holds; fails after `timeoutMs` (a deadline, not a wait). */
export async function until(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
