import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data directory both write it and corrupt it.
 * So whoever opens the embedded database first holds `<dir>.lock` beside it (DATA_DIR/pglite.lock),
 * naming its pid, until it closes the database. A lock whose process is gone (kill -9, a crash, a
 * container restarted under the same pid) is stale and taken over.
 */
export type DataDirLock = {
  /** Where the lock file is. */
  file: string;
  /** Removes the lock file if it is still this holder's; safe to call more than once. */
  release(): void;
};

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

type Holder = { pid: number; started: string | null; token: string };

/** Lock files this process holds: PGlite opened twice in one process corrupts its data just the same. */
const heldHere = new Set<string>();

/** The lock file of a PGlite directory: beside it, so removing or copying the directory leaves it. */
export function lockFileOf(pgliteDir: string): string {
  return path.join(path.dirname(pgliteDir), `${path.basename(pgliteDir)}.lock`);
}

/**
 * When a process started (Linux: clock ticks since boot, from /proc), so that a pid reused by an
 * unrelated process is not mistaken for the holder. Null where there is no /proc.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (!Number.isInteger(value.pid) || typeof value.token !== "string") return null;
    return {
      pid: value.pid!,
      started: typeof value.started === "string" ? value.started : null,
      token: value.token,
    };
  } catch {
    return null;
  }
}

/** Whether the process that wrote this lock still runs. */
function holderRuns(holder: Holder, file: string): boolean {
  // Our own pid in a lock we do not hold: written by an earlier process that had our pid.
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!isAlive(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** How the data directory is named in the message: relative to the working directory when inside it. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (relative === "") return ".";
  return relative.startsWith("..") || path.isAbsolute(relative) ? dir : `./${relative}`;
}

function inUse(pgliteDir: string, pid: number): DataDirInUseError {
  return new DataDirInUseError(
    `The embedded database in ${shown(path.dirname(pgliteDir))} is in use by another process (pid ${pid}): stop the server first, or use DATABASE_URL.`,
  );
}

/**
 * What the lock reads the time from, and how it pauses while a lock may be half written (see
 * UNREADABLE_GRACE_MS): the system's unless given, so that a test runs that grace exactly, without
 * waiting through it.
 */
export type LockClock = { now(): number; pause(ms: number): void };

const systemClock: LockClock = { now: () => Date.now(), pause };

/**
 * Takes the lock of a PGlite directory, or throws a DataDirInUseError whose message is one line
 * saying who holds it.
 */
export function lockDataDir(pgliteDir: string, clock: LockClock = systemClock): DataDirLock {
  const file = lockFileOf(pgliteDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const holder: Holder = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    token: randomBytes(8).toString("hex"),
  };
  const content = JSON.stringify(holder);

  for (let attempt = 0; attempt < 40; attempt++) {
    if (heldHere.has(file)) throw inUse(pgliteDir, process.pid);
    // Written whole under a private name, then linked into place: link fails if the lock exists, so
    // taking it is atomic and nobody ever reads a half-written lock.
    const draft = `${file}.${holder.token}`;
    fs.writeFileSync(draft, content);
    try {
      placeExclusively(draft, file, content);
      heldHere.add(file);
      return { file, release: () => release(file, holder.token) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }

    const found = readOrNull(file);
    if (found === null) continue; // released in between: try again
    const current = parseHolder(found);
    if (current && holderRuns(current, file)) throw inUse(pgliteDir, current.pid);
    // Unreadable and new: perhaps being written where links are not supported (see placeExclusively).
    if (!current && clock.now() - mtimeOf(file) < UNREADABLE_GRACE_MS) {
      clock.pause(100);
      continue;
    }

    // Stale. Moved aside rather than removed, so that of two processes taking it over at once only
    // one moves this very file; the other moves whatever is there then and puts it back.
    const aside = `${file}.stale-${holder.token}`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const moved = readOrNull(aside);
    if (moved !== found) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // Someone took it meanwhile: theirs stands.
      }
      fs.rmSync(aside, { force: true });
      const taker = moved === null ? null : parseHolder(moved);
      if (taker) throw inUse(pgliteDir, taker.pid);
      continue;
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing`);
}

/** How long an unreadable lock may be someone's half-written one before it counts as stale. */
const UNREADABLE_GRACE_MS = 2_000;

/**
 * Puts the whole lock at `file` unless one is there: a hard link of the draft where the file
 * system has them; otherwise an exclusive create (atomic too, but briefly empty for a reader).
 */
function placeExclusively(draft: string, file: string, content: string): void {
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
    fs.writeFileSync(file, content, { flag: "wx" });
  }
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function release(file: string, token: string): void {
  if (!heldHere.has(file)) return;
  heldHere.delete(file);
  const found = readOrNull(file);
  if (found !== null && parseHolder(found)?.token === token) fs.rmSync(file, { force: true });
}
