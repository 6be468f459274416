import path from "node:path";
import { fileURLToPath } from "node:url";

import express from "express";
import type { ServerBuild } from "react-router";

import { precompressedAssets } from "./precompressed";
import { startServer } from "./start";

// This file is the entry of the production server bundle (see vite.config.ts), which lands in
// build/server/ beside build/client/.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

let build: Promise<ServerBuild> | undefined;

/**
 * The React Router build this bundle carries (the server tests serve it too: dev/harness/test-server.ts).
 * Imported once: every request asks for it, and a dynamic import() each time was ~5 % of a kept page's CPU.
 */
export const reactRouterBuild = () => (build ??= import("virtual:react-router/server-build"));

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
