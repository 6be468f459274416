import { once } from "node:events";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { mailOutbox } from "../../app/db/schema";
import { enqueueMail } from "../../app/db/mail-outbox.server";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";
import { LEVEL, capturingLogger } from "../support/log-capture";
import { testRenderers } from "../support/mail-renderers";
import { watchMailWorker } from "../support/mail-worker";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";
import { startTestServer } from "../../dev/harness/test-server";

/**
 * The site as production starts it (serveSite), with the tests' kinds of mail, a logger whose lines
 * the test reads and a mail worker whose cycles and timers it watches; `env` adds variables (SMTP_URL).
 */
async function startSite(database: TestDatabase, dataDir: string, env: Record<string, string> = {}) {
  const { logger, lines, waitFor } = capturingLogger("info");
  const mailWorker = watchMailWorker();
  const { url, site } = await startTestServer(
    database,
    { DATA_DIR: dataDir, ...env },
    { logger, mailRenderers: testRenderers, mailWorker: mailWorker.hooks },
  );
  return { url, site, lines, waitFor, mailWorker };
}

describe.each(databaseKinds())("the site's mail on $label", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let smtp: TestSmtp;

  beforeAll(async () => {
    database = await kind.open();
    smtp = await startTestSmtp();
  });
  afterEach(async () => {
    await database.db.delete(mailOutbox);
    smtp.received.splice(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  const queueConfirm = (recipient: string, token: string) =>
    enqueueMail(database.db, { recipient, kind: "test-confirm", payload: { token } });

  it("without SMTP_URL writes each message to DATA_DIR/outbox as .eml and logs one line with its links", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "modura-mail-site-"));
    const { url, site, lines, waitFor } = await startSite(database, dataDir);
    const outbox = path.join(dataDir, "outbox");
    try {
      await queueConfirm("grace@example.com", "t1");
      // Logged once the .eml file is written.
      await waitFor(
        (all) => all.some((l) => l.component === "mail" && l.to === "grace@example.com"),
        "the mail's log line",
      );
    } finally {
      await site.stop(0);
    }
    const [file] = fs.readdirSync(outbox);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file!)));
    expect(mail.subject).toBe("Confirm your place on the Modura waitlist");
    expect(mail.from?.text).toBe('"Modura" <no-reply@127.0.0.1>');
    expect(mail.text).toContain(`${url}/waitlist/confirm?token=t1`);
    expect(mail.html).toContain(`href="${url}/waitlist/confirm?token=t1"`);
    expect(mail.headerLines.map((h) => h.key)).toEqual(
      expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]),
    );

    const links = [
      `${url}/waitlist/confirm?token=t1`,
      `${url}/waitlist/status?token=t1`,
      `${url}/waitlist/unsubscribe?token=t1`,
    ];
    const mailLines = lines.filter((l) => l.component === "mail");
    expect(mailLines).toHaveLength(1);
    expect(mailLines[0]).toMatchObject({
      level: LEVEL.info,
      to: "grace@example.com",
      subject: "Confirm your place on the Modura waitlist",
      links,
    });
    // The message itself names them too, for a person reading `npm start`'s output.
    for (const text of ["grace@example.com", "Confirm your place on the Modura waitlist", ...links])
      expect(mailLines[0]!.msg).toContain(text);
  });

  it("with SMTP_URL sends through the mail server, and stops sending when the site stops", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "modura-mail-site-"));
    const { site, mailWorker } = await startSite(database, dataDir, { SMTP_URL: smtp.url });
    try {
      await queueConfirm("alan@example.com", "t2");
      const { mail } = await smtp.waitForMessageTo("alan@example.com");
      expect(mail.subject).toBe("Confirm your place on the Modura waitlist");
      // Between cycles, a running worker has its next one scheduled: the count below watches it.
      await mailWorker.nextCycle();
      expect(mailWorker.scheduled).toBe(1);
    } finally {
      await site.stop(0);
    }
    // Stopped: its last cycle has ended (stop waited for it) and none is scheduled, and the site
    // never wakes it again, so nothing it does comes after this.
    expect(mailWorker.scheduled).toBe(0);
    await queueConfirm("late@example.com", "t3");
    expect(smtp.received.map((m) => m.to[0])).toEqual(["alan@example.com"]);
    const [late] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "late@example.com"));
    expect(late).toMatchObject({ attempts: 0, lockedUntil: null, sentAt: null });
    expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
  });

  it("answers requests at once while the mail server stalls, and stops within its grace", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "modura-mail-site-"));
    // Accepts connections and never says a word: the worst a mail server can do.
    const sockets = new Set<net.Socket>();
    const stalled = net.createServer((socket) => void sockets.add(socket));
    const connecting = once(stalled, "connection");
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    const { port } = stalled.address() as AddressInfo;
    const { url, site } = await startSite(database, dataDir, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      for (let i = 0; i < 3; i++) await queueConfirm(`stuck${i}@example.com`, `s${i}`);
      await connecting; // the worker is connecting
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const answer = await fetch(`${url}/healthz`);
        expect(answer.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(1_000);
      }
      const stopping = performance.now();
      await site.stop(300);
      // The sends in flight were cut off at the end of the grace, not left to nodemailer's timeouts.
      expect(performance.now() - stopping).toBeLessThan(5_000);
      const rows = await database.db.select().from(mailOutbox);
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.sentAt === null && row.lockedUntil === null)).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
