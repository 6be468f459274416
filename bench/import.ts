// `npm run bench:import`: a list of 100,000 members in the members export's format imported into
// an empty waitlist on PostgreSQL, as `npm run waitlist -- import FILE --apply` does it (read,
// plan, written in batches with a confirmation queued for each pending member), then the same file
// again (which must change nothing). The baseline, in the same run: the same rows written into
// another empty database by one plain multi-row insert a batch, with no plan, mail or audit: what
// the rows alone cost this database. Each database is made fresh on DATABASE_URL's server
// (default postgres://postgres@127.0.0.1:5432/postgres) and dropped after.
// Flags: --rows N (100000).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { sql } from "drizzle-orm";

import { openPostgres } from "../app/db/client.server";
import { rowsOf } from "../app/db/rows";
import { waitlistEntries } from "../app/db/schema";
import { MEMBER_CSV_HEADER } from "../app/features/team/members-csv";
import { readImportFile } from "../app/features/waitlist/import-rows";
import { carryOutImport, planImport } from "../app/features/waitlist/import.server";
import { createPostgresDatabase } from "../dev/harness/databases";

import { currentCommit } from "./lib/run-info";

const { values } = parseArgs({ options: { rows: { type: "string", default: "100000" } } });
const ROWS = Number(values.rows);
const adminUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const ACTIVITIES = ["trail", "tennis", "gym", "walking", "casual", "other"];

/** The list: the export's columns, a third confirmed, join times over the past year, some sources. */
function listFile(rows: number): Uint8Array {
  const start = Date.now() - 365 * 86_400_000;
  const lines = [MEMBER_CSV_HEADER.join(",")];
  for (let i = 0; i < rows; i++) {
    const joined = new Date(start + i * Math.floor((364 * 86_400_000) / rows));
    const cells: Record<string, string> = {
      name: `Member ${i}`,
      email: `member-${i}@example.com`,
      activity: ACTIVITIES[i % ACTIVITIES.length]!,
      joined_at: joined.toISOString(),
      confirmed_at: i % 3 === 0 ? new Date(joined.getTime() + 3_600_000).toISOString() : "",
      utm_source: i % 4 === 0 ? "newsletter" : "",
    };
    lines.push(MEMBER_CSV_HEADER.map((name) => cells[name] ?? "").join(","));
  }
  return new TextEncoder().encode(lines.join("\r\n"));
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function timeImport(bytes: Uint8Array) {
  const created = await createPostgresDatabase(adminUrl, "modura_bench_import");
  const database = await openPostgres(created.url, 4);
  try {
    const actor = { id: null, email: "cli:bench", ipAddress: null };
    let t = performance.now();
    const read = readImportFile(bytes, new Date());
    if (!read.ok) throw new Error(read.problem);
    const readS = seconds(t);
    t = performance.now();
    const plan = await planImport(database.db, read);
    const planS = seconds(t);
    t = performance.now();
    const result = await carryOutImport(database.db, plan, actor, { file: "bench.csv" });
    const writeS = seconds(t);
    t = performance.now();
    const again = await carryOutImport(database.db, await planImport(database.db, read), actor, {
      file: "bench.csv",
    });
    const againS = seconds(t);
    const [mail] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from mail_outbox where kind = 'waitlist-confirm'`,
      ),
    );
    return { readS, planS, writeS, againS, result, again, mail: mail!.n };
  } finally {
    await database.close();
    await created.drop();
  }
}

/** The baseline: the same rows, one plain insert a batch of 1,000, nothing else. */
async function timePlainInsert(bytes: Uint8Array) {
  const created = await createPostgresDatabase(adminUrl, "modura_bench_plain");
  const database = await openPostgres(created.url, 4);
  try {
    const read = readImportFile(bytes, new Date());
    if (!read.ok) throw new Error(read.problem);
    const t = performance.now();
    for (let i = 0; i < read.rows.length; i += 1_000)
      await database.db.insert(waitlistEntries).values(
        read.rows.slice(i, i + 1_000).map((row) => ({
          fullName: row.fullName,
          email: row.email,
          primaryActivity: row.primaryActivity,
          createdAt: row.joinedAt ?? new Date(),
        })),
      );
    return seconds(t);
  } finally {
    await database.close();
    await created.drop();
  }
}

const bytes = listFile(ROWS);
const plain = await timePlainInsert(bytes);
const run = await timeImport(bytes);
const total = run.readS + run.planS + run.writeS;
const f = (s: number) => s.toFixed(2);
const report = `# bench:import

${new Date().toISOString().slice(0, 10)}, commit ${currentCommit()}, ${os.cpus().length} cores, PostgreSQL; \`npm run bench:import -- --rows ${ROWS}\`

A file of ${ROWS.toLocaleString("en-US")} rows (${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB) imported into an empty waitlist.

| step | seconds |
| --- | --- |
| read and check the file | ${f(run.readS)} |
| plan (compare with the list) | ${f(run.planS)} |
| write (batches of 1,000, with the mail) | ${f(run.writeS)} |
| **import in all** | **${f(total)}** (${Math.round(ROWS / total).toLocaleString("en-US")} rows/s) |
| the same file again (plan and write) | ${f(run.againS)} |
| baseline: the rows alone, plain inserts | ${f(plain)} |
| import ÷ baseline | ${(total / plain).toFixed(1)}× |

Added ${run.result.added.toLocaleString("en-US")}, confirmations queued ${run.mail.toLocaleString("en-US")}; the second import added ${run.again.added} and updated ${run.again.updated}.
`;
process.stdout.write(report);
const resultsFile = path.join(import.meta.dirname, "results", "import.md");
fs.writeFileSync(resultsFile, report);
