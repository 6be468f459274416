// Finds the system Chromium for Playwright; on a Debian machine run as root it installs Debian's
// package. It never downloads a browser build of its own.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

if (!found()) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
    if (!run(["update", "-qq"]) || !run(["install", "-y", "-qq", "chromium"])) {
      console.error("Installing chromium with apt-get failed; see above.");
      process.exit(1);
    }
  }
}
if (!found()) {
  console.error(
    "No Chromium found: install your system's chromium (Debian: apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.",
  );
  process.exit(1);
}
