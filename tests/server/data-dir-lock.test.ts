import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inject } from "vitest";

import { openPglite } from "../../app/db/client.server";
import { DataDirInUseError, lockDataDir, lockFileOf } from "../../app/db/data-dir-lock.server";

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

function startTimeOf(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

const IN_USE =
  /^The embedded database in .+ is in use by another process \(pid \d+\): stop the server first, or use DATABASE_URL\.$/;

describe("the embedded database's data-directory lock", () => {
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

    // An unreadable lock: perhaps being written, so left alone for two seconds, then stale.
    fs.writeFileSync(file, "");
    const started = Date.now();
    lockDataDir(dir).release();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    fs.writeFileSync(file, "{not json");
    fs.utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const old = Date.now();
    lockDataDir(dir).release();
    expect(Date.now() - old).toBeLessThan(1_000);
    // Our own pid in a lock this process does not hold: an earlier process with our pid wrote it.
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, started: null, token: "earlier" }));
    lockDataDir(dir).release();
    expect(fs.readdirSync(root), "no draft or moved-aside file left").toEqual([]);
  });

  it("of several processes taking over one stale lock at once, exactly one gets it", async () => {
    const dir = path.join(root, "pglite");
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid: deadPid(), started: null, token: "crashed" }));
    const go = path.join(root, "go");
    // Each waits for the same signal, tries, says how it went and keeps what it got until killed.
    const script = `
      const fs = await import("node:fs");
      const { lockDataDir } = await import("./app/db/data-dir-lock.server.ts");
      console.log("ready");
      while (!fs.existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 5));
      try { lockDataDir(${JSON.stringify(dir)}); console.log("won"); } catch (e) { console.log("refused: " + e.message); }
      setInterval(() => {}, 1000);`;
    const contenders = Array.from({ length: 5 }, () => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      const lines: string[] = [];
      child.stdout!.on("data", (chunk: Buffer) =>
        lines.push(...chunk.toString().split("\n").filter(Boolean)),
      );
      return { child, lines };
    });
    try {
      await vi.waitFor(() => expect(contenders.every((c) => c.lines.includes("ready"))).toBe(true), {
        timeout: 60_000,
      });
      fs.writeFileSync(go, "");
      await vi.waitFor(() => expect(contenders.every((c) => c.lines.length === 2)).toBe(true), {
        timeout: 30_000,
      });
      const winners = contenders.filter((c) => c.lines[1] === "won");
      expect(winners).toHaveLength(1);
      const winner = winners[0]!.child.pid;
      expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8"))).toMatchObject({ pid: winner });
      for (const loser of contenders.filter((c) => c.lines[1] !== "won"))
        expect(loser.lines[1]).toContain(`is in use by another process (pid ${winner})`);
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
