import { defineConfig } from "vitest/config";

/**
 * `npm run test:resilience`: the long tests that run the production build as separate processes,
 * kill them and stop databases. Apart from `npm run test:unit`, which never runs them; one file at a
 * time, since each starts servers and measures how long recovery takes.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: "resilience",
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/resilience/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
