import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The tests run `node server.js`, which serves build/: make one if there is none. */
export default function setup() {
  if (existsSync("build/server/index.js")) return;
  console.info("No production build: running npm run build first…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}
