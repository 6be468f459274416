// node scripts/check-words.mjs — fails when a tracked file speaks of how the work was organised
// rather than of the product: a numbered work session, issue or turn, a specification named as such
// and its sections, or a path outside the repository. Such words mean nothing to a reader of the
// repository; say the rule itself, or cite docs/product.md by its section ("docs/product.md,
// Waitlist"). Prints `file:line: text` for each hit and exits 1 if there is any. Run by
// `npm run lint`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const PATTERNS = [
  /\b[Ss]essions? [0-9]+/,
  /\b[Ss]ession-[0-9]+/,
  /\b[Ii]ssues? #?[0-9]+/,
  /\b[Tt]he issue('s)?\b/,
  /\b[Tt]urns? [0-9]+\b/,
  /\b[Tt]he spec\b/,
  /\b[Ss]pec's\b/,
  /\b[Ss]pec (§|sections?\b)/,
  /\bper (the )?spec\b/i,
  /\([Ss]pec(:| section|\))/,
  /\b[Ss]pec: /,
  /\.\.\/shared\//,
  /\/work\/shared\b/,
];

/** Files whose words are not ours to choose: generated lockfiles and migration snapshots, and this list. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /^drizzle\/meta\//, /^scripts\/check-words\.mjs$/];

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  .split("\0")
  .filter((file) => file && !SKIPPED.some((pattern) => pattern.test(file)));

let hits = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the working tree, or not a file
  }
  if (text.includes("\0")) continue; // binary
  text.split("\n").forEach((line, index) => {
    if (!PATTERNS.some((pattern) => pattern.test(line))) return;
    hits += 1;
    console.log(`${file}:${index + 1}: ${line.trim()}`);
  });
}

if (hits > 0) {
  console.error(
    `\n${hits} line${hits === 1 ? "" : "s"} speak of how the work was organised: state the rule, or cite docs/product.md.`,
  );
  process.exit(1);
}
