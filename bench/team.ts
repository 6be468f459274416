// `npm run bench:team`: the launch room at launch size. Seeds 100,000 waitlist members and 1,000,000
// page views (bench/lib/team-seed.ts), starts the site on that database as the server tests do
// (the production build, in this process), signs in an enrolled admin and times the overview, the
// members view (searched, each filter, each order, a page half-way down) and the export's first
// bytes over HTTP: p50 and p95 of `--runs` requests after `--warmup` ones, on PGlite and (with
// DATABASE_URL) on a fresh PostgreSQL database dropped afterwards. The first request of each page
// is reported on its own: it reads what no cache holds yet.
// Flags: --members N, --views N, --runs N (30), --warmup N (3), --databases pglite,postgres, --no-build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { sql } from "drizzle-orm";
import prettier from "prettier";

import { type Database, openPglite, openPostgres } from "../app/db/client.server";
import { rowsOf } from "../app/db/rows";
import { membersSearch } from "../app/lib/member-filters";
import { createPostgresDatabase } from "../dev/harness/databases";
import { startTestServer } from "../dev/harness/test-server";
import { teamMember } from "../dev/harness/team-accounts";

import { seedLaunch } from "./lib/team-seed";
import { currentCommit } from "./lib/run-info";

const { values } = parseArgs({
  options: {
    members: { type: "string", default: "100000" },
    views: { type: "string", default: "1000000" },
    runs: { type: "string", default: "30" },
    warmup: { type: "string", default: "3" },
    databases: { type: "string", default: "pglite,postgres" },
    "no-build": { type: "boolean", default: false },
  },
});
const size = { members: Number(values.members), views: Number(values.views) };
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const databases = new Set(values.databases.split(","));

/**
 * The baseline, timed the same way in the same run: the admin's own dashboard, a signed-in page
 * that reads one row. Each team page's p50 is printed as a multiple of it.
 */
const BASELINE = "/dashboard";

/** A UTC day `daysAgo` before today, as the members view's filters write it. */
const dayAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The pages the team opens most, as a member of it would: the overview's ranges; the members view
 * plain, searched, by each filter and each order, and a page half-way down (`deep`, the cursor of
 * the row in the middle of the newest-first order); and the export, timed to its first bytes.
 */
function pagesOf(deep: string): string[] {
  return [
    BASELINE,
    "/team?range=7",
    "/team?range=30",
    "/team?range=90",
    "/team/members",
    "/team/members?q=smith",
    "/team/members?q=member12345",
    "/team/members?status=pending",
    "/team/members?activity=tennis",
    "/team/members?source=newsletter",
    "/team/members?source=direct",
    `/team/members?from=${dayAgo(30)}&to=${dayAgo(23)}`,
    "/team/members?referred=yes",
    "/team/members?flagged=yes",
    "/team/members?status=confirmed&activity=trail&referred=yes",
    "/team/members?sort=oldest",
    "/team/members?sort=name",
    "/team/members?sort=referrals",
    `/team/members${deep}`,
    EXPORT,
    `${EXPORT}?q=smith&sort=name`,
  ];
}

/** The export's answer is timed to its first bytes: when the download starts, not how long it takes. */
const EXPORT = "/team/members/export";

/** The address of the members page that starts after the middle row of the newest-first order. */
async function deepPage(db: Database["db"], members: number): Promise<string> {
  const middle = rowsOf<{ joined_at: string; id: string }>(
    await db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as joined_at, id
        from waitlist_entries order by created_at desc, id desc offset ${Math.floor(members / 2)} limit 1`),
  )[0];
  if (!middle) return "";
  return membersSearch({ sort: "newest" }, { sort: "newest", joinedAt: middle.joined_at, id: middle.id });
}

/** Every page's p95 target (bench/README.md, bench:team), for the table's verdict. */
const TARGET_P95_MS = 300;

/** The page as the table names it: a cursor is long and says nothing to a reader. */
const shown = (page: string) => page.replace(/after=[^&]+/, "after=(the middle row)");

type Row = {
  database: string;
  page: string;
  status: number;
  first: number;
  p50: number;
  p95: number;
  max: number;
  /** p50 as a multiple of the baseline's p50 on the same database. */
  ratio: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => Math.round(value);

/**
 * One GET as the admin's browser, timed until the whole page has arrived, or for the export until
 * its first bytes have (then the download is cancelled, as a closed tab would).
 */
async function timed(url: string, cookie: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", headers: { Cookie: cookie } });
  if (new URL(url).pathname === EXPORT && response.body) {
    const reader = response.body.getReader();
    await reader.read();
    const ms = performance.now() - started;
    await reader.cancel();
    return { status: response.status, ms };
  }
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * Resolves once the site has no query running: a cancelled export's server side still ends the read
 * it had begun (the download starts before its first batch is read), and the next request timed
 * must not share the database with it. PGlite runs one statement at a time: a ping queues behind.
 */
async function databaseIdle(database: Database): Promise<void> {
  if (database.driver === "pglite") return database.ping();
  while (database.connections().inUse > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function measure(label: string, database: Database, dispose: () => Promise<void>): Promise<Row[]> {
  const rows: Row[] = [];
  try {
    const seeding = performance.now();
    await seedLaunch(database.db, size);
    console.log(
      `${label}: seeded ${size.members} members and ${size.views} page views in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const server = await startTestServer({ ...database, label, dispose });
    try {
      const admin = await teamMember(server, { ...database, label, dispose }, "admin", {
        tag: "bench-admin",
      });
      let baselineP50: number | undefined;
      for (const page of pagesOf(await deepPage(database.db, size.members))) {
        const url = `${server.url}${page}`;
        const timedAlone = async () => {
          await databaseIdle(database);
          return timed(url, admin.cookie);
        };
        const first = await timedAlone();
        for (let i = 0; i < warmup; i += 1) await timedAlone();
        const times: number[] = [];
        let status = first.status;
        for (let i = 0; i < runs; i += 1) {
          const run = await timedAlone();
          if (run.status !== 200) status = run.status;
          times.push(run.ms);
        }
        times.sort((a, b) => a - b);
        const row = {
          database: label,
          page: shown(page),
          status,
          first: ms(first.ms),
          p50: ms(percentile(times, 50)),
          p95: ms(percentile(times, 95)),
          max: ms(times.at(-1)!),
          ratio: percentile(times, 50) / (baselineP50 ??= percentile(times, 50)),
        };
        rows.push(row);
        console.log(
          `${label.padEnd(10)} ${row.page.padEnd(62)} ${status} first ${row.first} ms, p50 ${row.p50} ms (×${row.ratio.toFixed(1)} ${BASELINE}), p95 ${row.p95} ms`,
        );
      }
    } finally {
      await server.close();
    }
  } finally {
    await dispose();
  }
  return rows;
}

// A benchmark of a stale bundle measures the wrong code.
if (!values["no-build"] && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0)
  throw new Error("npm run build failed; see above");

const rows: Row[] = [];
if (databases.has("pglite")) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-bench-team-"));
  try {
    const pglite = await openPglite(path.join(root, "pglite"));
    rows.push(...(await measure("PGlite", pglite, () => pglite.close())));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
if (!databases.has("postgres")) {
  console.log("PostgreSQL: skipped (--databases)");
} else if (process.env.DATABASE_URL) {
  const run = await createPostgresDatabase(process.env.DATABASE_URL, "modura_bench_team");
  try {
    const postgres = await openPostgres(run.url);
    rows.push(...(await measure("PostgreSQL", postgres, () => postgres.close())));
  } finally {
    await run.drop();
  }
} else {
  console.log("PostgreSQL: skipped (set DATABASE_URL to measure it too)");
}

const header = [
  "database",
  "page",
  "status",
  "first ms",
  "p50 ms",
  "p95 ms",
  "max ms",
  `p50 ÷ ${BASELINE}`,
  `p95 ≤ ${TARGET_P95_MS} ms`,
];
const lines = rows.map((r) =>
  [
    r.database,
    `\`${r.page}\``,
    r.status,
    r.first,
    r.p50,
    r.p95,
    r.max,
    r.ratio.toFixed(1),
    r.page === BASELINE ? "(baseline)" : r.p95 <= TARGET_P95_MS ? "yes" : "NO",
  ].join(" | "),
);
const table = [header.join(" | "), header.map(() => "---").join(" | "), ...lines]
  .map((line) => `| ${line} |`)
  .join("\n");

// bench/results/team.md: the latest figures, with what they were measured on.
const commit = currentCommit();
const report = [
  "# Launch room at launch size",
  "",
  `- date: ${new Date().toISOString()}`,
  `- commit: ${commit}`,
  `- cores: ${os.cpus().length} (${os.cpus()[0]?.model ?? "unknown"}), load average at the end: ${os.loadavg()[0]!.toFixed(2)}`,
  `- node: ${process.version}`,
  `- what: ${size.members} waitlist members, ${size.views} page views over 90 days; an enrolled admin's GET over HTTP to the production build served in this process, ${warmup} warm-ups then ${runs} timed requests per page, one at a time, each until its whole page has arrived (the export: until its first bytes have, then cancelled), each once the site has no query running (a cancelled export ends the read it had begun); "deep" is the members page after the middle row of the newest-first order; "first" is the first request of the page, its rows not yet in the database's cache (the seed sums the settled days first, as the page-view days job has on a live site); the baseline is the admin's ${BASELINE}, timed the same way`,
  `- command: npm run bench:team${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  "",
  table,
  "",
].join("\n");
const resultsFile = path.join(import.meta.dirname, "results", "team.md");
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
// Formatted as `npm run lint` (prettier --check .) expects.
const prettierOptions = (await prettier.resolveConfig(resultsFile)) ?? {};
const formatted = await prettier.format(report, { ...prettierOptions, parser: "markdown" });
fs.writeFileSync(resultsFile, formatted);
console.log(`\n${formatted}\nWritten to ${path.relative(process.cwd(), resultsFile)}`);
