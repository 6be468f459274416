import { execFileSync } from "node:child_process";

/** The commit the figures were made at, so a results file can be read against its code. */
export function currentCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    // not a git checkout: the figures still stand, without a commit
    return "unknown";
  }
}
