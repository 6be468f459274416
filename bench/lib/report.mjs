// What every benchmark result carries, and how it is printed and written to bench/results/.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import prettier from "prettier";

import { currentCommit } from "./run-info.ts";

export const RESULTS_DIR = path.join(import.meta.dirname, "..", "results");

/** Where and when the figures were made, so a table can be read against its machine and commit. */
export function runInfo() {
  const commit = currentCommit();
  const dirty = (() => {
    try {
      return execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim() !== "";
    } catch {
      return false;
    }
  })();
  return {
    date: new Date().toISOString(),
    commit: dirty ? `${commit} (with uncommitted changes)` : commit,
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A markdown table; also readable as plain text in a terminal.
 * @param {string[]} headers
 * @param {Array<Array<string | number | null>>} rows
 */
export function markdownTable(headers, rows) {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? "–" : String(cell))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

export function infoLines(info, extra = {}) {
  return Object.entries({ ...info, ...extra })
    .map(([key, value]) => `- ${key}: ${value}`)
    .join("\n");
}

/**
 * Overwrites bench/results/<name>.md and .json with the latest run, formatted as the repository's
 * Prettier check expects, so committing fresh results never breaks `npm run lint`.
 */
export async function writeResults(name, markdown, json) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const [file, text] of [
    [`${name}.md`, markdown],
    [`${name}.json`, JSON.stringify(json, null, 2)],
  ]) {
    const filepath = path.join(RESULTS_DIR, file);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    writeFileSync(filepath, await prettier.format(text, { ...options, filepath }));
  }
  console.log(`\nWrote bench/results/${name}.md and bench/results/${name}.json`);
}
