// `npm run bench:mail`: the outbox worker's send throughput, in messages per second, to a real SMTP
// server on loopback, on the embedded database and (with DATABASE_URL) on PostgreSQL.
// Options: --messages N (default 1000), --batch N (default 50), --concurrency N (default 4).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { sql } from "drizzle-orm";
import prettier from "prettier";
import { pino } from "pino";

import { type Database, openPglite, openPostgres } from "../app/db/client.server";
import { mailOutbox } from "../app/db/schema";
import type { MailRenderers } from "../app/platform/mail/message";
import { waitlistConfirmMail } from "../app/features/waitlist/mail-templates";
import { createMailTransport } from "../app/platform/mail/transport.server";
import { startJobs } from "../app/platform/jobs.server";
import { mailWorkerJob } from "../app/platform/mail/worker.server";
import { createPostgresDatabase } from "../dev/harness/databases";
import { startTestSmtp } from "../dev/harness/smtp";
import { currentCommit } from "./lib/run-info";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "1000" },
    batch: { type: "string", default: "50" },
    concurrency: { type: "string", default: "4" },
  },
});
const messages = Number(values.messages);
const batchSize = Number(values.batch);
const concurrency = Number(values.concurrency);

const PUBLIC_URL = "http://localhost:3000";

// The real template, so rendering counts as it does in production.
const renderers: MailRenderers = {
  "bench-confirm": async (payload) => {
    const { n } = payload as { n: number };
    return waitlistConfirmMail({
      confirmUrl: `${PUBLIC_URL}/waitlist/confirm?token=${n}`,
      statusUrl: `${PUBLIC_URL}/waitlist/status?token=${n}`,
      unsubscribeUrl: `${PUBLIC_URL}/waitlist/unsubscribe?token=${n}`,
    });
  },
};

type Row = { label: string; seconds: number; perSecond: number; received: number; distinct: number };
const rows: Row[] = [];

async function measure(label: string, database: Database): Promise<void> {
  const smtp = await startTestSmtp();
  const logger = pino({ level: "warn" });
  const transport = createMailTransport(
    { dataDir: os.tmpdir(), mail: { smtpUrl: smtp.url, from: "Modura <bench@localhost>" } },
    logger,
  );
  const queued = Array.from({ length: messages }, (_, n) => ({
    recipient: `member${n}@example.com`,
    kind: "bench-confirm",
    payload: { n },
  }));
  for (let i = 0; i < queued.length; i += 500)
    await database.db.insert(mailOutbox).values(queued.slice(i, i + 500));

  const started = performance.now();
  const worker = startJobs({
    mail: mailWorkerJob({
      db: database.db,
      transport,
      renderers,
      renderContext: { db: database.db, publicUrl: PUBLIC_URL, secret: "bench".repeat(8) },
      logger,
      batchSize,
      concurrency,
    }),
  });
  await smtp.waitForCount(messages, 600_000);
  const received = performance.now();
  // Done means recorded too: the last rows marked sent.
  for (;;) {
    const [left] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`sent_at is null`);
    if (left?.count === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  transport.close();
  await smtp.close();
  const unique = new Set(smtp.received.map((m) => m.to[0])).size;
  rows.push({
    label,
    seconds,
    perSecond: messages / seconds,
    received: smtp.received.length,
    distinct: unique,
  });
  console.log(
    `${label.padEnd(10)} ${messages} messages in ${seconds.toFixed(2)} s: ` +
      `${(messages / seconds).toFixed(0)} messages/s (all received after ${((received - started) / 1000).toFixed(2)} s; ` +
      `${unique} distinct recipients, ${smtp.received.length} received)`,
  );
}

console.log(
  `Outbox worker to a loopback SMTP server (smtp-server + mailparser), the waitlist confirmation ` +
    `template, batch ${batchSize}, ${concurrency} in flight, 3 pooled SMTP connections.`,
);

const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-bench-mail-"));
try {
  const pglite = await openPglite(path.join(root, "pglite"));
  try {
    await measure("PGlite", pglite);
  } finally {
    await pglite.close();
  }
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const run = await createPostgresDatabase(process.env.DATABASE_URL, "modura_bench_mail");
  try {
    const postgres = await openPostgres(run.url);
    try {
      await measure("PostgreSQL", postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    await run.drop();
  }
} else {
  console.log("PostgreSQL: skipped (set DATABASE_URL to measure it too)");
}

// bench/results/mail.md: the latest figures, with what they were measured on.
const commit = currentCommit();
const report = [
  "# Mail: outbox worker send throughput",
  "",
  `- date: ${new Date().toISOString()}`,
  `- commit: ${commit}`,
  `- cores: ${os.cpus().length} (${os.cpus()[0]?.model ?? "unknown"}), load average at the end: ${os.loadavg()[0]!.toFixed(2)}`,
  `- node: ${process.version}`,
  `- what: ${messages} queued waitlist confirmation messages (react-email render, both parts), batch ${batchSize}, ${concurrency} in flight, 3 pooled SMTP connections, to smtp-server + mailparser on loopback in the same process`,
  `- command: npm run bench:mail${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  "",
  "| database | messages | seconds | messages/s | received | distinct recipients |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (r) =>
      `| ${r.label} | ${messages} | ${r.seconds.toFixed(2)} | ${r.perSecond.toFixed(0)} | ${r.received} | ${r.distinct} |`,
  ),
  "",
].join("\n");
const resultsDir = path.join(import.meta.dirname, "results");
fs.mkdirSync(resultsDir, { recursive: true });
const resultsFile = path.join(resultsDir, "mail.md");
// Formatted as `npm run lint` (prettier --check .) expects.
const prettierOptions = (await prettier.resolveConfig(resultsFile)) ?? {};
fs.writeFileSync(resultsFile, await prettier.format(report, { ...prettierOptions, parser: "markdown" }));
console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
