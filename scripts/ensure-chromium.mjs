// Finds the system browser for the test suites (the order of TEST_BROWSER_PATHS in
// dev/harness/chromium.ts): CHROME_PATH, Debian's chromium-headless-shell, the full chromium.
// On a Debian machine run as root it installs Debian's chromium-headless-shell package when that is
// missing (decision 012). It never downloads a browser build of its own.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const candidates = [process.env.CHROME_PATH, HEADLESS_SHELL, "/usr/bin/chromium"].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

const chosen = process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!chosen && !existsSync(HEADLESS_SHELL) && isRoot && existsSync("/etc/debian_version")) {
  console.log("Installing Debian's chromium-headless-shell package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
  if (!run(["update", "-qq"]) || !run(["install", "-y", "-qq", "chromium-headless-shell"])) {
    // The full browser does the same job, slower: only a machine with neither stops here.
    console.error("Installing chromium-headless-shell with apt-get failed; see above.");
  }
}
if (!found()) {
  console.error(
    "No Chromium found: install your system's chromium-headless-shell or chromium (Debian: apt-get install chromium-headless-shell) or set CHROME_PATH to a Chrome/Chromium binary.",
  );
  process.exit(1);
}
