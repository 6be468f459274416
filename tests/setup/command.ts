import { execFile } from "node:child_process";
import fs from "node:fs";

export type CommandRun = { code: number | null; stdout: string; stderr: string };

/**
 * `npm run team|waitlist -- …` as npm runs it (`node scripts/command.mjs NAME …`): its own process,
 * on the production build's compiled command, which `npm test` and `npm run test:server` build
 * first. No DATABASE_URL or DATA_DIR is inherited: each test names its own.
 */
export function runCommand(
  name: "team" | "waitlist",
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  if (!fs.existsSync(`build/cli/${name}.js`))
    throw new Error(`No build/cli/${name}.js: run npm run build first (npm test does).`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/command.mjs", name, ...args],
      { env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...env }, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
