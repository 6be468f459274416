import type { TestProject } from "vitest/node";

import { startGoogleStandIn } from "../../dev/oidc/stand-in";
import { startMailSink } from "./mail-sink";
import { type Site, startSite } from "./site";
import { freePort } from "./fetch-browser";

export const PAGES_GOOGLE_CLIENT = {
  GOOGLE_CLIENT_ID: "modura-pages",
  GOOGLE_CLIENT_SECRET: "modura-pages-secret",
};

declare module "vitest" {
  export interface ProvidedContext {
    pages: { siteUrl: string; poolDir: string; mailSinkUrl: string; googleIssuer: string; database: string };
  }
}

/**
 * The page suite's one site for the run: the production build as `npm start` runs it, on the
 * database TEST_DATABASE names (PGlite unless it says postgres), with its mail going to a real SMTP
 * sink and Google played by a real OpenID provider on loopback. Every test file fetches from it;
 * accounts come from its pool, so tests never share one.
 */
export default async function setup(project: TestProject) {
  const postgres = process.env.TEST_DATABASE === "postgres";
  if (postgres && !process.env.DATABASE_URL) throw new Error("TEST_DATABASE=postgres needs DATABASE_URL");
  const mailSink = await startMailSink();
  const googlePort = await freePort();
  const sitePort = await freePort();
  const google = await startGoogleStandIn({
    port: googlePort,
    clientId: PAGES_GOOGLE_CLIENT.GOOGLE_CLIENT_ID,
    clientSecret: PAGES_GOOGLE_CLIENT.GOOGLE_CLIENT_SECRET,
    redirectUris: [`http://127.0.0.1:${sitePort}/api/auth/callback/google`],
  });
  let site: Site;
  try {
    site = await startSite({
      database: postgres ? { kind: "postgres", adminUrl: process.env.DATABASE_URL! } : { kind: "pglite" },
      port: sitePort,
      poolSize: 200,
      env: { SMTP_URL: mailSink.smtpUrl, GOOGLE_OIDC_ISSUER: google.issuer, ...PAGES_GOOGLE_CLIENT },
    });
  } catch (error) {
    await Promise.all([mailSink.close(), google.close()]);
    throw error;
  }
  project.provide("pages", {
    siteUrl: site.url,
    poolDir: site.poolDir,
    mailSinkUrl: mailSink.url,
    googleIssuer: google.issuer,
    database: postgres ? "PostgreSQL" : "PGlite",
  });
  return async () => {
    await site.stop();
    await Promise.all([mailSink.close(), google.close()]);
  };
}
