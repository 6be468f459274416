import { defineConfig } from "vite";

/*
 * The server's commands (`npm run team`, `npm run waitlist`, `npm run data`) as compiled files beside the server's
 * own bundle, so they run with Node alone, as the server does: no TypeScript loader in production
 * (the Docker image has none), and about half the CPU of a run under tsx (docs/decisions/012-test-levels.md).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/cli",
    emptyOutDir: true,
    rollupOptions: {
      input: {
        team: "./app/features/team/cli.ts",
        waitlist: "./app/features/waitlist/cli.ts",
        data: "./app/platform/data-command/cli.ts",
      },
      output: { entryFileNames: "[name].js" },
    },
  },
});
