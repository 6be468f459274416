import { defineConfig } from "vitest/config";

/**
 * `npm run test:resilience`: the long tests that run the production build as separate processes,
 * kill them (mid sign-up, mid broadcast), run two instances on one database and stop databases:
 * on PGlite, and on PostgreSQL too where DATABASE_URL is set. Apart from `npm test`, which never runs them. The files run side by
 * side: each has its own ports, data directories and PostgreSQL cluster, and waits on what it
 * watches (a count of acknowledged sign-ups, a health check), never on a clock.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: "resilience",
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/resilience-global.ts", "tests/support/server-global.ts"],
    fileParallelism: true,
    // Vitest would run one file at a time on two cores; each mostly waits on its processes.
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
