import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { type JobDefinition, startJobs } from "./jobs.server";

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, lines, said: () => lines.map((line) => line.msg) };
}

/** A run the test ends when it chooses, to see what happens while one is in progress. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("startJobs", () => {
  const started: { stop(): Promise<void> }[] = [];
  const start = <D extends Record<string, JobDefinition<unknown>>>(definitions: D) => {
    const jobs = startJobs(definitions);
    started.push(jobs);
    return jobs;
  };
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
    vi.useRealTimers();
  });

  it("runs a job at once, then each interval after the end of its last run, never two runs at a time", async () => {
    const { logger } = recordingLogger();
    const starts: number[] = [];
    const ends: number[] = [];
    let inFlight = 0;
    let most = 0;
    const run = vi.fn(async () => {
      starts.push(Date.now());
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Each run takes 300 ms: longer than a wake's 0 ms, shorter than the interval.
      await new Promise((resolve) => setTimeout(resolve, 300));
      inFlight -= 1;
      ends.push(Date.now());
      return starts.length;
    });
    const started = Date.now();
    const jobs = start({ tick: { name: "ticker", logger, failure: "ticks fail", everyMs: 1_000, run } });

    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    // Woken and asked to run while one is in progress: each waits for it, none overlaps it.
    jobs.wake("tick");
    const asked = jobs.runOnce("tick");
    await vi.advanceTimersByTimeAsync(600);
    expect(await asked).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(most).toBe(1);
    const offsets = starts.map((at) => at - started);
    // 0: the first run; 300: the asked-for run, right after it; 600: the wake's (woken while a run
    // was in progress: at once after it); then every 1,000 ms from the end of the last.
    expect(offsets.slice(0, 6)).toEqual([0, 300, 600, 1_900, 3_200, 4_500]);
    for (const [i, at] of starts.entries()) if (i > 0) expect(at).toBeGreaterThanOrEqual(ends[i - 1]!);
  });

  it("runs a job's next run sooner when its result asks for it", async () => {
    const { logger } = recordingLogger();
    const results = [50, 50, 3];
    const run = vi.fn(async () => results.shift() ?? 0);
    start({
      batch: {
        name: "batcher",
        logger,
        failure: "cannot batch",
        everyMs: 1_000,
        run,
        // A full batch: at once.
        nextInMs: (claimed: number) => (claimed === 50 ? 0 : 1_000),
      },
    });
    // As in Node, a timer of 0 ms set from a timer's callback fires 1 ms later.
    await vi.advanceTimersByTimeAsync(2);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it("logs a failing job once per streak of failures, keeps its schedule, and says when it recovers", async () => {
    const { logger, lines, said } = recordingLogger();
    const down = new Error("connection refused");
    let failures = 3;
    const ended: unknown[] = [];
    const run = vi.fn(async () => {
      if (failures > 0) {
        failures -= 1;
        throw down;
      }
      return "sent";
    });
    const jobs = start({
      mail: {
        name: "mail worker",
        logger,
        failure: "the outbox cannot be read or updated",
        everyMs: 1_000,
        run,
        onRun: ({ result, error }) => ended.push(error ?? result),
      },
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(ended).toEqual([down]);
    // Failing, the job keeps its interval: the next runs happen, one a second.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(ended).toEqual([down, down, down, "sent"]);
    expect(said()).toEqual([
      "mail worker: the outbox cannot be read or updated",
      "mail worker: the database answers again",
    ]);
    expect(lines[0]).toMatchObject({ level: 50, err: { message: "connection refused" } });
    expect(lines[1]).toMatchObject({ level: 30 });

    // A run asked for by a caller fails to that caller too, and is not logged again in a streak.
    failures = 2;
    await expect(jobs.runOnce("mail")).rejects.toBe(down);
    await expect(jobs.runOnce("mail")).rejects.toBe(down);
    expect(said()).toHaveLength(3);
  });

  it("keeps running the other jobs while one fails", async () => {
    const { logger } = recordingLogger();
    const failing = vi.fn(async () => {
      throw new Error("no");
    });
    const fine = vi.fn(async () => "ok");
    start({
      failing: { name: "failing", logger, failure: "fails", everyMs: 500, run: failing },
      fine: { name: "fine", logger, failure: "fails", everyMs: 500, run: fine },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(fine).toHaveBeenCalledTimes(3);
  });

  it("stop() waits for the run in progress, tells it to hand back what it has not begun, and then runs nothing more", async () => {
    const { logger } = recordingLogger();
    const step = deferred();
    const seen: AbortSignal[] = [];
    const timers: number[] = [];
    const run = vi.fn(async (stopping: AbortSignal) => {
      seen.push(stopping);
      await step.promise;
      return stopping.aborted ? "handed back" : "done";
    });
    const ended: unknown[] = [];
    const jobs = start({
      slow: {
        name: "slow",
        logger,
        failure: "fails",
        everyMs: 1_000,
        run,
        onRun: ({ result }) => ended.push(result),
        setTimer: (fire, ms) => {
          timers.push(ms);
          const timer = setTimeout(fire, ms);
          return () => clearTimeout(timer);
        },
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen[0]!.aborted).toBe(true);
    expect(stopped).toBe(false);

    step.resolve();
    await stopping;
    expect(ended).toEqual(["handed back"]);
    // The first run's timer only: nothing is scheduled once stopped.
    expect(timers).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    jobs.wake("slow");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await jobs.runOnce("slow")).toBeUndefined();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("stop() waits for a failing run too, and logs its failure", async () => {
    const { logger, said } = recordingLogger();
    const step = deferred();
    const jobs = start({
      slow: {
        name: "slow",
        logger,
        failure: "cannot finish",
        everyMs: 1_000,
        run: () => step.promise,
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    const stopping = jobs.stop();
    step.reject(new Error("lost the connection"));
    await stopping;
    expect(said()).toEqual(["slow: cannot finish"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
