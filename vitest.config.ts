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
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/console.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/setup/console.ts", "tests/setup/unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/server-global.ts"],
          setupFiles: ["tests/setup/console.ts"],
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
          globalSetup: ["tests/setup/pages-global.ts"],
          setupFiles: ["tests/setup/console.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
