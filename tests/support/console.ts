import { format } from "node:util";

import { afterAll, afterEach, expect } from "vitest";

/**
 * Every unit, component and server test fails on a `console.error` or `console.warn` it did not
 * announce, as the e2e fixture does for the browser's console: a React warning, a failed request
 * logged and swallowed, a deprecation, each is a defect until a test says it is the point.
 *
 * Loaded as a setup file by both Vitest projects, so it watches the console from before the test
 * file's own hooks run until after they end.
 */
type Level = "error" | "warn";
type Expected = { level: Level; pattern: RegExp; seen: number; why: string };

const logged: { level: Level; text: string }[] = [];
let expected: Expected[] = [];
const allowed: Omit<Expected, "seen">[] = [];

for (const level of ["error", "warn"] as const) {
  console[level] = (...args: unknown[]) => {
    logged.push({ level, text: format(...args) });
  };
}

/**
 * The current test logs a `console.error` matching `pattern`, at least once; `why` says why that is
 * right. Matching messages are then allowed in this test only, and the test fails if none came.
 */
export function expectConsoleError(pattern: RegExp, why: string) {
  expected.push({ level: "error", pattern, seen: 0, why });
}

/** As `expectConsoleError`, for `console.warn`. */
export function expectConsoleWarn(pattern: RegExp, why: string) {
  expected.push({ level: "warn", pattern, seen: 0, why });
}

/**
 * Messages matching `pattern` are allowed anywhere in this test file, whether or not they come: for
 * a library the test itself runs that logs once per process, at a moment no single test owns
 * (a test-only stand-in's start-up notices). `why` says why that is not the code under test.
 */
export function allowConsole(level: Level, pattern: RegExp, why: string) {
  allowed.push({ level, pattern, why });
}

function takeUnexpected(): string[] {
  const unexpected: string[] = [];
  for (const message of logged.splice(0)) {
    const matches = (e: Omit<Expected, "seen">) => e.level === message.level && e.pattern.test(message.text);
    const match = expected.find(matches);
    if (match) match.seen += 1;
    else if (!allowed.some(matches)) unexpected.push(`console.${message.level}: ${message.text}`);
  }
  return unexpected;
}

afterEach(() => {
  const unexpected = takeUnexpected();
  const missing = expected
    .filter((e) => e.seen === 0)
    .map((e) => `expected console.${e.level} matching ${e.pattern} (${e.why}), none came`);
  expected = [];
  expect([...unexpected, ...missing], "console errors and warnings").toEqual([]);
});

// What the file's own beforeAll and afterAll hooks logged (starting and stopping a server).
afterAll(() => {
  expect(takeUnexpected(), "console errors and warnings outside a test").toEqual([]);
});
