import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../app/db/queryable";
import { account, user } from "../../app/db/schema";
import { type AuthService, createAuthService } from "../../app/platform/auth.server";
import { readConfig } from "../../app/platform/config.server";
import { action as authAction } from "../../app/features/auth/auth.route";
import { authParts } from "../../server/auth-parts";
import { CALLBACK_REFUSED, GOOGLE_NOT_CONFIGURED, GOOGLE_UNREACHABLE } from "../../server/auth-routes";
import { STAND_IN_CANCEL_DESCRIPTION, startGoogleStandIn, type GoogleStandIn } from "../../dev/oidc/stand-in";
import { standInUser } from "../../dev/oidc/users";
import { PRIVACY_NOTICE_VERSION } from "../../app/vocabulary";
import { allowConsole } from "../support/console";
import { FetchBrowser, freePort } from "../support/fetch-browser";
import { databaseKinds } from "../../dev/harness/databases";
import { TEST_AUTH_SECRET, useTestServer, type TestServer } from "../../dev/harness/test-server";

const CLIENT = { GOOGLE_CLIENT_ID: "modura-test-client", GOOGLE_CLIENT_SECRET: "modura-test-secret" };
const SUCCESS_URL = "/auth/google-complete?status=success";
const ERROR_URL = "/auth/google-complete?status=error";

/**
 * The stand-in for this block on free ports, and the app's env pointing at it; the app listens on
 * the port the provider's client was registered with, since redirect URIs must match exactly.
 */
allowConsole(
  "warn",
  /^oidc-provider WARNING: /,
  "the stand-in's OpenID library warns once per process about its runtime and in-memory store, which are the test's own",
);

function useStandIn(): () => Record<string, string> {
  const env = { ...CLIENT, PORT: "", GOOGLE_OIDC_ISSUER: "" };
  let standIn: GoogleStandIn | undefined;
  beforeAll(async () => {
    const appPort = await freePort();
    const issuerPort = await freePort();
    standIn = await startGoogleStandIn({
      port: issuerPort,
      clientId: CLIENT.GOOGLE_CLIENT_ID,
      clientSecret: CLIENT.GOOGLE_CLIENT_SECRET,
      redirectUris: [`http://127.0.0.1:${appPort}/api/auth/callback/google`],
    });
    env.PORT = String(appPort);
    env.GOOGLE_OIDC_ISSUER = standIn.issuer;
  });
  afterAll(() => standIn?.close());
  return () => env;
}

function startSignIn(browser: FetchBrowser, server: TestServer, body: Record<string, unknown> = {}) {
  const url = `${server.url}/api/auth/sign-in/social`;
  return browser.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({
      provider: "google",
      callbackURL: SUCCESS_URL,
      errorCallbackURL: ERROR_URL,
      disableRedirect: true,
      ...body,
    }),
  });
}

/**
 * What a browser does from "Continue with Google" to the page Better Auth sends it to: the stand-in's
 * sign-in page, then "Sign in" as `login` (or "Cancel"), and the redirects back to our callback.
 * Answers where the callback redirected.
 */
async function walkThrough(server: TestServer, choice: { login: string } | "cancel") {
  const browser = new FetchBrowser();
  const start = await startSignIn(browser, server);
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  return { browser, landedOn: await atProvider(browser, url, choice) };
}

/** From the provider's authorization URL on: sign in (or cancel) and follow the way back. */
async function atProvider(browser: FetchBrowser, url: string, choice: { login: string } | "cancel") {
  const issuer = new URL(url).origin;
  // Follow the provider's own redirects and our callback, never our pages (not served here).
  const follow = (next: URL) => next.origin === issuer || next.pathname.startsWith("/api/auth/callback/");

  const signInPage = await browser.navigate(url, follow);
  expect(signInPage.response.status).toBe(200);
  expect(await signInPage.response.text()).toContain("Sign in");

  const action = choice === "cancel" ? "abort" : "login";
  const submitted = await browser.navigate(`${signInPage.url}/${action}`, follow, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(choice === "cancel" ? {} : { login: choice.login }),
  });
  expect(submitted.location, `stopped at ${submitted.url} with ${submitted.response.status}`).toBeDefined();
  return new URL(submitted.location!);
}

/**
 * /auth's route action as React Router calls it for "Continue with Google" without JavaScript (a
 * form post), on an AuthService of its own over the app's database and settings. Its Set-Cookie
 * headers go into `browser`'s jar for the app, as a browser would keep them.
 */
function googleFormAction(server: () => TestServer, db: () => Db, env: () => Record<string, string>) {
  let auth: AuthService | undefined;
  return async (browser: FetchBrowser, path: string) => {
    auth ??= await createAuthService({
      db: db(),
      config: readConfig({
        PUBLIC_URL: server().url,
        BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
        RATE_LIMIT: "off",
        NODE_ENV: "test",
        ...env(),
      }),
      logger: pino({ level: "silent" }),
      parts: authParts(db()),
    });
    const request = new Request(`${server().url}${path}`, {
      method: "POST",
      headers: { Origin: server().url },
      body: new URLSearchParams({ intent: "google" }),
    });
    const context = {
      auth,
      clientAddress: "127.0.0.1",
      logError: (error: unknown) => {
        throw error;
      },
    };
    const result = (await authAction({ request, context } as unknown as Parameters<typeof authAction>[0])) as
      Response | { data: unknown; init: ResponseInit | null };
    if (!(result instanceof Response)) return { status: result.init?.status ?? 200, body: result.data };
    const jar = browser.cookies(server().url);
    for (const line of result.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return { status: result.status, location: result.headers.get("Location") ?? "" };
  };
}

describe.each(databaseKinds())("Google sign-in through the stand-in on $label", (kind) => {
  const env = useStandIn();
  const ctx = useTestServer(kind, env);

  it("answers an authorization URL on the issuer with code, PKCE (S256), state and our exact redirect URI", async () => {
    const res = await startSignIn(new FetchBrowser(), ctx.server);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; redirect: boolean };
    expect(body.redirect).toBe(false);
    const url = new URL(body.url);
    expect(url.origin).toBe(env().GOOGLE_OIDC_ISSUER);
    expect(url.pathname).toBe("/auth");
    const params = url.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe(CLIENT.GOOGLE_CLIENT_ID);
    expect(params.get("redirect_uri")).toBe(`${ctx.server.url}/api/auth/callback/google`);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("state")).toBeTruthy();
    expect(params.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
  });

  it("signs the user in: a session cookie for a new user with the provider's name and email", async () => {
    const { browser, landedOn } = await walkThrough(ctx.server, { login: "gia" });
    expect(landedOn.href).toBe(`${ctx.server.url}${SUCCESS_URL}`);
    expect([...browser.cookies(ctx.server.url).keys()]).toContain("better-auth.session_token");

    const session = await browser.request(`${ctx.server.url}/api/auth/get-session`);
    const { user: sessionUser } = (await session.json()) as { user: { name: string; email: string } };
    const expected = standInUser("gia");
    expect(sessionUser).toMatchObject({ name: "Gia Google", email: "gia@example.com" });

    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, expected.email));
    // A Google sign-up records the privacy notice it was shown, as the form's does (decision 038).
    expect(row).toMatchObject({
      name: expected.name,
      emailVerified: true,
      image: null,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    const links = await ctx.database.db
      .select()
      .from(account)
      .where(and(eq(account.userId, row!.id), eq(account.providerId, "google")));
    expect(links.map((link) => link.accountId)).toEqual([expected.sub]);
  });

  it("finds the same user on a second sign-in", async () => {
    await walkThrough(ctx.server, { login: "noa" });
    const { landedOn } = await walkThrough(ctx.server, { login: "noa" });
    expect(landedOn.pathname + landedOn.search).toBe(SUCCESS_URL);
    const rows = await ctx.database.db.select().from(user).where(eq(user.email, "noa@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("sends a cancelled sign-in to the error URL with the provider's error, and signs nobody in", async () => {
    const { browser, landedOn } = await walkThrough(ctx.server, "cancel");
    expect(landedOn.pathname).toBe("/auth/google-complete");
    expect(Object.fromEntries(landedOn.searchParams)).toEqual({
      status: "error",
      error: "access_denied",
      error_description: STAND_IN_CANCEL_DESCRIPTION,
    });
    expect([...browser.cookies(ctx.server.url).keys()]).not.toContain("better-auth.session_token");
  });

  describe("through /auth's form, without JavaScript", () => {
    const postGoogle = googleFormAction(
      () => ctx.server,
      () => ctx.database.db,
      env,
    );

    it("redirects to the provider, and comes back signed in to redirectTo with the welcome notice", async () => {
      const browser = new FetchBrowser();
      const started = await postGoogle(browser, "/auth?redirectTo=%2Fadaptiq-demo");
      expect(started.status).toBe(302);
      const url = new URL(started.location!);
      expect(url.origin).toBe(env().GOOGLE_OIDC_ISSUER);
      expect(url.searchParams.get("redirect_uri")).toBe(`${ctx.server.url}/api/auth/callback/google`);

      const landedOn = await atProvider(browser, url.href, { login: "fern" });
      expect(landedOn.href).toBe(`${ctx.server.url}/adaptiq-demo?notice=google-signed-in`);
      const session = await browser.request(`${ctx.server.url}/api/auth/get-session`);
      expect(await session.json()).toMatchObject({
        user: { name: "Fern Google", email: "fern@example.com" },
      });
    });

    it("comes back to /auth with the failure markers when cancelled", async () => {
      const browser = new FetchBrowser();
      const started = await postGoogle(browser, "/auth");
      const landedOn = await atProvider(browser, started.location!, "cancel");
      expect(landedOn.pathname).toBe("/auth");
      expect(Object.fromEntries(landedOn.searchParams)).toMatchObject({
        googleError: "1",
        redirectTo: "/dashboard",
        error: "access_denied",
      });
      expect([...browser.cookies(ctx.server.url).keys()]).not.toContain("better-auth.session_token");
    });
  });

  it.each(["callbackURL", "errorCallbackURL", "newUserCallbackURL"])(
    "refuses a %s on another origin",
    async (field) => {
      const res = await startSignIn(new FetchBrowser(), ctx.server, { [field]: "https://evil.example/" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "INVALID_CALLBACK_URL", message: CALLBACK_REFUSED });
    },
  );
});

describe.each(databaseKinds())("Google sign-in without Google variables on $label", (kind) => {
  const ctx = useTestServer(kind);

  it("answers 404 saying Google is not configured", async () => {
    const res = await startSignIn(new FetchBrowser(), ctx.server);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "GOOGLE_NOT_CONFIGURED", message: GOOGLE_NOT_CONFIGURED });
  });
});

describe.each(databaseKinds())("Google sign-in when the issuer was down at start on $label", (kind) => {
  const env = { ...CLIENT, PORT: "", GOOGLE_OIDC_ISSUER: "" };
  let issuerPort = 0;
  let standIn: GoogleStandIn | undefined;
  beforeAll(async () => {
    env.PORT = String(await freePort());
    issuerPort = await freePort();
    env.GOOGLE_OIDC_ISSUER = `http://localhost:${issuerPort}`;
  });
  const ctx = useTestServer(kind, () => env);
  afterAll(() => standIn?.close());

  it("answers 503 while the issuer is unreachable, then works once it is up, without a restart", async () => {
    const down = await startSignIn(new FetchBrowser(), ctx.server);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ code: "GOOGLE_UNREACHABLE", message: GOOGLE_UNREACHABLE });
    const downForm = await googleFormAction(
      () => ctx.server,
      () => ctx.database.db,
      () => env,
    )(new FetchBrowser(), "/auth");
    expect(downForm).toEqual({
      status: 503,
      body: {
        intent: "google",
        message: { title: "Google login failed", description: GOOGLE_UNREACHABLE, variant: "destructive" },
      },
    });

    standIn = await startGoogleStandIn({
      port: issuerPort,
      clientId: CLIENT.GOOGLE_CLIENT_ID,
      clientSecret: CLIENT.GOOGLE_CLIENT_SECRET,
      redirectUris: [`${ctx.server.url}/api/auth/callback/google`],
    });
    const up = await startSignIn(new FetchBrowser(), ctx.server);
    expect(up.status).toBe(200);
    expect(new URL(((await up.json()) as { url: string }).url).origin).toBe(standIn.issuer);

    const { landedOn } = await walkThrough(ctx.server, { login: "ivo" });
    expect(landedOn.pathname + landedOn.search).toBe(SUCCESS_URL);
  });
});
