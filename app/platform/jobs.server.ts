import type { Logger } from "pino";

/**
 * Sets a timer and returns what clears it. Injected, like a clock, so a test can see or hold what a
 * job has scheduled; the default is an unref'd setTimeout, so the jobs alone never keep a process alive.
 */
export type SetTimer = (run: () => void, ms: number) => () => void;

/** How a run ended, told to the job's `onRun` once the next run is scheduled. */
export type JobRun<R> = { result: R; error?: undefined } | { result?: undefined; error: unknown };

/**
 * A background loop: what one run does, and when the next one starts. Runs of one job never
 * overlap; different jobs run side by side.
 */
export type JobDefinition<R> = {
  /** Names the job in its log lines ("mail worker: …"). */
  name: string;
  logger: Logger;
  /** What a failed run means, logged as an error once per streak of failures ("the outbox cannot be read"). */
  failure: string;
  /** What the first success after failures means; "the database answers again" unless told. */
  recovery?: string;
  /** From the end of one run to the start of the next, and always after a failed run. */
  everyMs: number;
  /** One run. `stopping` is aborted by stop(): a long run hands back what it has not begun. */
  run(stopping: AbortSignal): Promise<R>;
  /** A sooner start for the next run after one that succeeded (0: at once, after a full batch). */
  nextInMs?(result: R): number;
  /** Told when a run has ended, after the next one is scheduled: progress a test can wait for. */
  onRun?(ended: JobRun<R>): void;
  setTimer?: SetTimer;
};

type Definitions = Record<string, JobDefinition<unknown>>;
type ResultOf<D> = D extends JobDefinition<infer R> ? R : never;

export type Jobs<D extends Definitions> = {
  /**
   * Runs the job now, after the run in progress if there is one; resolves with its result and
   * rejects with its failure (logged as any run's is). Undefined once the jobs have stopped.
   */
  runOnce<K extends keyof D>(name: K): Promise<ResultOf<D[K]> | undefined>;
  /** Starts the job's next run at once (through its timer), or right after the run in progress. */
  wake(name: keyof D): void;
  /** Starts no more runs; resolves once every run in progress has ended. */
  stop(): Promise<void>;
};

const unrefTimer: SetTimer = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Starts every job at once and then each on its own schedule, beside the requests, in every server
 * process. A failing run (the database down, say) is logged once, not at every run until it is
 * back, and its recovery once; the job keeps its schedule meanwhile. The work that must happen once
 * across instances is the jobs' own business (rows claimed with FOR UPDATE SKIP LOCKED under a
 * lease): a scheduler per process, no shared job table (decision 016).
 */
export function startJobs<D extends Definitions>(definitions: D): Jobs<D> {
  const stopping = new AbortController();
  const loops = new Map(
    Object.entries(definitions).map(([key, definition]) => [key, loop(definition, stopping.signal)]),
  );
  const loopOf = (name: keyof D) => {
    const found = loops.get(name as string);
    if (!found) throw new Error(`no job named ${String(name)}`);
    return found;
  };
  for (const started of loops.values()) started.schedule(0);
  return {
    runOnce: (name) => loopOf(name).runOnce() as Promise<ResultOf<D[typeof name]> | undefined>,
    wake: (name) => loopOf(name).wake(),
    async stop() {
      stopping.abort();
      await Promise.all([...loops.values()].map((stopped) => stopped.stop()));
    },
  };
}

function loop<R>(job: JobDefinition<R>, stopping: AbortSignal) {
  const setTimer = job.setTimer ?? unrefTimer;
  let clearTimer = () => {};
  let running: Promise<R | undefined> | undefined;
  let wokenWhileRunning = false;
  let failing = false;

  const schedule = (ms: number) => {
    clearTimer();
    clearTimer = () => {};
    if (stopping.aborted) return;
    clearTimer = setTimer(() => void runOnce().catch(() => {}), ms);
  };

  function runOnce(): Promise<R | undefined> {
    // One run at a time: a call during one waits for it, then runs its own.
    const current: Promise<R | undefined> = (running ?? Promise.resolve())
      .catch(() => {})
      .then(async () => {
        if (stopping.aborted) return undefined;
        // A wake before this run began is this run.
        wokenWhileRunning = false;
        let result: R;
        try {
          result = await job.run(stopping);
        } catch (error) {
          return failed(error);
        }
        return succeeded(result);
      });
    // Ended before its next run is scheduled and before anyone is told, so that a wake from there
    // (another job's, or the listener's) starts a run rather than waiting for the one in progress.
    const ended = () => {
      if (running === current) running = undefined;
    };
    const succeeded = (result: R) => {
      ended();
      if (failing) job.logger.info(`${job.name}: ${job.recovery ?? "the database answers again"}`);
      failing = false;
      schedule(wokenWhileRunning ? 0 : (job.nextInMs?.(result) ?? job.everyMs));
      job.onRun?.({ result });
      return result;
    };
    const failed = (error: unknown): never => {
      ended();
      if (!failing) job.logger.error({ err: error }, `${job.name}: ${job.failure}`);
      failing = true;
      schedule(job.everyMs);
      job.onRun?.({ error });
      throw error;
    };
    running = current;
    void current.finally(ended).catch(() => {});
    return current;
  }

  return {
    schedule,
    runOnce,
    wake() {
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      clearTimer();
      await running?.catch(() => {});
    },
  };
}
