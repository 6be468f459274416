// `npm test` and `npm run test:fast`: the suite as phases, each timed, with a table at the end.
//   node scripts/test-phases.mjs          every phase: typecheck, lint, unit, build, server (PGlite),
//                                         server (PostgreSQL, when DATABASE_URL is set), browser
//   node scripts/test-phases.mjs --fast   the inner loop: no lint, no browser, PGlite only
// Stops at the first phase that fails. The table is also written to .tmp/test-phases.json, which
// .ci/run folds into its own (install and resilience around it).
import { spawn } from "node:child_process";
import fs from "node:fs";

const fast = process.argv.includes("--fast");
const postgres = Boolean(process.env.DATABASE_URL) && !fast;
const serverWorkers = fast ? "" : " --maxWorkers=2";

/**
 * Each step is one phase or several run side by side: [name, command, extra environment]. The
 * checks that need no server (each mostly one core) run together; the rest one at a time.
 */
const steps = [
  // Route types first, once: typecheck and knip both read the ./+types files it writes, and two
  // writers beside a reader would race.
  [["typegen", "npx react-router typegen"]],
  [
    ["typecheck", "npx tsc"],
    ...(fast ? [] : [["lint", "npm run lint:only"]]),
    ["unit", "npx vitest run --project unit --project dom"],
    // The page suite serves the production build.
    ["build", "npm run build"],
  ],
  // The page suite runs on the embedded database that `npm start` serves; the server suite, whose
  // subject the database is, on both; the browser suite on the production build. Side by side: each
  // mostly waits (on sockets, databases, a browser's paint), and one at a time the run kept the two
  // cores about half busy. Their ports cannot meet: the browser suite's servers listen on fixed
  // ports below the range the system hands the others.
  // Two workers each beside the browser (three alone): three suites' workers on two cores put the
  // load past five a core, and more workers only add waiting.
  [
    [
      "server (PGlite)",
      `npx vitest run --project server --project pages${serverWorkers}`,
      { TEST_DATABASE: "pglite" },
    ],
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

/** Runs one phase; side by side with others, its output is held and printed whole when it ends. */
const run = ([name, command, env = {}], alone) =>
  new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n── ${name}: ${command}`);
    const child = spawn(command, {
      shell: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code, signal) => {
      if (!alone) process.stdout.write(`\n── ${name}: ${command}\n${Buffer.concat(output).toString()}`);
      const ok = (code ?? (signal ? 1 : 0)) === 0;
      resolve({ phase: name, seconds: Math.round((Date.now() - started) / 1000), ok });
    });
  });

const results = [];
const started = Date.now();
let failed;
for (const step of steps) {
  const done = await Promise.all(step.map((phase) => run(phase, step.length === 1)));
  if (step.length > 1) for (const result of done) result.note = "side by side";
  results.push(...done);
  failed = done.find((result) => !result.ok)?.phase;
  if (failed) break;
}
results.push({ phase: "total", seconds: Math.round((Date.now() - started) / 1000), ok: !failed });

fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/test-phases.json", JSON.stringify(results));
console.log(`\n${fast ? "npm run test:fast" : "npm test"}: wall seconds per phase`);
for (const { phase, seconds, ok, note } of results)
  console.log(`  ${phase.padEnd(20)} ${String(seconds).padStart(5)} s  ${ok ? (note ?? "") : "FAILED"}`);
if (!postgres && !fast) console.log("  (no DATABASE_URL: the server suite ran on PGlite only)");
process.exit(failed ? 1 : 0);
