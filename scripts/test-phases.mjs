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

/** [name, command, extra environment]; server phases run the in-process server and page suites. */
const phases = [
  ["typecheck", "npm run typecheck"],
  ...(fast ? [] : [["lint", "npm run lint"]]),
  ["unit", "npx vitest run --project unit --project dom"],
  // The page suite serves the production build.
  ["build", "npm run build"],
  ["server (PGlite)", "npx vitest run --project server --project pages", { TEST_DATABASE: "pglite" }],
  ...(postgres
    ? [
        [
          "server (PostgreSQL)",
          "npx vitest run --project server --project pages",
          { TEST_DATABASE: "postgres" },
        ],
      ]
    : []),
  ...(fast ? [] : [["browser", "node scripts/ensure-chromium.mjs && npx playwright test"]]),
];

const run = (command, env) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const results = [];
const started = Date.now();
let failed;
for (const [name, command, env = {}] of phases) {
  console.log(`\n── ${name}: ${command}`);
  const phaseStarted = Date.now();
  const code = await run(command, env);
  results.push({ phase: name, seconds: Math.round((Date.now() - phaseStarted) / 1000), ok: code === 0 });
  if (code !== 0) {
    failed = name;
    break;
  }
}
results.push({ phase: "total", seconds: Math.round((Date.now() - started) / 1000), ok: !failed });

fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/test-phases.json", JSON.stringify(results));
console.log(`\n${fast ? "npm run test:fast" : "npm test"}: wall seconds per phase`);
for (const { phase, seconds, ok } of results)
  console.log(`  ${phase.padEnd(20)} ${String(seconds).padStart(5)} s  ${ok ? "" : "FAILED"}`);
if (!postgres && !fast) console.log("  (no DATABASE_URL: the server and page suites ran on PGlite only)");
process.exit(failed ? 1 : 0);
