import path from "node:path";
import { fileURLToPath } from "node:url";

import express from "express";

import { precompressedAssets } from "./precompressed";
import { startServer } from "./start";

// This file is the entry of the production server bundle (see vite.config.ts), which lands in
// build/server/ beside build/client/.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

/** The React Router build this bundle carries (the server tests serve it too: dev/harness/test-server.ts). */
export const reactRouterBuild = () => import("virtual:react-router/server-build");

export function start() {
  const assets = express.Router();
  // Vite fingerprints everything under /assets, so browsers may keep those files for good.
  const assetsDir = `${clientDir}/assets`;
  assets.use("/assets", precompressedAssets(assetsDir));
  assets.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y" }));
  // Every file beside /assets is named with an extension: a page's address (none in its last
  // segment) goes on without a look-up on disk, which each page request paid before.
  const publicFiles = express.static(clientDir, { maxAge: "1h" });
  assets.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  return startServer({
    getBuild: reactRouterBuild,
    assets,
  });
}
