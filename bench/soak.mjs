// npm run bench:soak — a minute of mixed traffic (pages, waitlist sign-ups, sign-ins) at 50
// connections against the production server, watching the server's memory. Reports errors (any
// status but 2xx, 3xx and 429, and socket errors: there must be none), p99, the server's RSS over
// time with a growth verdict, and lost waitlist entries. Writes bench/results/soak.md and .json.
//
//   npm run bench:soak -- [--duration 60] [--connections 50] [--no-build]
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { signUp } from "./lib/accounts.mjs";
import { createRunDatabase, stopAndCheckWaitlist } from "./lib/database.mjs";
import { infoLines, markdownTable, runInfo, writeResults } from "./lib/report.mjs";
import { build, rssMiB, startServer } from "./lib/server.mjs";
import { signInRequest, waitlistTraffic } from "./lib/traffic.mjs";

const PORT = 3304;
const SAMPLE_EVERY_MS = 10_000;
const PAGES = ["/", "/lab", "/technology", "/auth"];
const VISITS_PER_SIGN_IN = 3;
/** RSS may grow this much after the first sample (caches, JIT) before the verdict calls it growth. */
const GROWTH_TOLERANCE = 0.15;

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    "no-build": { type: "boolean", default: false },
  },
});
const duration = Number(flags.duration);
const connections = Number(flags.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  throw new Error("--duration must be a positive number of seconds and --connections a positive integer");
}

if (!flags["no-build"] || !existsSync("build/server/index.js")) build();
// PGlite by default; with DATABASE_URL, a fresh database on that PostgreSQL, dropped afterwards.
const adminUrl = process.env.DATABASE_URL || "";
const runDatabase = adminUrl ? await createRunDatabase(adminUrl) : undefined;
const server = await startServer({ port: PORT, databaseUrl: runDatabase?.url ?? "" }).catch(async (error) => {
  await runDatabase?.drop();
  throw error;
});
const info = runInfo();
const memory = [];
const sampleMemory = (label) => {
  const rss = rssMiB(server.pid);
  memory.push({ atSeconds: label, rssMiB: rss });
  return rss;
};
let result;
let waitlist;
let check;
/** Statuses per kind of request, to say which part failed when something does. */
const statusesByKind = {};
try {
  const { origin } = server;
  const member = await signUp(origin, "bench-soak-member");
  waitlist = waitlistTraffic(origin, `bench-soak-${Date.now()}`);
  const tally = (kind, request) => ({
    ...request,
    onResponse(status, body, context, headers) {
      const counts = (statusesByKind[kind] ??= {});
      counts[status] = (counts[status] ?? 0) + 1;
      request.onResponse?.(status, body, context, headers);
    },
  });
  const visit = [
    ...PAGES.map((path) => tally(`GET ${path}`, { method: "GET", path })),
    tally("POST /api/waitlist", waitlist.request),
  ];
  // Each connection loops through this list. A sign-in costs a password hash (tens of ms of CPU),
  // so it comes once per few visits, as on a real site, rather than setting the pace of every round.
  const requests = [
    ...Array.from({ length: VISITS_PER_SIGN_IN }, () => visit).flat(),
    tally("POST sign-in", signInRequest(origin, member.email)),
  ];
  console.log(`start: server RSS ${sampleMemory(0)} MiB; ${duration} s at ${connections} connections…`);
  const started = Date.now();
  const sampler = setInterval(() => {
    const at = Math.round((Date.now() - started) / 1000);
    // The end sample follows the run; one taken in its last moment would only repeat it.
    if (at >= duration) return;
    console.log(`  ${at} s: server RSS ${sampleMemory(at)} MiB`);
  }, SAMPLE_EVERY_MS);
  try {
    result = await autocannon({ url: origin, connections, duration, requests });
  } finally {
    clearInterval(sampler);
  }
  const end = Math.round((Date.now() - started) / 1000);
  console.log(`end (${end} s): server RSS ${sampleMemory(end)} MiB`);
} finally {
  check = await stopAndCheckWaitlist({ server, waitlist, runDatabase });
}

await report();

/** Statuses that count as failures: anything but 2xx, 3xx and the rate limiter's 429. */
function failures(counts) {
  return Object.entries(counts)
    .filter(([status]) => !/^[23]\d\d$/.test(status) && status !== "429")
    .reduce((sum, [, count]) => sum + count, 0);
}

/**
 * Growth is what remains after warm-up: the first sample under load (10 s) against the end. A
 * process that leaks grows at every sample; one that warms up levels off.
 */
function memoryVerdict() {
  const rss = memory.map((m) => m.rssMiB).filter((v) => v !== null);
  if (rss.length < 3) return { verdict: "too short to judge (needs at least two samples under load)" };
  const baseline = rss[1];
  const end = rss[rss.length - 1];
  const growth = (end - baseline) / baseline;
  const underLoad = rss.slice(1);
  const alwaysRising = underLoad.every((v, i) => i === 0 || v > underLoad[i - 1]);
  const steady = growth <= GROWTH_TOLERANCE || !alwaysRising;
  return {
    baselineMiB: baseline,
    endMiB: end,
    growthPercent: Math.round(growth * 1000) / 10,
    verdict: steady
      ? `no steady growth (${formatPercent(growth)} from the first sample under load to the end${alwaysRising ? "" : "; not rising at every sample"})`
      : `GROWING: ${formatPercent(growth)} from the first sample under load to the end, rising at every sample; look for a leak`,
  };
}

function formatPercent(fraction) {
  return `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)} %`;
}

async function report() {
  const statusCounts = Object.fromEntries(
    Object.entries(result?.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  const errors = (result?.errors ?? 0) + (result?.timeouts ?? 0);
  const failed = failures(statusCounts) + errors;
  const mem = memoryVerdict();
  const kinds = markdownTable(
    ["request", "responses", "statuses", "failures"],
    Object.entries(statusesByKind).map(([kind, counts]) => [
      kind,
      Object.values(counts).reduce((a, b) => a + b, 0),
      Object.entries(counts)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", "),
      failures(counts),
    ]),
  );
  const memoryTable = markdownTable(
    ["at s", "RSS MiB"],
    memory.map((m) => [m.atSeconds, m.rssMiB]),
  );
  const lost = check
    ? `lost entries: ${check.lost} (${check.acknowledged} waitlist sign-ups answered 201, ${check.stored} rows stored)`
    : "lost entries: not checked";
  const markdown = [
    `# Soak: ${duration} s of mixed traffic at ${connections} connections`,
    "",
    infoLines(info, {
      database: runDatabase ? "postgres" : "pglite",
      mix: `per connection, in turn: ${VISITS_PER_SIGN_IN} × (GET ${PAGES.join(", ")}, POST /api/waitlist with a new address), then a sign-in`,
      command: `npm run bench:soak -- ${process.argv.slice(2).join(" ")}`.trim(),
    }),
    "",
    `- total requests: ${result?.requests.total ?? 0} (${Math.round(result?.requests.average ?? 0)} req/s)`,
    `- errors (socket errors, timeouts, statuses other than 2xx, 3xx, 429): ${failed}`,
    `- latency: p50 ${result?.latency.p50 ?? "–"} ms, p99 ${result?.latency.p99 ?? "–"} ms`,
    `- memory: ${mem.verdict}`,
    `- ${lost}`,
    "",
    kinds,
    "",
    "Server process RSS (VmRSS of the node server):",
    "",
    memoryTable,
  ].join("\n");
  console.log(`\n${markdown}`);
  if (failed > 0) console.error(`\n!!! ${failed} ERRORS DURING THE SOAK (see the statuses above) !!!`);
  if (check?.lost)
    console.error(`\n!!! ${check.lost} ACKNOWLEDGED WAITLIST ENTRIES ARE MISSING FROM THE DATABASE !!!`);
  await writeResults("soak", markdown, {
    ...info,
    database: runDatabase ? "postgres" : "pglite",
    durationSeconds: duration,
    connections,
    totalRequests: result?.requests.total ?? 0,
    requestsPerSecond: result?.requests.average ?? 0,
    errors: failed,
    socketErrors: result?.errors ?? 0,
    timeouts: result?.timeouts ?? 0,
    statusCodes: statusCounts,
    statusesByKind,
    latencyMs: { p50: result?.latency.p50 ?? null, p99: result?.latency.p99 ?? null },
    memory: { samples: memory, ...mem },
    waitlist: check ?? null,
  });
  process.exitCode = failed > 0 || check?.lost ? 1 : 0;
}
