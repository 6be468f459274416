import { type Logger, pino } from "pino";

export type LogLine = { level: number; msg: string; [field: string]: unknown };

export type CapturedLog = {
  logger: Logger;
  /** Every line logged so far, parsed, in order. */
  lines: LogLine[];
  /**
   * Resolves once `holds` is true of the lines logged so far: checked now and again at each new line.
   * Rejects after `timeoutMs`: a deadline, not a wait.
   */
  waitFor(holds: (lines: LogLine[]) => boolean, what: string, timeoutMs?: number): Promise<void>;
};

/** A real pino logger whose lines land, parsed, in `lines`: for tests that check what was logged. */
export function capturingLogger(level: pino.Level = "debug"): CapturedLog {
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  const logger = pino(
    { level },
    {
      write: (line: string) => {
        lines.push(JSON.parse(line) as LogLine);
        for (const check of [...waiters]) check();
      },
    },
  );
  const waitFor = (holds: (lines: LogLine[]) => boolean, what: string, timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!holds(lines)) return;
        clearTimeout(deadline);
        waiters.delete(check);
        resolve();
      };
      const deadline = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for a log line: ${what}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { logger, lines, waitFor };
}

/** pino's numbers for the levels a test looks for. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;
