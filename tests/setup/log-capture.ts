import { type Logger, pino } from "pino";

export type LogLine = { level: number; msg: string; [field: string]: unknown };

/** A real pino logger whose lines land, parsed, in `lines`: for tests that check what was logged. */
export function capturingLogger(level: pino.Level = "debug"): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

/** pino's numbers for the levels a test looks for. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;
