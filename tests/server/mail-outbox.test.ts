// @module-tag database
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";

import { type Database, openPglite } from "../../app/db/client.server";
import { mailOutbox, mailSuppressions } from "../../app/db/schema";
import { enqueueMail } from "../../app/db/mail-outbox.server";
import { type MailTransport, createMailTransport } from "../../app/platform/mail/transport.server";
import { startJobs } from "../../app/platform/jobs.server";
import { type MailWorkerOptions, mailWorkerJob } from "../../app/platform/mail/worker.server";
import { createPostgresDatabase, openTestPostgres, testedDatabases } from "../../dev/harness/databases";
import { LEVEL, type LogLine, capturingLogger } from "../support/log-capture";
import { testRenderers } from "../support/mail-renderers";
import { type WatchedMailWorker, watchMailWorker } from "../support/mail-worker";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";

const PUBLIC_URL = "https://modura.example";
const FROM = "Modura <no-reply@modura.example>";

/**
 * One database that can be opened again after closing (a restart), and, on PostgreSQL, opened
 * twice at once (two instances). PGlite is one process's: a second opener shares the first.
 */
type Store = { label: string; open(): Promise<Database>; dispose(): Promise<void> };

function pgliteStore(): Store {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-mail-"));
  const dir = path.join(root, "pglite");
  fs.cpSync(inject("pgliteTemplate"), dir, { recursive: true });
  return {
    label: "PGlite",
    open: () => openPglite(dir),
    async dispose() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

async function postgresStore(adminUrl: string): Promise<Store> {
  const created = await createPostgresDatabase(adminUrl, "modura_mail");
  return { label: "PostgreSQL", open: () => openTestPostgres(created.url, 10), dispose: created.drop };
}

const tested = testedDatabases();
const kinds: { label: string; make(): Promise<Store> }[] = [
  ...(tested.pglite ? [{ label: "PGlite", make: async () => pgliteStore() }] : []),
  ...(tested.postgres ? [{ label: "PostgreSQL", make: () => postgresStore(tested.postgres!) }] : []),
];

const unsent = async (db: Database["db"]) =>
  (
    await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`sent_at is null`)
  ).length;

describe.each(kinds)("the mail outbox on $label", ({ make }) => {
  let store: Store;
  let database: Database;
  let smtp: TestSmtp;
  let transport: MailTransport;
  const workers: { stop(): Promise<void> }[] = [];

  /** A worker whose progress the test watches: it waits on the worker's cycles, never on the clock. */
  const worker = (
    options: Partial<MailWorkerOptions> & { logger: MailWorkerOptions["logger"] },
  ): WatchedMailWorker => {
    const watched = watchMailWorker();
    const started = startJobs({
      mail: mailWorkerJob({
        db: database.db,
        transport,
        renderers: testRenderers,
        renderContext: { db: database.db, publicUrl: PUBLIC_URL, secret: "s".repeat(32) },
        pollMs: 50,
        backoff: { baseMs: 50, maxMs: 200 },
        ...watched.hooks,
        ...options,
      }),
    });
    workers.push(started);
    return watched;
  };

  const queueNotes = (from: number, count: number, db = database.db) =>
    db.insert(mailOutbox).values(
      Array.from({ length: count }, (_, i) => ({
        recipient: `note${from + i}@example.com`,
        kind: "test-note",
        payload: { n: from + i },
      })),
    );

  beforeAll(async () => {
    store = await make();
    database = await store.open();
    smtp = await startTestSmtp();
    transport = createMailTransport(
      { dataDir: os.tmpdir(), mail: { smtpUrl: smtp.url, from: FROM } },
      capturingLogger().logger,
    );
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await database.db.delete(mailOutbox);
    smtp.received.splice(0);
    smtp.failNext(0);
    await database.db.delete(mailSuppressions);
    for (const address of smtp.refusedRecipients.splice(0)) smtp.refuseRecipient(address, undefined);
    await smtp.start(); // after a test that stopped it
  });

  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await database?.close();
    await store?.dispose();
  });

  it("sends a queued message with its text and HTML parts and its headers, and records it sent", async () => {
    await enqueueMail(database.db, {
      recipient: "Ada@Example.com",
      kind: "test-confirm",
      payload: { token: "tok123" },
    });
    const { logger, lines } = capturingLogger();
    const sender = worker({ logger });

    const { mail, from, to } = await smtp.waitForMessageTo("ada@example.com");
    // nodemailer writes the domain in lower case; the local part is kept as given.
    expect(to).toEqual(["Ada@example.com"]);
    expect(from).toBe("no-reply@modura.example");
    expect(mail.from?.text).toBe('"Modura" <no-reply@modura.example>');
    expect(mail.subject).toBe("Confirm your place on the Modura waitlist");
    const confirmUrl = `${PUBLIC_URL}/waitlist/confirm?token=tok123`;
    expect(mail.text).toContain(confirmUrl);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    // As a mail program reads a header: a long one is folded onto a second line, unfolded here.
    const header = (name: string) =>
      mail.headerLines.find((h) => h.key === name)?.line.replace(/\r\n(?=[ \t])/g, "");
    expect(header("list-unsubscribe")).toBe(
      `List-Unsubscribe: <${PUBLIC_URL}/waitlist/unsubscribe?token=tok123>`,
    );
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    await sender.until(async () => (await unsent(database.db)) === 0, "the row to be marked sent");
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(lines.filter((l) => l.level >= LEVEL.warn)).toEqual([]);
  });

  it("signs every message with DKIM when a key is set: a verifier reading the public key's TXT record passes it", async () => {
    const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const selector = "mail2026";
    const signing = createMailTransport(
      {
        dataDir: os.tmpdir(),
        mail: {
          smtpUrl: smtp.url,
          from: FROM,
          dkim: {
            domainName: "modura.example",
            keySelector: selector,
            privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
          },
        },
      },
      capturingLogger().logger,
    );
    try {
      await enqueueMail(database.db, {
        recipient: "signed@example.com",
        kind: "test-confirm",
        payload: { token: "tok456" },
      });
      const sender = worker({ logger: capturingLogger().logger, transport: signing });
      const { raw } = await smtp.waitForMessageTo("signed@example.com");
      await sender.idle();

      // The record a site publishes at <selector>._domainkey.<domain>; no network is asked.
      const p = publicKey.export({ type: "spki", format: "der" }).toString("base64");
      const looked: string[] = [];
      const resolver = async (name: string, type: string) => {
        looked.push(`${type} ${name}`);
        if (type === "TXT" && name === `${selector}._domainkey.modura.example`)
          return [[`v=DKIM1; k=rsa; p=${p}`]];
        throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
      };
      const { results } = await dkimVerify(raw, { resolver });
      expect(looked).toEqual([`TXT ${selector}._domainkey.modura.example`]);
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({
        signingDomain: "modura.example",
        selector,
        algo: "rsa-sha256",
        status: { result: "pass", aligned: "modura.example" },
      });

      // The same bytes with one changed word in the body no longer verify.
      const tampered = Buffer.from(raw.toString("latin1").replace("tok456", "tok457"), "latin1");
      const [changed] = (await dkimVerify(tampered, { resolver })).results;
      expect(changed?.status.result).toBe("fail");
    } finally {
      signing.close();
    }
  });

  it("keeps unsent mail across a restart: queued with no worker, sent by the next start", async () => {
    await queueNotes(1, 3);
    // A message an instance claimed and then died with (kill -9): its lease has lapsed.
    await database.db
      .insert(mailOutbox)
      .values({ recipient: "claimed@example.com", kind: "test-note", payload: { n: 4 }, attempts: 1 })
      .returning();
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.recipient, "claimed@example.com"));
    // One still held by a live instance is left alone.
    await database.db.insert(mailOutbox).values({
      recipient: "held@example.com",
      kind: "test-note",
      payload: { n: 5 },
      lockedUntil: sql`now() + interval '1 hour'`,
    });
    await database.close();
    // No worker runs (afterEach stopped the last test's and waited for its sends), so none can send.
    expect(smtp.received).toHaveLength(0);

    database = await store.open();
    const sender = worker({ logger: capturingLogger().logger });
    const received = await smtp.waitForCount(4);
    await sender.idle();
    expect(smtp.received).toHaveLength(4);
    expect(received.map((r) => r.mail.subject).sort()).toEqual(["Note 1", "Note 2", "Note 3", "Note 4"]);
    expect(received.map((r) => r.mail.headers.get("x-test-note")).sort()).toEqual(["1", "2", "3", "4"]);
  });

  it("SMTP down, then up: every message is delivered once, and each failure is logged once", async () => {
    await smtp.stop();
    await queueNotes(100, 20);
    const { logger, lines, waitFor } = capturingLogger();
    const sender = worker({ logger });
    const warnings = () => lines.filter((l) => l.level === LEVEL.warn);
    await waitFor(() => new Set(warnings().map((l) => l.id)).size === 20, "every message to fail once");
    await smtp.start();

    const received = await smtp.waitForCount(20);
    await sender.until(async () => (await unsent(database.db)) === 0, "every row to be marked sent");
    await sender.idle();
    expect(smtp.received).toHaveLength(20);
    expect(new Set(received.map((r) => r.to[0])).size).toBe(20);

    // One warning per failed attempt, naming the message, its kind, the attempt and the error.
    const rows = await database.db.select().from(mailOutbox);
    const failedAttempts = rows.reduce((sum, row) => sum + row.attempts - 1, 0);
    expect(warnings()).toHaveLength(failedAttempts);
    const keys = warnings().map((l: LogLine) => `${String(l.id)}#${String(l.attempt)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const line of warnings()) {
      expect(line).toMatchObject({
        kind: "test-note",
        attempt: expect.any(Number),
        error: expect.any(String),
      });
      expect(line.error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(lines.filter((l) => l.level >= LEVEL.error)).toEqual([]);
  });

  it("retries a message the server refused (451) and logs that refusal once", async () => {
    smtp.failNext(3);
    await queueNotes(200, 5);
    const { logger, lines } = capturingLogger();
    const sender = worker({ logger });
    await smtp.waitForCount(5);
    await sender.until(async () => (await unsent(database.db)) === 0, "every row to be marked sent");
    await sender.idle();
    expect(smtp.refused).toBe(3);
    expect(smtp.received).toHaveLength(5);
    const warnings = lines.filter((l) => l.level === LEVEL.warn);
    expect(warnings).toHaveLength(3);
    for (const line of warnings)
      expect(line).toMatchObject({ attempt: 1, error: expect.stringMatching(/451/) });
  });

  it("a 550 to RCPT TO is tried once: the address is suppressed, and later mail to it is never sent", async () => {
    smtp.refuseRecipient("gone@example.com", 550);
    await enqueueMail(database.db, { recipient: "Gone@Example.com", kind: "test-note", payload: { n: 1 } });
    const { logger, lines, waitFor } = capturingLogger();
    const sender = worker({ logger });
    await waitFor(() => lines.some((l) => /undeliverable/.test(l.msg as string)), "the refusal");
    await sender.idle();
    expect(smtp.refusedRecipients).toEqual(["Gone@example.com"]);
    expect(await database.db.select().from(mailSuppressions)).toMatchObject([
      { email: "gone@example.com", reason: "bounce", source: "smtp" },
    ]);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, suppressedAt: expect.any(Date) });

    // Mail queued after the bounce (and any still queued) is not sent, though the server would take it now.
    smtp.refuseRecipient("gone@example.com", undefined);
    await enqueueMail(database.db, { recipient: "gone@example.com", kind: "test-note", payload: { n: 2 } });
    await queueNotes(1, 1);
    await smtp.waitForMessageTo("note1@example.com");
    await sender.until(async () => (await unsent(database.db)) === 2, "the second message suppressed");
    await sender.idle();
    expect(smtp.received.map((r) => r.to[0])).toEqual(["note1@example.com"]);
    expect(smtp.refusedRecipients).toHaveLength(1);
    const suppressedRows = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`suppressed_at is not null`);
    expect(suppressedRows).toHaveLength(2);
  });

  it("a 450 to RCPT TO is retried as any failure, and the address is not suppressed", async () => {
    smtp.refuseRecipient("busy@example.com", 450);
    await enqueueMail(database.db, { recipient: "busy@example.com", kind: "test-note", payload: { n: 1 } });
    const { logger, lines, waitFor } = capturingLogger();
    const sender = worker({ logger });
    await waitFor(() => smtp.refusedRecipients.length >= 2, "a second attempt");
    smtp.refuseRecipient("busy@example.com", undefined);
    await smtp.waitForMessageTo("busy@example.com");
    await sender.until(async () => (await unsent(database.db)) === 0, "the row marked sent");
    expect(lines.filter((l) => l.level === LEVEL.warn)[0]).toMatchObject({
      attempt: 1,
      error: expect.stringMatching(/450/),
    });
    expect(await database.db.select().from(mailSuppressions)).toEqual([]);
  });

  it("gives up after the last attempt: one error line, the row kept with its error, never sent", async () => {
    smtp.failNext(1_000);
    await queueNotes(300, 1);
    const { logger, lines, waitFor } = capturingLogger();
    const sender = worker({ logger, maxAttempts: 3 });
    await waitFor(() => lines.some((l) => l.level === LEVEL.error), "the worker to give up");
    await sender.idle();
    expect(lines.filter((l) => l.level === LEVEL.warn).map((l) => l.attempt)).toEqual([1, 2]);
    const errors = lines.filter((l) => l.level === LEVEL.error);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: "test-note", attempt: 3, error: expect.stringMatching(/451/) });
    smtp.failNext(0);
    // The server would take it now; the worker looks, and leaves it given up.
    await sender.idle();
    expect(smtp.received).toHaveLength(0);
    // Both drivers answer a raw query with { rows }.
    const rows = (await database.db.execute(
      sql`select attempts, next_attempt_at = 'infinity' as given_up, last_error from mail_outbox`,
    )) as unknown as { rows: { attempts: number; given_up: boolean; last_error: string }[] };
    expect(rows.rows).toEqual([{ attempts: 3, given_up: true, last_error: expect.stringMatching(/451/) }]);
  });

  it("drops, and logs once, a message of an unknown kind or one no longer wanted", async () => {
    await enqueueMail(database.db, { recipient: "a@example.com", kind: "no-such-kind", payload: {} });
    await enqueueMail(database.db, { recipient: "b@example.com", kind: "test-gone", payload: {} });
    const { logger, lines } = capturingLogger();
    const sender = worker({ logger });
    await sender.until(
      async () => (await database.db.select().from(mailOutbox)).length === 0,
      "both rows dropped",
    );
    await sender.idle();
    expect(smtp.received).toHaveLength(0);
    expect(lines.filter((l) => l.kind === "no-such-kind")).toMatchObject([{ level: LEVEL.error }]);
    expect(lines.filter((l) => l.kind === "test-gone")).toMatchObject([{ level: LEVEL.info }]);
  });

  it("two workers (two instances on PostgreSQL, each its own pool) send 200 messages, each exactly once", async () => {
    // PGlite belongs to one process: there, both workers share it, as two workers in one server would.
    const second = store.label === "PostgreSQL" ? await store.open() : database;
    try {
      await queueNotes(1_000, 200);
      const counts = [0, 0];
      const counting = (index: number): MailTransport => ({
        send: async (message) => {
          await transport.send(message);
          counts[index]! += 1;
        },
        close: () => {},
      });
      const { logger, lines } = capturingLogger();
      const one = worker({ logger, transport: counting(0), batchSize: 10 });
      const two = worker({
        logger,
        transport: counting(1),
        batchSize: 10,
        db: second.db,
        renderContext: { db: second.db, publicUrl: PUBLIC_URL, secret: "s".repeat(32) },
      });
      await smtp.waitForCount(200, 30_000);
      await one.until(async () => (await unsent(database.db)) === 0, "every row to be marked sent");
      // Both have looked again since, and found nothing: a message either sent twice has arrived.
      await Promise.all([one.idle(), two.idle()]);
      expect(smtp.received).toHaveLength(200);
      const subjects = smtp.received.map((r) => r.mail.subject);
      expect(new Set(subjects).size).toBe(200);
      expect(counts[0]! + counts[1]!).toBe(200);
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBeGreaterThan(0);
      expect(lines.filter((l) => l.level >= LEVEL.warn)).toEqual([]);
      const rows = await database.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      if (second !== database) await second.close();
    }
  });
});
