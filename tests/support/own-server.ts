import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, onTestFinished } from "vitest";

import { openPglite, pgliteDir } from "../../app/db/client.server";
import type { ServerProcess } from "../../dev/harness/server-process";

/*
 * For the few page tests that need a `node server.js` of their own, because they stop, restart or
 * misconfigure it (dev/harness/server-process.ts starts it): its data directory, and its
 * output as events.
 */

/** A new, empty data directory, removed when the test ends. */
export function freshDataDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-own-server-"));
  onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
  return path.join(root, "data");
}

/**
 * Data directories whose embedded database is already created and migrated: each call answers a
 * copy of one made once for the file (removed when the test ends). A server creating its database
 * takes 20 s on a busy machine, a copy and a start 5 s. Call at the top of a test file.
 */
export function migratedDataDirs(): () => string {
  let root: string | undefined;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-own-server-template-"));
    const database = await openPglite(pgliteDir(path.join(root, "data")));
    await database.close();
  }, 120_000);
  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });
  return () => {
    const dataDir = freshDataDir();
    fs.cpSync(path.join(root!, "data"), dataDir, { recursive: true });
    return dataDir;
  };
}

/**
 * The first line the server prints (stdout or stderr) that `matches`, as soon as it is printed:
 * `server.lines` is filled by the process's own listeners, which run before this one's.
 */
export function waitForLine(server: ServerProcess, matches: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdout, stderr } = server.child;
    const check = () => {
      const line = server.lines.find(matches);
      if (line === undefined) return;
      stdout?.off("data", check);
      stderr?.off("data", check);
      resolve(line);
    };
    stdout?.on("data", check);
    stderr?.on("data", check);
    void server.exited.then((code) =>
      reject(new Error(`the server exited (${code}) before printing the line:\n${server.lines.join("\n")}`)),
    );
    check();
  });
}
