import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Express app, so production runs one compiled file
  // (build/server/index.js) with no TypeScript loader.
  build: isSsrBuild ? { rollupOptions: { input: "./server/index.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
}));
