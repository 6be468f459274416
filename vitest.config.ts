import { defineConfig } from "vitest/config";

/**
 * Four levels, fastest first: `unit` (pure logic, in Node), `dom` (components that need a DOM, in
 * jsdom), `server` (the real app and Better Auth in-process on a real database, through HTTP) and
 * `pages` (the production build started as `npm start` starts it, fetched and parsed: the HTTP and
 * HTML facts, and every no-JavaScript path). TEST_DATABASE picks the database of the last two.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker fewer than cores: one, here.
    maxWorkers: 2,
    // No project isolates its files (each loads the app's modules once per worker, not per file).
    // So a file that replaces a module (vi.mock) must be the only test file that loads it.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          // Pure logic keeps no state between files: one module graph per worker, loaded once
          // (11 s → 5 s here).
          isolate: false,
          setupFiles: ["tests/support/console.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          // Testing Library unmounts after each test (tests/support/unit.ts); one jsdom per worker
          // instead of one per file (19 s → 7 s here).
          isolate: false,
          // npm test runs this beside typecheck, lint and the build: typing a form through
          // user-event then took 5.4 s on a slow 2-core machine, over Vitest's default of 5.
          // A deadline: a passing test is no slower.
          testTimeout: 20_000,
          setupFiles: ["tests/support/console.ts", "tests/support/unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/server-global.ts"],
          // Most of a server test is waiting on a database, a socket or a mail server: three
          // workers on two cores halve the wall time (115 s → 60 s here; four gain nothing). Each
          // file starts its own site on its own database, so files share nothing but loaded
          // modules: loading them once per worker takes it to 47 s.
          maxWorkers: 3,
          isolate: false,
          setupFiles: ["tests/support/console.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "pages",
          include: ["tests/pages/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/pages-global.ts"],
          // As the server tests: mostly waiting on the site.
          maxWorkers: 3,
          isolate: false,
          setupFiles: ["tests/support/console.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
