import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { inject } from "vitest";

import { type Database, openPglite } from "../../app/db/client.server";

import { migratedPostgresDatabase, openTestPostgres, testedDatabases } from "../../dev/harness/databases";

export type CommandRun = { code: number | null; stdout: string; stderr: string };

/**
 * `npm run team|waitlist|data -- …` as npm runs it (`node scripts/command.mjs NAME …`): its own process,
 * on the production build's compiled command, which `npm test` and `npm run test:server` build
 * first. No DATABASE_URL or DATA_DIR is inherited: each test names its own.
 */
export function runCommand(
  name: "team" | "waitlist" | "data",
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

/** A fresh database for commands to run against: the variables that point a command at it. */
export type CommandTarget = {
  env: Record<string, string>;
  /** Opens the database between runs (PGlite: only while no command runs on it). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
};

async function pgliteTarget(prefix: string): Promise<CommandTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, "pglite")),
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(adminUrl: string, prefix: string): Promise<CommandTarget> {
  const created = await migratedPostgresDatabase(adminUrl, prefix.replaceAll("-", "_"));
  return {
    env: { DATABASE_URL: created.url },
    open: () => openTestPostgres(created.url, 2),
    dispose: () => created.drop(),
  };
}

/**
 * One target per database this run tests (testedDatabases): a copy of the migrated PGlite template
 * in a data directory of its own, a new database on the PostgreSQL server. `prefix` names them.
 */
export function commandTargets(prefix: string): { label: string; make(): Promise<CommandTarget> }[] {
  const tested = testedDatabases();
  return [
    ...(tested.pglite ? [{ label: "PGlite", make: () => pgliteTarget(prefix) }] : []),
    ...(tested.postgres
      ? [{ label: "PostgreSQL", make: () => postgresTarget(tested.postgres!, prefix) }]
      : []),
  ];
}
