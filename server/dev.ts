import { createServer } from "vite";
import type { ServerBuild } from "react-router";

import { readConfig } from "~/platform/config.server";

import { startServer } from "./start";

// Development: Vite serves the client with hot reload and loads the routes from source on each request.
process.env.NODE_ENV ??= "development";
await startGoogleStandInUnlessConfigured();
const vite = await createServer({ server: { middlewareMode: true } });
await startServer({
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  assets: vite.middlewares,
});

/**
 * With no Google credentials, development signs in with Google through the local OpenID provider
 * the tests also use (dev/oidc/stand-in.ts), so the flow can be tried. Only this file starts it: the
 * production server never does.
 */
async function startGoogleStandInUnlessConfigured() {
  if (process.env.GOOGLE_CLIENT_ID || process.env.GOOGLE_CLIENT_SECRET) return;
  let publicUrl: string;
  try {
    publicUrl = readConfig().publicUrl;
  } catch {
    return; // startServer reports the bad variable and exits.
  }
  const port = Number(process.env.GOOGLE_STAND_IN_PORT || 3030);
  const client = { clientId: "modura-dev", clientSecret: "modura-dev-secret" };
  try {
    const { startGoogleStandIn } = await import("../dev/oidc/stand-in");
    const standIn = await startGoogleStandIn({
      port,
      ...client,
      redirectUris: [`${publicUrl}/api/auth/callback/google`],
    });
    process.env.GOOGLE_CLIENT_ID = client.clientId;
    process.env.GOOGLE_CLIENT_SECRET = client.clientSecret;
    process.env.GOOGLE_OIDC_ISSUER = standIn.issuer;
    console.log(
      `No GOOGLE_CLIENT_ID: "Continue with Google" uses the local stand-in provider at ${standIn.issuer}`,
    );
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    console.warn(
      `Google stand-in not started on port ${port} (${reason}); set GOOGLE_STAND_IN_PORT to use another`,
    );
  }
}
