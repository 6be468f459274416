// `npm run team -- …`, `npm run waitlist -- …` and `npm run data -- …`: the server's commands, run from the production
// build as `npm start` runs the server (building it first when there is none), with Node alone.
//   node scripts/command.mjs team|waitlist|data [arguments]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";

// A command opens the embedded database for a few queries and exits. V8 compiles PGlite's
// WebAssembly with Liftoff, then again with TurboFan for the functions it finds hot, on background
// threads: work a run this short never gets back, so Liftoff alone about halves a run's CPU. Only
// the commands: the server runs for days and earns the optimised code back.
v8.setFlagsFromString("--liftoff-only");

const COMMANDS = ["team", "waitlist", "data"];
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`command: name one of ${COMMANDS.join(", ")} (got ${JSON.stringify(name ?? "")})`);
  process.exit(2);
}

const entry = new URL(`../build/cli/${name}.js`, import.meta.url);
if (!existsSync(entry)) {
  // On stderr, as the build's own output: stdout is the command's (an export piped to a file).
  console.error("No production build found: building it once (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, 2] });
  if (build.status !== 0) {
    console.error("The build failed; see above.");
    process.exit(1);
  }
}
// The command reads its arguments from process.argv, after Node and the script.
process.argv = [process.argv[0], fileURLToPath(entry), ...args];
await import(entry.href);
