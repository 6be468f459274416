// `npm test` and `npm run test:fast`: the suite as phases, each timed, with a table at the end.
//   node scripts/test-phases.mjs          every phase: route types, the build, then side by side
//                                         typecheck, lint (code, format, imports) and unit, then
//                                         side by side the suites: server (PGlite; PostgreSQL too
//                                         when DATABASE_URL is set), pages, browser
//   node scripts/test-phases.mjs --fast   the inner loop: no lint, no browser, PGlite only
// The first phase to fail stops the others. The table is also written to .tmp/test-phases.json,
// which .ci/run folds into its own (install and resilience around it).
import { spawn } from "node:child_process";
import fs from "node:fs";

const fast = process.argv.includes("--fast");
const postgres = Boolean(process.env.DATABASE_URL) && !fast;
const PGLITE = { TEST_DATABASE: "pglite" };
const serverWorkers = fast ? "" : " --maxWorkers=2";

/**
 * The server files that hold a test tagged `database`: Vitest's tag filter still loads every file
 * to find its tests, so PGlite's phase is handed only these (about a third of the suite).
 */
const databaseTagged = fs
  .readdirSync("tests/server", { recursive: true })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => `tests/server/${file}`)
  .filter((file) =>
    /@module-tag\s+database\b|tags:\s*\[[^\]]*["']database["']/.test(fs.readFileSync(file, "utf8")),
  )
  .sort();

/*
 * With DATABASE_URL set, the whole server suite runs on PostgreSQL, and its tests tagged `database`
 * (what can differ between the two databases: concurrency, locks and claims, exactly-once work,
 * time in SQL, the embedded data directory, moving data; vitest.config.ts) on PGlite as well; the
 * page and browser suites run on PGlite, the database `npm start` serves. Each behaviour is checked
 * once, and what can differ between the databases on both. `TEST_DATABASE=pglite npm run
 * test:server` runs every server test on PGlite alone.
 */

/**
 * Each step is one phase or several run side by side: [name, command, extra environment]. Within
 * a step, the first phase to fail stops the others, so a failure is told without waiting for the
 * rest.
 */
const steps = [
  // Route types first, once: typecheck and knip both read the ./+types files it writes, and two
  // writers beside a reader would race.
  [["typegen", "npx react-router typegen"]],
  // The page and browser suites serve the production build; alone, it takes seconds.
  [["build", "npm run build"]],
  // Then the checks that need no server, side by side (mostly one core each, under a minute
  // together), and then the suites. Checks and suites all at once contended for the two cores,
  // which cost more work than it saved in idle tails: on one machine and day, a run with the
  // checks first took 1,041 busy core-seconds and 428 s, the runs with everything at once
  // 1,103–1,161 and 446–470 s.
  [
    ["typecheck", "npm run typecheck:only"],
    // `npm run lint:only`'s three parts, side by side rather than one after another.
    ...(fast
      ? []
      : [
          ["lint", "npm run lint:code"],
          ["format", "npm run format:check"],
          ["imports", "npm run lint:imports"],
        ]),
    ["unit", "npx vitest run --project unit --project dom"],
  ],
  // The suites mostly wait (on sockets, databases, a browser's paint), side by side. Their ports
  // cannot meet: the browser suite's servers listen on fixed ports below the range the system
  // hands the others. Two workers per server suite beside the browser (three alone): more only add
  // waiting. The page and browser suites run on the embedded database that `npm start` serves; the
  // server suite on PostgreSQL when DATABASE_URL is set, with its `database` tests on PGlite too
  // (else all of it on PGlite).
  [
    postgres
      ? [
          "server (PGlite)",
          `npx vitest run --project server${serverWorkers} --tags-filter=database ${databaseTagged.join(" ")}`,
          PGLITE,
        ]
      : ["server (PGlite)", `npx vitest run --project server --project pages${serverWorkers}`, PGLITE],
    // One worker: beside three other suites, a second only made each page test (and the HTML
    // checker's Java) wait longer for a core.
    ...(postgres ? [["pages", "npx vitest run --project pages --maxWorkers=1", PGLITE]] : []),
    ...(postgres
      ? [
          [
            "server (PostgreSQL)",
            `npx vitest run --project server${serverWorkers}`,
            { TEST_DATABASE: "postgres" },
          ],
        ]
      : []),
    ...(fast ? [] : [["browser", "node scripts/ensure-chromium.mjs && npx playwright test"]]),
  ],
];

/**
 * The process groups of the phases running now: stopped when one fails, or when this is. As Ctrl-C
 * stops them (SIGINT), since each tool then takes down what it started (Playwright its web servers,
 * which live in process groups of their own); whatever is left after 10 s is killed.
 */
const running = new Set();
const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};
const stopRunning = () => {
  const stopping = [...running];
  for (const pid of stopping) signalGroup(pid, "SIGINT");
  setTimeout(() => {
    for (const pid of stopping) if (running.has(pid)) signalGroup(pid, "SIGKILL");
  }, 10_000).unref();
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopRunning();
    process.exit(1);
  });

/** Runs one phase; side by side with others, its output is held and printed whole when it ends. */
const run = ([name, command, env = {}], alone) =>
  new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n── ${name}: ${command}`);
    // Its own process group, so that stopping it stops what it started (servers, browsers).
    const child = spawn(command, {
      shell: true,
      detached: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    running.add(child.pid);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code, signal) => {
      running.delete(child.pid);
      const ok = (code ?? (signal ? 1 : 0)) === 0;
      const stopped = !ok && failed !== undefined;
      if (!alone)
        process.stdout.write(
          `\n── ${name}: ${command}${stopped ? " (stopped)" : ""}\n${Buffer.concat(output).toString()}`,
        );
      if (!ok && !stopped) {
        failed = name;
        stopRunning();
      }
      resolve({ phase: name, seconds: Math.round((Date.now() - started) / 1000), ok, stopped });
    });
  });

const results = [];
const started = Date.now();
let failed;
for (const step of steps) {
  const done = await Promise.all(step.map((phase) => run(phase, step.length === 1)));
  for (const result of done) {
    if (result.stopped) result.note = "stopped";
    else if (result.ok && step.length > 1) result.note = "side by side";
    delete result.stopped;
  }
  results.push(...done);
  if (failed) break;
}
results.push({ phase: "total", seconds: Math.round((Date.now() - started) / 1000), ok: !failed });

fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/test-phases.json", JSON.stringify(results));
console.log(`\n${fast ? "npm run test:fast" : "npm test"}: wall seconds per phase`);
for (const { phase, seconds, ok, note } of results)
  console.log(
    `  ${phase.padEnd(20)} ${String(seconds).padStart(5)} s  ${ok ? (note ?? "") : (note ?? "FAILED")}`,
  );
if (!postgres && !fast) console.log("  (no DATABASE_URL: the server suite ran on PGlite only)");
process.exit(failed ? 1 : 0);
