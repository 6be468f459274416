// `npm run bench:hash`: password hashing, today's Argon2id beside the scrypt of before, in one run,
// through the app's own module (app/platform/password-hash.server.ts) and so its bound of one
// fewer than the cores. For each: new hashes (sign-up, password change) and verifies (sign-in),
// one at a time and with `--callers` asking at once (as sign-ins arriving together do), as
// hashes/s and each call's time from asking to answer, p50 and p95.
// Options: --count N (default 100 calls per row), --callers N (default 10).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import prettier from "prettier";

import { hashPassword, hashWithLegacyScrypt, verifyPassword } from "../app/platform/password-hash.server";
import { currentCommit } from "./lib/run-info";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "100" },
    callers: { type: "string", default: "10" },
  },
});
const count = Number(values.count);
const callers = Number(values.callers);
const slots = Math.max(1, os.availableParallelism() - 1);
const PASSWORD = "correct-horse-battery-staple";

const SCHEMES = [
  { name: "scrypt N=16384, r=16, p=1 (before)", hash: hashWithLegacyScrypt },
  { name: "Argon2id m=19 MiB, t=2, p=1", hash: hashPassword },
] as const;

type Row = {
  scheme: string;
  mode: string;
  op: "hash" | "verify";
  perSecond: number;
  p50: number;
  p95: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `count` calls of `call` by `parallel` callers, each starting its next call when one answers. */
async function measure(call: () => Promise<unknown>, parallel: number) {
  const times: number[] = [];
  let started = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (started < count) {
        started += 1;
        const at = performance.now();
        await call();
        times.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const modes = [
  { mode: "one at a time", parallel: 1 },
  { mode: `${callers} asking at once`, parallel: callers },
];

console.log(
  `Password hashing on ${os.cpus().length} cores, at most ${slots} at once (the app's bound), ${count} calls per row.`,
);
const rows: Row[] = [];
for (const { mode, parallel } of modes) {
  for (const scheme of SCHEMES) {
    const stored = await scheme.hash(PASSWORD);
    if (!(await verifyPassword({ hash: stored, password: PASSWORD })))
      throw new Error(`${scheme.name}: a hash it made does not verify`);
    let refused = 0;
    const verify = async () => {
      if (!(await verifyPassword({ hash: stored, password: PASSWORD }))) refused += 1;
    };
    for (const [op, call] of [
      ["hash", () => scheme.hash(PASSWORD)],
      ["verify", verify],
    ] as const) {
      const row = { scheme: scheme.name, mode, op, ...(await measure(call, parallel)) };
      rows.push(row);
      console.log(
        `${scheme.name.padEnd(36)} ${mode.padEnd(18)} ${op.padEnd(6)} ${row.perSecond.toFixed(1).padStart(6)}/s  ` +
          `p50 ${row.p50.toFixed(0).padStart(5)} ms  p95 ${row.p95.toFixed(0).padStart(5)} ms`,
      );
    }
    if (refused > 0) throw new Error(`${scheme.name}: ${refused} verifies of the right password refused`);
  }
}

const ratio = (mode: string, op: string) => {
  const [before, after] = SCHEMES.map(
    (scheme) => rows.find((r) => r.scheme === scheme.name && r.mode === mode && r.op === op)!.perSecond,
  );
  return after! / before!;
};
const ratios = modes.flatMap(({ mode }) =>
  (["hash", "verify"] as const).map((op) => ({ mode, op, ratio: ratio(mode, op) })),
);
for (const r of ratios)
  console.log(`Argon2id ÷ scrypt, ${r.mode}, ${r.op}: ${r.ratio.toFixed(2)}× the hashes a second`);

// bench/results/hash.md: the latest figures, with what they were measured on.
const commit = currentCommit();
const report = [
  "# Password hashing: Argon2id beside the scrypt of before",
  "",
  `- date: ${new Date().toISOString()}`,
  `- commit: ${commit}`,
  `- cores: ${os.cpus().length} (${os.cpus()[0]?.model ?? "unknown"}), at most ${slots} hash at once (the app's bound), load average at the end: ${os.loadavg()[0]!.toFixed(2)}`,
  `- node: ${process.version}`,
  `- what: ${count} calls per row through app/platform/password-hash.server.ts; a call's time runs from asking to the answer, so with several asking it includes the wait for a slot`,
  `- command: npm run bench:hash${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  "",
  "| scheme | callers | call | hashes/s | p50 ms | p95 ms |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (r) =>
      `| ${r.scheme} | ${r.mode} | ${r.op} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} |`,
  ),
  "",
  "| Argon2id ÷ scrypt, hashes/s | hash | verify |",
  "| --- | --- | --- |",
  ...modes.map(
    ({ mode }) => `| ${mode} | ${ratio(mode, "hash").toFixed(2)}× | ${ratio(mode, "verify").toFixed(2)}× |`,
  ),
  "",
].join("\n");
const resultsDir = path.join(import.meta.dirname, "results");
fs.mkdirSync(resultsDir, { recursive: true });
const resultsFile = path.join(resultsDir, "hash.md");
// Formatted as `npm run lint` (prettier --check .) expects.
const prettierOptions = (await prettier.resolveConfig(resultsFile)) ?? {};
fs.writeFileSync(resultsFile, await prettier.format(report, { ...prettierOptions, parser: "markdown" }));
console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
