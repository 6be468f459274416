import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../app/db/queryable";
import {
  type AuthService,
  type SessionUser,
  type TeamAccess,
  createAuthService,
} from "../../app/platform/auth.server";
import { readConfig } from "../../app/platform/config.server";
import { action as authAction } from "../../app/features/auth/auth.route";
import { action as settingsAction } from "../../app/features/auth/settings.route";
import { CODE_MESSAGE } from "../../app/features/auth/second-factor";
import { action as twoFactorAction } from "../../app/features/auth/two-factor.route";
import { action as enrolAction } from "../../app/features/team/enrol.route";
import { action as verifyAction } from "../../app/features/team/verify.route";
import { authParts } from "../../server/auth-parts";
import { createRateLimiting, type RateLimiting } from "../../server/rate-limit";
import { newCredentials, postAuth } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { TEST_AUTH_SECRET, useTestServer } from "../../dev/harness/test-server";

import { asAnswer, testLoadContext } from "../support/server-accounts";

/*
 * /auth's (and its code step's), /dashboard/settings' and, for their rate limit, the team's code
 * steps' route actions, called as React Router calls them (a Request and
 * our load context) with the real Better Auth and rate limiter on a real database. The JSON
 * endpoints' server (useTestServer) shares that database, so both paths' rate-limit buckets are
 * the same rows. Pages themselves are the page suite's (tests/pages/sign-up-and-in.test.ts,
 * account-settings.test.ts).
 */

const LIMITS = {
  RATE_LIMIT: "on",
  RATE_LIMIT_SIGN_IN: "3/60",
  RATE_LIMIT_SIGN_IN_EMAIL: "2/60",
  RATE_LIMIT_SIGN_UP: "100/60",
  RATE_LIMIT_SIGN_UP_EMAIL: "100/60",
};

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe.each(databaseKinds())("account route actions on $label", (kind) => {
  const ctx = useTestServer(kind, LIMITS);
  let auth: AuthService;
  let limiting: RateLimiting;

  beforeAll(async () => {
    const config = readConfig({
      PUBLIC_URL: ctx.server.url,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      NODE_ENV: "test",
      ...LIMITS,
    });
    const logger = pino({ level: "silent" });
    limiting = createRateLimiting({ config, db: ctx.database.db, logger });
    auth = await createAuthService({
      db: ctx.database.db,
      config,
      logger,
      parts: authParts(ctx.database.db),
    });
  });
  afterAll(() => limiting?.close());

  let addressCounter = 0;
  /** A client of its own (a fresh address, so earlier tests' counts do not matter). */
  function client(address = `198.51.100.${++addressCounter}`) {
    const errors: unknown[] = [];
    const context = (user: SessionUser | null = null, team: TeamAccess | null = null) =>
      testLoadContext({
        db: ctx.database.db,
        publicUrl: ctx.server.url,
        auth,
        limiting,
        address,
        user,
        team,
        errors,
      });
    const post = async (
      run:
        | typeof authAction
        | typeof settingsAction
        | typeof twoFactorAction
        | typeof verifyAction
        | typeof enrolAction,
      path: string,
      fields: Record<string, string>,
      { cookie, user, team }: { cookie?: string; user?: SessionUser | null; team?: TeamAccess | null } = {},
    ) => {
      const request = new Request(`${ctx.server.url}${path}`, {
        method: "POST",
        headers: { Origin: ctx.server.url, ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(fields),
      });
      const args = { request, context: context(user, team), params: {} } as unknown as Parameters<
        typeof run
      >[0];
      return asAnswer(await (run as (a: typeof args) => Promise<unknown>)(args));
    };
    return { post, errors, address };
  }

  const signIn = (email: string, password: string) => ({ intent: "sign-in", email, password });
  const signUp = (c: { name: string; email: string; password: string }, confirm = c.password) => ({
    intent: "sign-up",
    displayName: c.name,
    email: c.email,
    password: c.password,
    confirmPassword: confirm,
    website: "",
  });
  const countUsers = async (db: Db, email: string) => {
    const result = await db.execute(
      sql`select count(*)::int as n from "user" where lower(email) = lower(${email})`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };

  describe("sign-up", () => {
    it("creates the account and redirects to redirectTo with the session cookie and the notice", async () => {
      const { post } = client();
      const credentials = newCredentials("form-up");
      const answer = await post(
        authAction,
        "/auth?tab=signup&redirectTo=%2Fadaptiq-demo",
        signUp(credentials),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/adaptiq-demo?notice=signed-up");
      const user = await auth.getUser(new Headers({ Cookie: cookieOf(answer.headers) }));
      expect(user).toMatchObject({ name: credentials.name, email: credentials.email });
    });

    it("refuses mismatched passwords on the server, creating nothing and echoing no password", async () => {
      const { post } = client();
      const credentials = newCredentials("form-mismatch");
      const answer = await post(authAction, "/auth?tab=signup", signUp(credentials, "something-else"));
      expect(answer.status).toBe(400);
      // The confirmation's error, which the form shows as the "Password mismatch" toast.
      expect(answer.body).toMatchObject({ intent: "sign-up" });
      expect(answer.form).toEqual({
        fields: { confirmPassword: "Please make sure your passwords match." },
        values: { intent: "sign-up", email: credentials.email, displayName: credentials.name },
      });
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(0);
    });

    it("answers a filled honeypot as a success, without an account or a cookie", async () => {
      const { post } = client();
      const credentials = newCredentials("form-bot");
      const answer = await post(authAction, "/auth?tab=signup", {
        ...signUp(credentials),
        website: "https://spam.example",
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/dashboard?notice=signed-up");
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(0);
      // Looked at before the form is parsed: a bot learns nothing from the schema either.
      const sloppy = { ...signUp(credentials), displayName: "A", website: "https://spam.example" };
      expect((await post(authAction, "/auth?tab=signup", sloppy)).status).toBe(302);
    });

    it("applies the schema: a short password and a name with control characters, under their fields", async () => {
      const { post } = client();
      const credentials = { ...newCredentials("form-schema"), name: "Ada\u0001", password: "short" };
      const answer = await post(authAction, "/auth?tab=signup", signUp(credentials));
      expect(answer.status).toBe(400);
      expect(answer.form?.fields).toEqual({
        displayName: "Name contains characters that are not allowed.",
        password: "Password must be at least 8 characters.",
      });
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(0);
    });

    it("answers an email already used with Signup failed and the provider's message", async () => {
      const { post } = client();
      const credentials = newCredentials("form-dup");
      expect((await post(authAction, "/auth", signUp(credentials))).status).toBe(302);
      const again = await post(authAction, "/auth", signUp({ ...credentials, name: "Someone Else" }));
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({
        message: { title: "Signup failed", description: "User already exists. Use another email." },
      });
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(1);
    });
  });

  /*
   * The JSON endpoint refuses what the form refuses: both ways in run checkSignUp
   * (features/auth/account-forms.ts), the JSON one through Better Auth's before hook.
   */
  describe("bad input at sign-up, through the JSON endpoint and the form action alike", () => {
    const refusals = [
      [
        "a 10,000-character name",
        "displayName",
        { name: "x".repeat(10_000) },
        "Name must be at most 100 characters.",
      ],
      [
        "a 101-character name",
        "displayName",
        { name: "x".repeat(101) },
        "Name must be at most 100 characters.",
      ],
      ["an empty name", "displayName", { name: "" }, "Please enter your name."],
      ["a blank name", "displayName", { name: "   " }, "Please enter your name."],
      ["a one-character name", "displayName", { name: "A" }, "Name must be at least 2 characters."],
      [
        "a control character in the name",
        "displayName",
        { name: "Ada\u0007" },
        "Name contains characters that are not allowed.",
      ],
      ["a bad email", "email", { email: "ada@" }, "Please enter a valid email address."],
      ["a short password", "password", { password: "short" }, "Password must be at least 8 characters."],
    ] as const;
    const allUsers = async () => {
      const result = await ctx.database.db.execute(sql`select count(*)::int as n from "user"`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };

    it.each(refusals)(
      "the JSON endpoint refuses %s: 400, the field's message, nothing stored",
      async (_case, _field, change, message) => {
        const before = await allUsers();
        const response = await postAuth(ctx.server, "/sign-up/email", {
          ...newCredentials("bad-json"),
          ...change,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message });
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await allUsers()).toBe(before);
      },
    );

    it.each(refusals)(
      "the form action refuses %s: 400, the message under its field, nothing stored",
      async (_case, field, change, message) => {
        const { post } = client();
        const before = await allUsers();
        const answer = await post(
          authAction,
          "/auth?tab=signup",
          signUp({ ...newCredentials("bad-form"), ...change }),
        );
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ intent: "sign-up" });
        expect(answer.form?.fields).toEqual({ [field]: message });
        expect(answer.headers.getSetCookie()).toEqual([]);
        expect(await allUsers()).toBe(before);
      },
    );

    it("the JSON endpoint refuses a confirmation that differs, with the mismatch toast's words; one left out is not asked for", async () => {
      const credentials = newCredentials("json-confirm");
      const mismatched = await postAuth(ctx.server, "/sign-up/email", {
        ...credentials,
        confirmPassword: "something-else",
      });
      expect(mismatched.status).toBe(400);
      expect(await mismatched.json()).toMatchObject({ message: "Please make sure your passwords match." });
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(0);

      const matching = await postAuth(ctx.server, "/sign-up/email", {
        ...credentials,
        confirmPassword: credentials.password,
      });
      expect(matching.status).toBe(200);
      const withoutConfirmation = newCredentials("json-no-confirm");
      expect((await postAuth(ctx.server, "/sign-up/email", withoutConfirmation)).status).toBe(200);
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(1);
      expect(await countUsers(ctx.database.db, withoutConfirmation.email)).toBe(1);
    });

    it("Better Auth's server API refuses it too, as the form action calls it", async () => {
      const credentials = newCredentials("api-direct");
      const call = auth.api.signUpEmail({
        body: { name: "", email: credentials.email, password: credentials.password },
        headers: new Headers({ Origin: ctx.server.url }),
      });
      await expect(call).rejects.toMatchObject({
        statusCode: 400,
        body: { message: "Please enter your name." },
      });
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(0);
    });

    it("both store a good sign-up the same way: trimmed, and markup verbatim (escaped where shown)", async () => {
      const { post } = client();
      for (const name of ["  Ada Lovelace  ", "<img src=x onerror=alert(1)>"]) {
        const json = { ...newCredentials("good-json"), name };
        const form = { ...newCredentials("good-form"), name };
        const response = await postAuth(ctx.server, "/sign-up/email", { ...json, email: ` ${json.email} ` });
        expect(response.status).toBe(200);
        expect((await post(authAction, "/auth?tab=signup", signUp(form))).status).toBe(302);
        for (const email of [json.email, form.email]) {
          const result = await ctx.database.db.execute(
            sql`select name, email from "user" where email = ${email}`,
          );
          expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ name: name.trim(), email }]);
        }
      }
    });
  });

  describe("sign-in", () => {
    it("signs in and redirects with the cookie; another origin's redirectTo ends on the dashboard", async () => {
      const { post } = client();
      const credentials = newCredentials("form-in");
      await postAuth(ctx.server, "/sign-up/email", credentials);
      const answer = await post(
        authAction,
        `/auth?redirectTo=${encodeURIComponent("https://evil.example/x")}`,
        signIn(credentials.email, credentials.password),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/dashboard?notice=signed-in");
      expect(await auth.getUser(new Headers({ Cookie: cookieOf(answer.headers) }))).toMatchObject({
        email: credentials.email,
      });
    });

    it("answers a wrong password with Login failed and the provider's message, keeping the email only", async () => {
      const { post, errors } = client();
      const credentials = newCredentials("form-wrong");
      await postAuth(ctx.server, "/sign-up/email", credentials);
      const answer = await post(authAction, "/auth", signIn(credentials.email, "not-the-password"));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        intent: "sign-in",
        message: { title: "Login failed", description: "Invalid email or password", variant: "destructive" },
      });
      expect(answer.form).toEqual({ fields: {}, values: { intent: "sign-in", email: credentials.email } });
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  describe("rate limits", () => {
    it("refuse the 4th sign-in from one address with the wait, before Better Auth is asked", async () => {
      const { post } = client();
      for (let i = 0; i < 3; i++) {
        const answer = await post(authAction, "/auth", signIn(`nobody-${i}-${Date.now()}@example.com`, "x"));
        expect(answer.status).toBe(401);
      }
      const refused = await post(authAction, "/auth", signIn(`nobody-x-${Date.now()}@example.com`, "x"));
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("Retry-After"));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.body).toMatchObject({
        message: {
          title: "Too many attempts",
          description: `Please wait ${wait} ${wait === 1 ? "second" : "seconds"} and try again.`,
          variant: "destructive",
        },
      });
    });

    it("count an attempt before parsing its form: blank ones count, and over the limit get 429, not their errors", async () => {
      const { post } = client();
      for (let i = 0; i < 3; i++) {
        const blank = await post(authAction, "/auth", signIn("", ""));
        expect(blank.status).toBe(400);
        expect(blank.form?.fields).toEqual({
          email: "Please enter your email address.",
          password: "Please enter your password.",
        });
      }
      const refused = await post(authAction, "/auth", signIn("", ""));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ intent: "sign-in", message: { title: "Too many attempts" } });
      expect(refused.form?.fields).toEqual({});
    });

    it("count a code before parsing it, at the sign-in's code step and the team's: malformed ones count, and over the limit get 429, not their errors", async () => {
      // The team's steps as a member's session reaches them; nothing here gets as far as Better Auth.
      const member: SessionUser = {
        id: "code-steps",
        name: "Ada",
        email: "code-steps@example.com",
        image: null,
        emailVerified: true,
        createdAt: new Date().toISOString(),
      };
      const team = (twoFactorEnabled: boolean): TeamAccess => ({
        role: "admin",
        twoFactorEnabled,
        secondFactorAt: null,
        sessionId: "code-steps-session",
      });
      const uri = "otpauth://totp/Modura:code-steps%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Modura";
      type Post = Parameters<ReturnType<typeof client>["post"]>;
      const steps: { run: Post[0]; path: string; fields: Post[2]; as: Post[3] }[] = [
        { run: twoFactorAction, path: "/auth/two-factor", fields: {}, as: {} },
        { run: verifyAction, path: "/team/verify", fields: {}, as: { user: member, team: team(true) } },
        {
          run: enrolAction,
          path: "/team/enrol",
          fields: { intent: "confirm", uri },
          as: { user: member, team: team(false) },
        },
      ];
      for (const { run, path, fields, as } of steps) {
        const { post } = client();
        for (let i = 0; i < 3; i++) {
          const malformed = await post(run, path, { ...fields, code: "12345" }, as);
          expect(malformed.status, path).toBe(400);
          expect(malformed.form?.fields, path).toEqual({ code: CODE_MESSAGE });
        }
        const refused = await post(run, path, { ...fields, code: "12345" }, as);
        expect(refused.status, path).toBe(429);
        expect(refused.body, path).toMatchObject({ message: { title: "Too many attempts" } });
        // Emptied, as a refused code is: by the time the wait is over the code has changed.
        expect(refused.form, path).toEqual({ fields: {}, values: null });
        if (run === enrolAction) {
          expect(refused.body).toMatchObject({ step: "scan", uri });
          // Enrolment's start counts in the same bucket.
          const start = await post(run, path, { intent: "start", password: "x" }, as);
          expect(start.status).toBe(429);
          expect(start.body).toMatchObject({ step: "start", message: { title: "Too many attempts" } });
        }
      }
    });

    it("count one email's sign-ins on the form and the JSON endpoint together, across addresses", async () => {
      const credentials = newCredentials("form-shared");
      await postAuth(ctx.server, "/sign-up/email", credentials);
      const json = await postAuth(ctx.server, "/sign-in/email", { email: credentials.email, password: "x" });
      expect(json.status).toBe(401);
      expect((await client().post(authAction, "/auth", signIn(credentials.email, "y"))).status).toBe(401);
      // A third attempt for that email, from yet another address, even with the right password.
      const refused = await client().post(
        authAction,
        "/auth",
        signIn(` ${credentials.email.toUpperCase()} `, credentials.password),
      );
      expect(refused.status).toBe(429);
      const jsonAgain = await postAuth(ctx.server, "/sign-in/email", {
        email: credentials.email,
        password: credentials.password,
      });
      expect(jsonAgain.status).toBe(429);
    });
  });

  describe("Continue with Google", () => {
    it("says Google is not configured, on the page's terms", async () => {
      const answer = await client().post(authAction, "/auth", { intent: "google" });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        intent: "google",
        message: { title: "Google login failed", description: "Google sign-in is not configured." },
      });
    });
  });

  describe("display name", () => {
    it("saves the signed-in user's name with the same schema as PATCH /api/me", async () => {
      const { post } = client();
      const credentials = newCredentials("form-name");
      const signedIn = await post(authAction, "/auth", signUp(credentials));
      const cookie = cookieOf(signedIn.headers);
      const user = await auth.getUser(new Headers({ Cookie: cookie }));

      const blank = await post(
        settingsAction,
        "/dashboard/settings",
        { displayName: "   " },
        { cookie, user },
      );
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ intent: "display-name" });
      expect(blank.form?.fields).toEqual({ displayName: "Please enter your name." });

      const saved = await post(
        settingsAction,
        "/dashboard/settings",
        { displayName: "Augusta" },
        { cookie, user },
      );
      // Redirected, so the page and its navigation load afresh with the new name.
      expect(saved.status).toBe(303);
      expect(saved.headers.get("Location")).toBe("/dashboard/settings?notice=profile-updated");
      expect(await auth.getUser(new Headers({ Cookie: cookie }))).toMatchObject({ name: "Augusta" });
    });

    it("sends an anonymous post to /auth", async () => {
      const answer = await client()
        .post(settingsAction, "/dashboard/settings", { displayName: "Nobody" })
        .catch((thrown: unknown) => asAnswer(thrown));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard%2Fsettings");
    });
  });
});
