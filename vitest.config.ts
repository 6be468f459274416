import { defineConfig } from "vitest/config";

/**
 * Four levels, fastest first: `unit` (pure logic, in Node), `dom` (components that need a DOM, in
 * happy-dom), `server` (the real app and Better Auth in-process on a real database, through HTTP) and
 * `pages` (the production build started as `npm start` starts it, fetched and parsed: the HTTP and
 * HTML facts, and every no-JavaScript path). TEST_DATABASE picks the database of the last two.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // `database`: a test whose subject is what can differ between the two databases (concurrency,
    // locks and claims, exactly-once work, time in SQL, the embedded data directory, moving data),
    // as a whole file with `// @module-tag database` or one test with `{ tags: ["database"] }`.
    // With DATABASE_URL set, npm test runs the server suite on PostgreSQL and these on PGlite too.
    tags: [{ name: "database", description: "what can differ between PGlite and PostgreSQL" }],
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
          // Pure logic keeps no state between files: one module graph per worker, loaded once, so
          // the modules' load time is paid once rather than per file.
          isolate: false,
          // A deadline, not a measure: beside the rest of npm test on two cores, a test that hashes
          // with scrypt (32 MB a hash) once took over Vitest's default of 5 s.
          testTimeout: 20_000,
          setupFiles: ["tests/support/console.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["app/**/*.test.tsx"],
          environment: "happy-dom",
          // happy-dom rather than jsdom: the same tests, about a quarter less CPU, most of it in
          // setting up each file's DOM (a file that needs jsdom says so in its first line).
          // Testing Library unmounts after each test (tests/support/unit.ts).
          isolate: false,
          // npm test runs this beside typecheck, lint and the build, which can slow typing a form
          // through user-event past Vitest's default of 5 s. A deadline: a passing test is no slower.
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
          // Most of a server test is waiting on a database, a socket or a mail server, so three
          // workers keep two cores busy (a fourth adds waiting, not work). Each file starts its own
          // site on its own database, so files share nothing but loaded modules, loaded once per
          // worker.
          maxWorkers: 3,
          isolate: false,
          setupFiles: ["tests/support/console.ts"],
          // Deadlines for a hung test, not measures: on a slow day, beside the other suites on two
          // cores, tests of concurrent joins, bursts of views and spawned commands took 60–180 s.
          testTimeout: 180_000,
          hookTimeout: 180_000,
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
