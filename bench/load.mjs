// npm run bench:load — requests/s and latency of the production server under wrk, one row after
// another on one server: a static file as the ceiling, anonymous and signed-in pages, the
// dashboard, pages while sign-ins run, then sign-ins alone. Each row's ratio is to the
// static file of the same run. PGlite by default; with DATABASE_URL, a fresh database on that
// PostgreSQL, dropped afterwards. Prints a table and writes bench/results/load-<pglite|postgres>.md
// and .json. Figures only.
//
//   npm run bench:load -- [--duration 10] [--connections 50] [--no-build] [--serve DIR]
//
// --serve DIR serves another checkout's existing build (e.g. a `git worktree` of an older commit,
// built there) with this script, for a before/after table from one bench.
import { existsSync, readdirSync } from "node:fs";
import { parseArgs } from "node:util";

import { signUp } from "./lib/accounts.mjs";
import { createRunDatabase } from "./lib/database.mjs";
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
const server = await startServer({ port: PORT, databaseUrl: runDatabase?.url ?? "", cwd: serveDir }).catch(
  async (error) => {
    await runDatabase?.drop();
    throw error;
  },
);
const info = runInfo();
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
  const scenarios = [
    { name: `GET ${asset} (ceiling)`, path: asset, ceiling: true },
    { name: "GET / (anonymous)", path: "/", ...anonymous, check: noMenu },
    { name: "GET / (signed in)", path: "/", ...signedIn, check: ownMenu },
    { name: "GET /dashboard (signed in)", path: "/dashboard", ...signedIn, check: ownMenu },
    // As browsers ask, compressed: wrk cannot read a compressed body, so these rows are not checked
    // (the rows above check the same answers).
    { name: "GET / (anonymous, gzip or br)", path: "/", headers: { ...BROWSER, ...COMPRESSED } },
    {
      name: "GET / (signed in, gzip or br)",
      path: "/",
      headers: { ...signedIn.headers, ...COMPRESSED },
    },
  ];
  await warmUp(origin, [...scenarios, signInRow]);
  for (const scenario of scenarios) {
    await settle(origin);
    process.stdout.write(`${scenario.name}: ${duration} s at ${connections} connections… `);
    const row = { name: scenario.name, ceiling: Boolean(scenario.ceiling), connections };
    Object.assign(row, await runWrk({ origin, connections, duration, ...scenario }));
    rows.push(row);
    console.log(`${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms`);
  }
  // Pages while sign-ins run: both at once, the sign-ins on their own connections.
  await settle(origin);
  const pageConnections = connections - SIGN_IN_SHARE;
  process.stdout.write(
    `GET / (signed in) at ${pageConnections} connections while sign-ins run at ${SIGN_IN_SHARE}… `,
  );
  const [pages, signIns] = await Promise.all([
    runWrk({ origin, connections: pageConnections, duration, path: "/", ...signedIn, check: ownMenu }),
    runWrk({ origin, connections: SIGN_IN_SHARE, duration, ...signInRow }),
  ]);
  rows.push({ name: "GET / (signed in), while sign-ins run", connections: pageConnections, ...pages });
  rows.push({ name: "POST sign-in, while pages run", connections: SIGN_IN_SHARE, ...signIns });
  console.log(
    `pages ${pages.requestsPerSecond} req/s, p99 ${pages.p99Ms} ms; sign-ins ${signIns.requestsPerSecond} req/s`,
  );
  // Sign-ins alone, last: hashes still queued when wrk stops would slow whatever row came next.
  await settle(origin);
  process.stdout.write(`POST sign-in: ${duration} s at ${connections} connections… `);
  const alone = {
    name: "POST sign-in",
    connections,
    ...(await runWrk({ origin, connections, duration, ...signInRow })),
  };
  rows.push(alone);
  console.log(`${alone.requestsPerSecond} req/s, p99 ${alone.p99Ms} ms`);
} finally {
  await server.stop();
  server.removeData();
  await runDatabase?.drop();
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
    ],
    rows.map((row) => [
      row.name,
      row.connections,
      row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.requests,
      row.errors,
      row.non2xx,
      row.checked ? `${row.checked} (${row.wrong} wrong)` : "",
      row.ratioToCeiling === null ? null : `${(row.ratioToCeiling * 100).toFixed(1)} %`,
    ]),
  );
  const markdown = [
    `# Load: wrk against the production server on ${driver === "pglite" ? "PGlite" : "PostgreSQL"}`,
    "",
    infoLines(info, {
      database: driver,
      connections,
      "duration per row": `${duration} s`,
      command: `npm run bench:load -- ${process.argv.slice(2).join(" ")}`.trim(),
      ...(flags.serve ? { served: flags.serve } : {}),
    }),
    "",
    "Errors are socket errors and timeouts; × static is the row's requests/s over the static file's.",
    "Pages checked: every signed-in answer must show its own visitor's menu, every anonymous one none.",
    "",
    table,
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
