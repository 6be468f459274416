import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { Server } from "node:http";

import express, { type Request, type Response } from "express";
import Provider, { type Account, type Interaction } from "oidc-provider";

import { standInUser } from "./users";

/**
 * A real OpenID provider on loopback standing in for Google (tests and `npm run dev`; never
 * production). One confidential client, authorization code with PKCE, scopes openid email profile.
 * Its own small sign-in page: any login name signs in as that user, and "Cancel" ends the
 * interaction with access_denied, as a user refusing consent at Google would.
 */
export type GoogleStandInOptions = {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  hostname?: string;
};

export type GoogleStandIn = { issuer: string; close(): Promise<void> };

export const STAND_IN_CANCEL_DESCRIPTION = "The user cancelled the sign-in.";

const LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;

function findAccount(_ctx: unknown, sub: string): Account | undefined {
  const login = sub.startsWith("google-") ? sub.slice("google-".length) : "";
  if (!LOGIN_PATTERN.test(login)) return undefined;
  return { accountId: sub, claims: () => standInUser(login) };
}

export async function startGoogleStandIn({
  port,
  clientId,
  clientSecret,
  redirectUris,
  hostname = "localhost",
}: GoogleStandInOptions): Promise<GoogleStandIn> {
  const issuer = `http://${hostname}:${port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // What Better Auth's generic OAuth sends by default when the client has a secret.
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    findAccount,
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    jwks: { keys: [{ ...signingKey, kid: "stand-in", use: "sig", alg: "RS256" }] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError(ctx: { type: string; body: string }, out: { error: string; error_description?: string }) {
      ctx.type = "html";
      ctx.body = page("Sign-in error", `<p>${escapeHtml(out.error_description ?? out.error)}</p>`);
    },
  });

  const app = express();
  const form = express.urlencoded({ extended: false });

  app.get("/interaction/:uid", async (req, res) => {
    const interaction = await provider.interactionDetails(req, res);
    res.type("html").send(loginPage(interaction, "gia"));
  });

  app.post("/interaction/:uid/login", form, async (req: Request, res: Response) => {
    const interaction = await provider.interactionDetails(req, res);
    const login = String(req.body?.login ?? "")
      .trim()
      .toLowerCase();
    if (!LOGIN_PATTERN.test(login)) {
      res
        .status(400)
        .type("html")
        .send(loginPage(interaction, login, "Use letters, digits, dots, dashes or underscores."));
      return;
    }
    // Signing in also grants the requested scopes: the stand-in has no separate consent screen.
    const accountId = standInUser(login).sub;
    const grant = new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    grant.addOIDCScope(String(interaction.params.scope ?? "openid"));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });

  app.post("/interaction/:uid/abort", async (req, res) => {
    await provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: STAND_IN_CANCEL_DESCRIPTION },
      { mergeWithLastSubmission: false },
    );
  });

  app.use(provider.callback());

  // An expired or unknown interaction (e.g. a reused tab) lands here: say so instead of a stack trace.
  app.use((error: Error, _req: Request, res: Response, _next: () => void) => {
    res
      .status(400)
      .type("html")
      .send(page("Sign-in error", `<p>${escapeHtml(error.message)}</p>`));
  });

  const server: Server = app.listen(port, hostname);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function loginPage(interaction: Interaction, login: string, error?: string) {
  const base = `/interaction/${encodeURIComponent(interaction.uid)}`;
  return page(
    "Sign in with Google",
    `<p>A local OpenID provider standing in for Google. Any login name signs in as that user, e.g. <b>gia</b> is Gia Google (gia@example.com).</p>
    <form method="post" action="${base}/login">
      <label for="login">Login name</label>
      <input id="login" name="login" value="${escapeHtml(login)}" autocomplete="username" required autofocus${error ? ' aria-invalid="true" aria-describedby="login-error"' : ""}>
      ${error ? `<p id="login-error" role="alert">${escapeHtml(error)}</p>` : ""}
      <button type="submit">Sign in</button>
    </form>
    <form method="post" action="${base}/abort">
      <button type="submit">Cancel</button>
    </form>`,
  );
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
input,button{font:inherit;padding:.4rem .6rem;margin:.25rem 0}form{margin:1rem 0}label{display:block}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
