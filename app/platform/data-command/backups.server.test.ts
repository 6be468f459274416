import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";

import { readConfig } from "~/platform/config.server";

import { readHeader } from "./backup-file";
import { type BackupRun, type BackupStatus, backupJob } from "./backups.server";

const HOUR = 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The job on a directory of its own, with a clock the test moves and a dump it decides. */
function scheduled({ keep = 2, fail = false } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-backup-job-"));
  dirs.push(root);
  const dir = path.join(root, "backups");
  const clock = { now: new Date("2026-11-28T08:00:00Z") };
  const status: BackupStatus = { lastSuccess: undefined, failures: 0 };
  const job = backupJob({
    source: {
      kind: "pglite",
      dump: async () => {
        if (fail) throw new Error("disk full");
        return Buffer.from("the dump");
      },
    },
    config: readConfig({ DATA_DIR: root, BETTER_AUTH_SECRET: "x".repeat(32) }),
    dir,
    keep,
    everyMs: 24 * HOUR,
    logger: pino({ level: "silent" }),
    status,
    now: () => clock.now,
  });
  const run = () => job.run(new AbortController().signal);
  const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { dir, status, job, run, later };
}

describe("the scheduled backups", () => {
  it("take one when none is there, then wait until the newest is due, and keep KEEP of them", async () => {
    const { dir, status, job, run, later } = scheduled({ keep: 2 });
    const first = await run();
    expect(first).toEqual({
      file: path.join(dir, "modura-20261128T080000Z.backup"),
      bytes: expect.any(Number),
    });
    const file = fs.readFileSync(path.join(dir, "modura-20261128T080000Z.backup"));
    const read = readHeader(file);
    expect(read.ok && read.header.kind).toBe("pglite");
    expect(read.ok && file.subarray(read.payloadOffset).toString()).toBe("the dump");
    expect((fs.statSync(path.join(dir, "modura-20261128T080000Z.backup")).mode & 0o777).toString(8)).toBe(
      "600",
    );
    expect(status.lastSuccess).toEqual(new Date("2026-11-28T08:00:00Z"));

    // A restart an hour later takes none: the next is due when the newest is a day old.
    later(HOUR);
    const skipped: BackupRun = await run();
    expect(skipped).toEqual({ skippedForMs: 23 * HOUR });
    expect(job.nextInMs!(skipped)).toBe(23 * HOUR);

    later(23 * HOUR);
    await run();
    later(24 * HOUR);
    await run();
    expect(fs.readdirSync(dir).sort()).toEqual([
      "modura-20261129T080000Z.backup",
      "modura-20261130T080000Z.backup",
    ]);
    expect(status).toEqual({ lastSuccess: new Date("2026-11-30T08:00:00Z"), failures: 0 });
  });

  it("count a failure, leave no partial file, and keep the backups there", async () => {
    const { dir, status, run } = scheduled({ fail: true });
    await expect(run()).rejects.toThrow("disk full");
    await expect(run()).rejects.toThrow("disk full");
    expect(status).toEqual({ lastSuccess: undefined, failures: 2 });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
