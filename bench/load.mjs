// npm run bench:load — requests/s and latency of the production server under wrk, one row after
// another on one server: a static file as the ceiling, anonymous and signed-in pages, each signed-in
// page (the dashboard and its tab, settings, the AdaptIQ demo), the dashboard while sign-ins run,
// the scrypt of before on one core in this process, then sign-ins alone. Each row's ratio is to the
// static file of the same run; beside wrk's figures, what the server's own /metrics histogram saw
// of the row (scraped before and after it). PGlite by default; with DATABASE_URL, a fresh database on
// that PostgreSQL, dropped afterwards. Prints a table and writes
// bench/results/load-<pglite|postgres>.md and .json. Figures only.
//
//   npm run bench:load -- [--duration 10] [--connections 50] [--no-build] [--serve DIR]
//
// --serve DIR serves another checkout's existing build (e.g. a `git worktree` of an older commit,
// built there) with this script, for a before/after table from one bench.
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";

import { hashWithLegacyScrypt } from "../app/platform/password-hash.server.ts";
import { PASSWORD, signUp } from "./lib/accounts.mjs";
import { createRunDatabase } from "./lib/database.mjs";
import { BENCH_METRICS_TOKEN, histogramSeen, scrapeDurations } from "./lib/metrics-scrape.mjs";
import { infoLines, markdownTable, runInfo, writeResults } from "./lib/report.mjs";
import { build, startServer } from "./lib/server.mjs";
import { signInRequest } from "./lib/traffic.mjs";
import { requireWrk, runWrk } from "./lib/wrk.mjs";

const PORT = 3302;
const ASSETS_DIR = "build/client/assets";
/**
 * What a browser sends with every page: its user agent (so each answer counts as a page view, as a
 * visitor's does; a request without one is not counted) and the types it takes.
 */
const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};
/** The encodings a browser takes. */
const COMPRESSED = { "Accept-Encoding": "gzip, deflate, br, zstd" };
/** While sign-ins run: this many connections sign in, the rest ask for signed-in pages. */
const SIGN_IN_SHARE = 10;
/** Better Auth's endpoints share one route label in /metrics (server/route-label.ts). */
const SIGN_IN_ROUTE = { method: "POST", route: "/api/auth/*" };

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "no-build": { type: "boolean", default: false },
    serve: { type: "string" },
  },
});
const serveDir = flags.serve ?? process.cwd();
const duration = Number(flags.duration);
const connections = Number(flags.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections <= SIGN_IN_SHARE) {
  throw new Error(
    `--duration must be a positive number of seconds and --connections an integer above ${SIGN_IN_SHARE}`,
  );
}

requireWrk();
if (!flags.serve && (!flags["no-build"] || !existsSync(ASSETS_DIR))) build();
const asset = ceilingAsset();
const adminUrl = process.env.DATABASE_URL || "";
const driver = adminUrl ? "postgres" : "pglite";
const runDatabase = adminUrl ? await createRunDatabase(adminUrl) : undefined;
const server = await startServer({
  port: PORT,
  databaseUrl: runDatabase?.url ?? "",
  cwd: serveDir,
  env: { METRICS_TOKEN: BENCH_METRICS_TOKEN },
}).catch(async (error) => {
  await runDatabase?.drop();
  throw error;
});
const info = runInfo();
// The machine is shared: what else ran is part of reading the figures.
const loadBefore = loadAverage();
const rows = [];
try {
  const { origin } = server;
  const visitor = await signUp(origin, "bench-load-visitor", "Load Visitor");
  const member = await signUp(origin, "bench-load-member");
  const signedIn = { headers: { ...BROWSER, Cookie: visitor.cookie } };
  const anonymous = { headers: BROWSER };
  // Every signed-in answer must show this visitor's own menu, and no anonymous one any menu: a
  // session cache or page cache that mixed visitors up would show here.
  const ownMenu = { mustContain: `Account menu for ${visitor.name}` };
  const noMenu = { mustNotContain: "Account menu for " };
  const signIn = signInRequest(origin, member.email);
  const signInRow = { path: signIn.path, method: "POST", headers: signIn.headers, body: signIn.body };
  const page = (name, path, check) => ({ name, path, route: path.split("?")[0], ...signedIn, check });
  const scenarios = [
    { name: `GET ${asset} (ceiling)`, path: asset, route: "static", ceiling: true },
    { name: "GET / (anonymous)", path: "/", route: "/", ...anonymous, check: noMenu },
    page("GET / (signed in)", "/", ownMenu),
    page("GET /dashboard (signed in)", "/dashboard", ownMenu),
    page("GET /dashboard?tab=preferences (signed in)", "/dashboard?tab=preferences", ownMenu),
    page("GET /dashboard/settings (signed in)", "/dashboard/settings", ownMenu),
    page("GET /adaptiq-demo (signed in)", "/adaptiq-demo", ownMenu),
    // As browsers ask, compressed: wrk cannot read a compressed body, so these rows are not checked
    // (the rows above check the same answers).
    { name: "GET / (anonymous, gzip or br)", path: "/", route: "/", headers: { ...BROWSER, ...COMPRESSED } },
    {
      name: "GET / (signed in, gzip or br)",
      path: "/",
      route: "/",
      headers: { ...signedIn.headers, ...COMPRESSED },
    },
    {
      name: "GET /dashboard (signed in, gzip or br)",
      path: "/dashboard",
      route: "/dashboard",
      headers: { ...signedIn.headers, ...COMPRESSED },
    },
  ];
  await warmUp(origin, [...scenarios, signInRow]);
  for (const scenario of scenarios) {
    await settle(origin);
    process.stdout.write(`${scenario.name}: ${duration} s at ${connections} connections… `);
    const row = { name: scenario.name, ceiling: Boolean(scenario.ceiling), connections };
    const run = () => runWrk({ origin, connections, duration, ...scenario });
    Object.assign(row, await measured(origin, [{ method: "GET", route: scenario.route }], run));
    rows.push(row);
    console.log(`${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms`);
  }
  // The static file again: the machine is shared, and a ceiling measured in a busy moment would
  // flatter every ratio; they are taken to the higher of the two.
  await settle(origin);
  process.stdout.write(`${scenarios[0].name}, again: ${duration} s at ${connections} connections… `);
  const again = { name: `${scenarios[0].name}, again`, ceiling: true, connections };
  Object.assign(
    again,
    await measured(origin, [{ method: "GET", route: "static" }], () =>
      runWrk({ origin, connections, duration, ...scenarios[0] }),
    ),
  );
  rows.push(again);
  console.log(`${again.requestsPerSecond} req/s, p99 ${again.p99Ms} ms`);
  // The dashboard while sign-ins run: both at once, the sign-ins on their own connections.
  await settle(origin);
  const pageConnections = connections - SIGN_IN_SHARE;
  process.stdout.write(
    `GET /dashboard (signed in) at ${pageConnections} connections while sign-ins run at ${SIGN_IN_SHARE}… `,
  );
  const both = await measured(origin, [{ method: "GET", route: "/dashboard" }, SIGN_IN_ROUTE], () =>
    Promise.all([
      runWrk({
        origin,
        connections: pageConnections,
        duration,
        path: "/dashboard",
        ...signedIn,
        check: ownMenu,
      }),
      runWrk({ origin, connections: SIGN_IN_SHARE, duration, ...signInRow }),
    ]),
  );
  const [pages, signIns] = both;
  rows.push({
    name: "GET /dashboard (signed in), while sign-ins run",
    connections: pageConnections,
    ...pages,
  });
  rows.push({ name: "POST sign-in, while the dashboard runs", connections: SIGN_IN_SHARE, ...signIns });
  console.log(
    `pages ${pages.requestsPerSecond} req/s, p99 ${pages.p99Ms} ms; sign-ins ${signIns.okPerSecond} ok/s`,
  );
  // What the scrypt of before (decision 033) does on one core, here in this process, the server idle:
  // the yardstick for sign-ins in the same run.
  await settle(origin);
  process.stdout.write(`scrypt (before), one hash at a time in this process: ${duration} s… `);
  const scrypt = await scryptOneCore(duration);
  rows.push(scrypt);
  console.log(`${scrypt.requestsPerSecond} hashes/s`);
  // Sign-ins alone, last: hashes still queued when wrk stops would slow whatever row came next.
  await settle(origin);
  process.stdout.write(`POST sign-in: ${duration} s at ${SIGN_IN_SHARE} connections… `);
  const alone = {
    name: "POST sign-in",
    connections: SIGN_IN_SHARE,
    ...(await measured(origin, [SIGN_IN_ROUTE], () =>
      runWrk({ origin, connections: SIGN_IN_SHARE, duration, ...signInRow }),
    )),
  };
  rows.push(alone);
  console.log(`${alone.okPerSecond} ok/s, p99 ${alone.p99Ms} ms`);
} finally {
  await server.stop();
  server.removeData();
  await runDatabase?.drop();
}

const ceilings = rows.filter((row) => row.ceiling);
const ceiling = ceilings.length ? Math.max(...ceilings.map((row) => row.requestsPerSecond)) : undefined;
for (const row of rows) row.ratioToCeiling = ceiling ? row.requestsPerSecond / ceiling : null;
await report();

/**
 * Runs `work` (one wrk run, or several at once) between two scrapes of the server's /metrics, and
 * adds to each result what the request-duration histogram saw of its method and route meanwhile.
 */
async function measured(origin, routes, work) {
  const before = await scrapeDurations(origin);
  const result = await work();
  const after = await scrapeDurations(origin);
  const results = Array.isArray(result) ? result : [result];
  results.forEach((one, i) => (one.server = histogramSeen(before, after, routes[i])));
  return result;
}

/** scrypt as Better Auth 1.7.7 hashed before decision 033, one hash at a time for `seconds`. */
async function scryptOneCore(seconds) {
  const times = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const one = performance.now();
    await hashWithLegacyScrypt(PASSWORD);
    times.push(performance.now() - one);
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return {
    name: "scrypt of before (N=16384, r=16), one core, in the bench process",
    connections: 1,
    requests: times.length,
    requestsPerSecond: Math.round((times.length / elapsed) * 10) / 10,
    okPerSecond: Math.round((times.length / elapsed) * 10) / 10,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors: 0,
    non2xx: 0,
    checked: 0,
    wrong: 0,
    scrypt: true,
  };
}

/**
 * A few sequential requests of each kind first, so the first row does not measure a cold process
 * (JIT, module loading, the first render of each route).
 */
async function warmUp(origin, scenarios) {
  process.stdout.write("warming up… ");
  for (const { path: urlPath, method = "GET", headers, body, check } of scenarios) {
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${origin}${urlPath}`, { method, headers, body });
      const text = await response.text();
      // The body checks rely on this label; say so at once if the markup changed.
      if (i === 0 && check?.mustContain && !text.includes(check.mustContain)) {
        throw new Error(`${urlPath} shows no "${check.mustContain}": update the bench's check`);
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
  const files = readdirSync(`${serveDir}/${ASSETS_DIR}`).sort();
  const file =
    files.find((f) => /^root-.*\.css$/.test(f)) ?? files.find((f) => f.endsWith(".css")) ?? files[0];
  if (!file) throw new Error(`${ASSETS_DIR} is empty: build first`);
  return `/assets/${file}`;
}

async function report() {
  const wrongPages = rows.reduce((sum, row) => sum + row.wrong, 0);
  const table = markdownTable(
    [
      "scenario",
      "connections",
      "req/s",
      "p50 ms",
      "p99 ms",
      "requests",
      "errors",
      "non-2xx",
      "pages checked",
      "× static",
      "/metrics: count",
      "/metrics: mean ms",
      "/metrics: p99 ms",
    ],
    rows.map((row) => [
      row.name,
      row.connections,
      row.scrypt ? `${row.requestsPerSecond} hashes/s` : row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.requests,
      row.errors,
      row.non2xx,
      row.checked ? `${row.checked} (${row.wrong} wrong)` : "",
      row.ratioToCeiling === null || row.scrypt ? null : `${(row.ratioToCeiling * 100).toFixed(1)} %`,
      row.server ? `${row.server.count} (${row.server.ok} 2xx)` : null,
      row.server?.meanMs ?? null,
      row.server?.p99Ms ?? null,
    ]),
  );
  const markdown = [
    `# Load: wrk against the production server on ${driver === "pglite" ? "PGlite" : "PostgreSQL"}`,
    "",
    infoLines(info, {
      database: driver,
      connections,
      "duration per row": `${duration} s`,
      "load average before / after": `${loadBefore} / ${loadAverage()}`,
      command: `npm run bench:load -- ${process.argv.slice(2).join(" ")}`.trim(),
      ...(flags.serve ? { served: flags.serve } : {}),
    }),
    "",
    "Errors are socket errors and timeouts; × static is the row's requests/s over the static file's",
    "(the higher of its two rows: the machine is shared).",
    "Pages checked: every signed-in answer must show its own visitor's menu, every anonymous one none.",
    "/metrics: what the server's own http_request_duration_seconds saw of the row's route between a",
    "scrape before and one after it (requests still in flight when wrk stopped are counted there,",
    "not by wrk); its p99 is estimated within the histogram's buckets, as histogram_quantile does.",
    "",
    table,
    "",
    ...targets(),
  ].join("\n");
  console.log(`\n${markdown}`);
  if (wrongPages > 0) {
    console.error(
      `\n!!! ${wrongPages} PAGES SHOWED THE WRONG NAVIGATION (a signed-in page leaked or lost) !!!`,
    );
    process.exitCode = 1;
  }
  await writeResults(`load-${driver}${flags.serve ? "-served" : ""}`, markdown, {
    ...info,
    database: driver,
    connections,
    durationSeconds: duration,
    rows,
  });
}

/** The load marks (bench/README.md, bench:load), read from this run's rows. */
function targets() {
  const row = (name) => rows.find((one) => one.name === name);
  const percent = (one) => (one ? `${(one.ratioToCeiling * 100).toFixed(1)} %` : "–");
  // The p99 mark is read against the static row whose rate the ratios use.
  const static_ = rows.find((one) => one.ceiling && one.requestsPerSecond === ceiling);
  const scrypt = rows.find((one) => one.scrypt);
  const signIns = row("POST sign-in");
  const during = row("GET /dashboard (signed in), while sign-ins run");
  const times = (a, b) => (a && b ? `${(a / b).toFixed(2)}×` : "–");
  return [
    "Marks:",
    "",
    `- /dashboard signed in: ${percent(row("GET /dashboard (signed in)"))} of the static file (mark: ≥ 50 %)`,
    `- anonymous /: ${percent(row("GET / (anonymous)"))} (mark: ≥ 80 %)`,
    `- successful sign-ins alone at ${SIGN_IN_SHARE} connections: ${signIns?.okPerSecond}/s, ${times(signIns?.okPerSecond, scrypt?.okPerSecond)} the scrypt of before on one core (${scrypt?.okPerSecond}/s) (mark: ≥ 1.5×)`,
    `- /dashboard's p99 while sign-ins run: ${during?.p99Ms} ms, ${times(during?.p99Ms, static_?.p99Ms)} the static file's ${static_?.p99Ms} ms (mark: ≤ 2×)`,
  ];
}

function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
}
