import { createServer } from "vite";
import type { ServerBuild } from "react-router";

import { startServer } from "./start";

// Development: Vite serves the client with hot reload and loads the routes from source on each request.
process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true } });
await startServer({
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  assets: vite.middlewares,
});
