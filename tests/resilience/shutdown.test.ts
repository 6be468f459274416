import http from "node:http";
import net from "node:net";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import type { ServerProcess } from "../../dev/harness/server-process";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";

import {
  deliveriesByMember,
  finishAfterRestart,
  inFlightMail,
  requireBuild,
  seedBroadcast,
  slowLink,
  startSiteProcess,
  until,
  siteStore,
  type SiteStore,
} from "../support/broadcast-processes";

/** Enough that the stop comes well before the last message. */
const MEMBERS = 40;
const STOP_AFTER = 10;

const stoppingLogged = (server: ServerProcess) =>
  server.lines.some((line) => line.includes('"msg":"stopping: finishing in-flight requests"'));

/** Resolves with the connection's error code, or "connected". */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A sign-up whose body is held back: the server has the request (it answered "100 Continue") and
 * waits for the body, so the request is in flight for as long as the test wants. `send` sends the
 * body; `answer` is the response, read whole.
 */
async function heldSignUp(url: string, email: string) {
  const body = JSON.stringify({ fullName: "Shutdown Test", email, primaryActivity: "trail" });
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request(`${url}/api/waitlist`, {
    method: "POST",
    agent,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      Origin: url,
      Expect: "100-continue",
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.once("error", reject);
      response.once("end", () => {
        agent.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, body: text });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    request.once("continue", resolve);
    request.once("error", reject);
  });
  return { send: () => request.end(body), answer };
}

function kinds(): string[] {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    console.warn(
      "[shutdown PostgreSQL] skipped: DATABASE_URL is not set (set it to a PostgreSQL where the test may create a database)",
    );
  return ["PGlite", ...(adminUrl ? ["PostgreSQL"] : [])];
}

describe.concurrent.each(kinds())("SIGTERM on %s", (label) => {
  const servers: ServerProcess[] = [];
  const stores: SiteStore[] = [];
  let smtp: TestSmtp;
  let link: Awaited<ReturnType<typeof slowLink>>;

  beforeAll(async () => {
    requireBuild();
    smtp = await startTestSmtp();
    // A slow network to the mail server: at the signal, messages are on their way.
    link = await slowLink(smtp.port, 20);
  });
  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) await server.kill9();
    await link?.close();
    await smtp?.close();
    for (const store of stores) await store.dispose();
  });

  test("a request in flight gets its whole answer, a new connection is refused, and the process exits 0", async () => {
    const store = await siteStore(label, "modura_shutdown");
    stores.push(store);
    const server = await startSiteProcess({ ...store.env, LOG_LEVEL: "info" });
    servers.push(server);
    const port = Number(new URL(server.url).port);
    const email = `shutdown-${label.toLowerCase()}@example.com`;

    const held = await heldSignUp(server.url, email);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await until(() => stoppingLogged(server), "the server's stopping line", 10_000);
    expect(await tryConnect(port)).toBe("ECONNREFUSED");

    held.send();
    const answer = await held.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toBeTypeOf("object");
    // Its keep-alive connection ends with it, rather than lingering to carry another request.
    expect(answer.headers.connection).toBe("close");
    expect(await server.exited).toBe(0);
    console.info(`[shutdown in flight on ${label}] exited ${Date.now() - signalled} ms after SIGTERM`);
    expect(server.lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true);

    // The answer was the truth: the sign-up is there.
    const database = await store.open();
    try {
      expect(await findWaitlistEntryByEmail(database.db, email)).toBeTruthy();
    } finally {
      await database.close();
    }
  });

  test("a broadcast stopped mid-send: exit 0, and after a restart every member has exactly one message", async () => {
    const store = await siteStore(label, "modura_shutdown");
    stores.push(store);
    const seeding = await store.open();
    const tag = `shutdown-${label.toLowerCase()}`;
    const { broadcastId, members } = await seedBroadcast(seeding.db, { count: MEMBERS, tag, start: true });
    await seeding.close();
    const subject = `Broadcast ${tag}`;
    const env = { ...store.env, SMTP_URL: link.url, BROADCAST_RATE: "60000", LOG_LEVEL: "info" };
    const sent = () => smtp.received.filter((m) => m.mail.subject === subject).length;

    const first = await startSiteProcess(env);
    servers.push(first);
    await smtp.waitForMessages((m) => m.mail.subject === subject, STOP_AFTER, "the first messages", 30_000);
    const signalled = Date.now();
    expect(await first.stop()).toBe(0);
    const stopMs = Date.now() - signalled;
    expect(stoppingLogged(first)).toBe(true);
    const atStop = sent();

    // A graceful stop leaves no claim behind: every message it took was sent and recorded, or handed back.
    const between = await store.open();
    const claimed = await inFlightMail(between.db);
    await between.close();
    expect(claimed).toEqual([]);

    const { exitCode, status, recipients } = await finishAfterRestart({
      env,
      port: Number(new URL(first.url).port),
      broadcastId,
      open: () => store.open(),
      started: (site) => servers.push(site),
    });
    expect(exitCode).toBe(0);
    console.info(
      `[shutdown broadcast on ${label}] ${MEMBERS} members, ${atStop} delivered at the stop, exited ${stopMs} ms after SIGTERM`,
    );

    expect(atStop).toBeLessThan(MEMBERS);
    expect(status).toBe("sent");
    expect(recipients).toHaveLength(MEMBERS);
    expect(recipients.every((r) => r.outcome === "sent")).toBe(true);
    const deliveries = deliveriesByMember(smtp.received, subject);
    expect([...deliveries.keys()].sort()).toEqual(members.map((m) => m.email).sort());
    for (const [address, ids] of deliveries) expect(ids, address).toHaveLength(1);
  });
});
