// npm run bench:load — requests/s and latency of the production server under autocannon, one row
// after another on one server: pages, the waitlist, a sign-in, and a static asset as the ceiling.
// PGlite by default; with DATABASE_URL, a fresh database on that PostgreSQL, dropped afterwards.
// Prints a table and writes bench/results/load-<pglite|postgres>.md and .json. Figures only.
//
//   npm run bench:load -- [--duration 10] [--connections 50] [--compressed] [--no-build]
import { existsSync, readdirSync } from "node:fs";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { signUp } from "./lib/accounts.mjs";
import { createRunDatabase, stopAndCheckWaitlist } from "./lib/database.mjs";
import { infoLines, markdownTable, runInfo, writeResults } from "./lib/report.mjs";
import { build, startServer } from "./lib/server.mjs";
import { navigationCheck, signInRequest, waitlistTraffic } from "./lib/traffic.mjs";

const PORT = 3302;
const ASSETS_DIR = "build/client/assets";

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    // Ask for gzip/brotli as browsers do; off by default, so rows compare with plain autocannon figures.
    compressed: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const duration = Number(flags.duration);
const connections = Number(flags.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  throw new Error("--duration must be a positive number of seconds and --connections a positive integer");
}

if (!flags["no-build"] || !existsSync(ASSETS_DIR)) build();
const asset = ceilingAsset();
const adminUrl = process.env.DATABASE_URL || "";
const driver = adminUrl ? "postgres" : "pglite";
const runDatabase = adminUrl ? await createRunDatabase(adminUrl) : undefined;
const server = await startServer({ port: PORT, databaseUrl: runDatabase?.url ?? "" }).catch(async (error) => {
  await runDatabase?.drop();
  throw error;
});
const info = runInfo();
const rows = [];
let waitlist;
let check;
/** Navigation checks of the page rows; compressed bodies cannot be searched, so none then. */
const navigation = {};
try {
  const { origin } = server;
  const visitor = await signUp(origin, "bench-load-visitor", "Load Visitor");
  const member = await signUp(origin, "bench-load-member");
  waitlist = waitlistTraffic(origin, `bench-load-${Date.now()}`);
  const extra = flags.compressed ? { "Accept-Encoding": "br, gzip" } : {};
  if (!flags.compressed) {
    navigation["GET / (anonymous)"] = navigationCheck(undefined);
    navigation["GET / (signed in)"] = navigationCheck(visitor.name);
    navigation["GET /lab"] = navigationCheck(undefined);
  }
  // The ceiling first, on the warmed-up server; the sign-in last, since its password hashing can
  // leave work queued after autocannon stops.
  const scenarios = [
    { name: `GET ${asset} (ceiling)`, requests: [{ method: "GET", path: asset }], ceiling: true },
    { name: "GET / (anonymous)", requests: [{ method: "GET", path: "/" }] },
    {
      name: "GET / (signed in)",
      requests: [{ method: "GET", path: "/", headers: { Cookie: visitor.cookie } }],
    },
    { name: "GET /lab", requests: [{ method: "GET", path: "/lab" }] },
    { name: "POST /api/waitlist", requests: [waitlist.request] },
    { name: "POST sign-in", requests: [signInRequest(origin, member.email)] },
  ];
  await warmUp(origin, scenarios);
  for (const scenario of scenarios) {
    await settle(origin);
    process.stdout.write(`${scenario.name}: ${duration} s at ${connections} connections… `);
    const result = await autocannon({
      url: origin,
      connections,
      duration,
      headers: extra,
      requests: scenario.requests.map((request) => ({
        ...request,
        headers: { ...extra, ...request.headers },
        onResponse: request.onResponse ?? navigation[scenario.name]?.onResponse,
      })),
    });
    const row = summarise(scenario, result);
    rows.push(row);
    console.log(`${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms`);
  }
} finally {
  check = await stopAndCheckWaitlist({ server, waitlist, runDatabase });
}

const ceiling = rows.find((row) => row.ceiling)?.requestsPerSecond;
for (const row of rows) row.ratioToCeiling = ceiling ? row.requestsPerSecond / ceiling : null;
await report();

/**
 * A few sequential requests of each kind first, so the first row does not measure a cold process
 * (JIT, module loading, the first render of each route).
 */
async function warmUp(origin, scenarios) {
  process.stdout.write("warming up… ");
  for (const { requests } of scenarios) {
    const [request] = requests;
    // The waitlist's bodies are made per request; warm that route with a fixed, valid entry.
    const body =
      request.body ??
      (request.path === "/api/waitlist"
        ? JSON.stringify({ fullName: "Warm Up", email: "warm-up@bench.example.com", primaryActivity: "gym" })
        : undefined);
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${origin}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body,
      });
      const text = await response.text();
      // The navigation check below relies on this label; say so at once if the markup changed.
      if (i === 0 && request.headers?.Cookie && !text.includes("Account menu for ")) {
        throw new Error(
          `the signed-in ${request.path} shows no "Account menu for …": update navigationCheck`,
        );
      }
    }
  }
  console.log("done");
}

/**
 * Waits until the server answers /healthz promptly again: work a previous row left queued (its
 * sockets closed, the server still busy) must not count against the next one.
 */
async function settle(origin) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${origin}/healthz`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The root stylesheet every page loads: a real hashed asset, small enough to stay CPU-bound. */
function ceilingAsset() {
  const files = readdirSync(ASSETS_DIR).sort();
  const file =
    files.find((f) => /^root-.*\.css$/.test(f)) ?? files.find((f) => f.endsWith(".css")) ?? files[0];
  if (!file) throw new Error(`${ASSETS_DIR} is empty: build first`);
  return `/assets/${file}`;
}

function summarise(scenario, result) {
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  return {
    name: scenario.name,
    ceiling: Boolean(scenario.ceiling),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: byStatus,
  };
}

async function report() {
  const wrongPages = Object.values(navigation).reduce((sum, c) => sum + c.result().wrong, 0);
  const table = markdownTable(
    ["scenario", "req/s", "p50 ms", "p99 ms", "requests", "errors", "non-2xx", "statuses", "× ceiling"],
    rows.map((row) => [
      row.name,
      row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.requests,
      row.errors + row.timeouts,
      row.non2xx,
      Object.entries(row.statusCodes)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", "),
      row.ratioToCeiling === null ? null : `${(row.ratioToCeiling * 100).toFixed(1)} %`,
    ]),
  );
  const lost = check
    ? `lost entries: ${check.lost} (${check.acknowledged} waitlist sign-ups answered 201, ${check.stored} rows in waitlist_entries; rows beyond the 201s were still in flight when the run stopped)`
    : "lost entries: not checked (the waitlist run did not happen)";
  const markdown = [
    `# Load: autocannon against the production server on ${driver === "pglite" ? "PGlite" : "PostgreSQL"}`,
    "",
    infoLines(info, {
      database: driver,
      connections,
      "duration per row": `${duration} s`,
      "Accept-Encoding": flags.compressed ? "br, gzip" : "none (autocannon's default)",
      command: `npm run bench:load -- ${process.argv.slice(2).join(" ")}`.trim(),
    }),
    "",
    "Errors are socket errors and timeouts; × ceiling is the row's requests/s over the static asset's.",
    "",
    table,
    "",
    lost,
    ...(check?.lost ? [`LOST: ${check.lostSample.join(", ")}…`] : []),
    "",
    ...navigationLines(),
  ].join("\n");
  console.log(`\n${markdown}`);
  if (wrongPages > 0) {
    console.error(
      `\n!!! ${wrongPages} PAGES SHOWED THE WRONG NAVIGATION (a signed-in page leaked or lost) !!!`,
    );
    process.exitCode = 1;
  }
  if (check?.lost) {
    console.error(`\n!!! ${check.lost} ACKNOWLEDGED WAITLIST ENTRIES ARE MISSING FROM THE DATABASE !!!`);
    process.exitCode = 1;
  }
  await writeResults(`load-${driver}`, markdown, {
    ...info,
    database: driver,
    connections,
    durationSeconds: duration,
    compressed: flags.compressed,
    rows,
    waitlist: check ?? null,
    navigation: Object.fromEntries(Object.entries(navigation).map(([name, c]) => [name, c.result()])),
  });
}

function navigationLines() {
  const entries = Object.entries(navigation);
  if (entries.length === 0) return ["navigation check: not done (compressed bodies)"];
  return [
    "Navigation check (a signed-out page must not show the account menu; a signed-in one must show its own user's):",
    "",
    ...entries.map(([name, c]) => {
      const { checked, wrong } = c.result();
      return `- ${name}: ${checked} pages checked, ${wrong} wrong`;
    }),
  ];
}
