import { fileURLToPath } from "node:url";

import express from "express";

import { precompressedAssets } from "./precompressed";
import { startServer } from "./start";

// This file is the entry of the production server bundle (see vite.config.ts), which lands in
// build/server/ beside build/client/.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

/** The React Router build this bundle carries (the server tests serve it too: tests/setup/test-server.ts). */
export const reactRouterBuild = () => import("virtual:react-router/server-build");

export function start() {
  const assets = express.Router();
  // Vite fingerprints everything under /assets, so browsers may keep those files for good.
  const assetsDir = `${clientDir}/assets`;
  assets.use("/assets", precompressedAssets(assetsDir));
  assets.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y" }));
  assets.use(express.static(clientDir, { maxAge: "1h" }));
  return startServer({
    getBuild: reactRouterBuild,
    assets,
  });
}
