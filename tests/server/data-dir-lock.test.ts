// @module-tag database
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";

import { openPglite } from "../../app/db/client.server";
import {
  DataDirInUseError,
  type LockClock,
  lockDataDir,
  lockFileOf,
} from "../../app/db/data-dir-lock.server";
import { testedDatabases } from "../../dev/harness/databases";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-lock-"));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A pid that no process has now: one that just ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

/** A clock that stands still but for the lock's pauses, which it records and moves on by. */
function testClock(start: number): LockClock & { pauses: number[] } {
  let time = start;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => time,
    pause(ms) {
      pauses.push(ms);
      time += ms;
    },
  };
}

function startTimeOf(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

const IN_USE =
  /^The embedded database in .+ is in use by another process \(pid \d+\): stop the server first, or use DATABASE_URL\.$/;

// The embedded database's own: the PostgreSQL phase has nothing to add.
describe.skipIf(!testedDatabases().pglite)("the embedded database's data-directory lock", () => {
  it("refuses a second opener of one PGlite directory, in one line, until the first closes it", async () => {
    const dir = path.join(root, "pglite");
    fs.cpSync(inject("pgliteTemplate"), dir, { recursive: true });
    const first = await openPglite(dir);
    try {
      const lock = JSON.parse(fs.readFileSync(path.join(root, "pglite.lock"), "utf8")) as { pid: number };
      expect(lock.pid).toBe(process.pid);
      const second = openPglite(dir);
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(IN_USE);
      await expect(second).rejects.toThrow(`(pid ${process.pid})`);
      // The refused opener left the holder's lock and data alone.
      await first.db.execute(sql`select count(*) from waitlist_entries`);
      expect(fs.existsSync(path.join(root, "pglite.lock"))).toBe(true);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(root, "pglite.lock")), "released on close").toBe(false);
    const again = await openPglite(dir);
    await again.close();
  });

  it("refuses while another process holds it, naming that process", async () => {
    const dir = path.join(root, "pglite");
    // A real second process taking the lock through the same module.
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./app/db/data-dir-lock.server.ts").then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      const [chunk] = (await once(holder.stdout!, "data")) as [Buffer];
      expect(chunk.toString()).toContain("held");
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as Error).message).toMatch(IN_USE);
      expect((error as Error).message).toContain(`(pid ${holder.pid})`);
    } finally {
      holder.kill("SIGKILL");
      await once(holder, "exit");
    }
    // Killed without releasing: its lock is stale now and taken over.
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lock.file, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it("takes over a stale lock: its pid is gone, or now belongs to a process started at another time", () => {
    const dir = path.join(root, "pglite");
    const file = lockFileOf(dir);
    expect(file).toBe(path.join(root, "pglite.lock"));

    fs.writeFileSync(file, JSON.stringify({ pid: deadPid(), started: null, token: "old" }));
    const taken = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid });
    taken.release();
    expect(fs.existsSync(file)).toBe(false);

    // Our parent runs, but it is not the process that wrote this lock (another start time).
    fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, started: "1", token: "reused" }));
    lockDataDir(dir).release();

    // The same pid and start time: the holder runs.
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: process.ppid, started: startTimeOf(process.ppid), token: "live" }),
    );
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid})`);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ token: "live" });

    // An unreadable lock: perhaps being written, so left alone for two seconds, then stale. The
    // clock is the test's: each pause moves it on, so those two seconds pass without being waited.
    const written = new Date("2030-01-01T00:00:00Z");
    fs.writeFileSync(file, "");
    fs.utimesSync(file, written, written);
    const clock = testClock(written.getTime());
    lockDataDir(dir, clock).release();
    expect(clock.pauses).toEqual(Array.from({ length: 20 }, () => 100));
    fs.writeFileSync(file, "{not json");
    fs.utimesSync(file, written, written);
    const later = testClock(written.getTime() + 60_000);
    lockDataDir(dir, later).release();
    expect(later.pauses, "a minute old: stale at once").toEqual([]);
    // Our own pid in a lock this process does not hold: an earlier process with our pid wrote it.
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, started: null, token: "earlier" }));
    lockDataDir(dir).release();
    expect(fs.readdirSync(root), "no draft or moved-aside file left").toEqual([]);
  });

  it("of several processes taking over one stale lock at once, exactly one gets it", async () => {
    const dir = path.join(root, "pglite");
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid: deadPid(), started: null, token: "crashed" }));
    // Each waits for the same signal (its stdin closing), tries, says how it went and keeps what it
    // got until killed.
    const script = `
      const { lockDataDir } = await import("./app/db/data-dir-lock.server.ts");
      const go = new Promise((resolve) => process.stdin.on("end", resolve).resume());
      console.log("ready");
      await go;
      try { lockDataDir(${JSON.stringify(dir)}); console.log("won"); } catch (e) { console.log("refused: " + e.message); }
      setInterval(() => {}, 1000);`;
    const contenders = Array.from({ length: 5 }, () => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        stdio: ["pipe", "pipe", "inherit"],
      });
      // Read from the start, so that no line is missed; each is awaited as it comes.
      const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
      const nextLine = async () => {
        const line = await lines.next();
        if (line.done) throw new Error(`contender ${child.pid} ended without a word`);
        return line.value;
      };
      return { child, nextLine };
    });
    try {
      const ready = await Promise.all(contenders.map((c) => c.nextLine()));
      expect(ready).toEqual(contenders.map(() => "ready"));
      for (const { child } of contenders) child.stdin!.end();
      const outcomes = await Promise.all(contenders.map((c) => c.nextLine()));
      expect(outcomes).toHaveLength(5);
      const winners = contenders.filter((_, i) => outcomes[i] === "won");
      expect(winners).toHaveLength(1);
      const winner = winners[0]!.child.pid;
      expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8"))).toMatchObject({ pid: winner });
      const refusals = outcomes.filter((outcome) => outcome !== "won");
      expect(refusals).toHaveLength(4);
      for (const refusal of refusals)
        expect(refusal).toContain(`is in use by another process (pid ${winner})`);
    } finally {
      for (const { child } of contenders) child.kill("SIGKILL");
      await Promise.all(
        contenders.map(({ child }) => (child.exitCode === null ? once(child, "exit") : null)),
      );
    }
  }, 120_000);

  it("release leaves a lock that is no longer its own", () => {
    const dir = path.join(root, "pglite");
    const lock = lockDataDir(dir);
    fs.writeFileSync(lock.file, JSON.stringify({ pid: process.ppid, started: null, token: "theirs" }));
    lock.release();
    expect(JSON.parse(fs.readFileSync(lock.file, "utf8"))).toMatchObject({ token: "theirs" });
  });
});
