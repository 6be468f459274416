// `npm start`: serves the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NODE_ENV ??= "production";

const entry = new URL("./build/server/index.js", import.meta.url);
if (!existsSync(entry)) {
  console.log("No production build found: building it once (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; see above.");
    process.exit(1);
  }
}
const { start } = await import(entry.href);
await start();
