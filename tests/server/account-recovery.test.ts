import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { session } from "../../app/db/schema";
import { FORGOT_PASSWORD_ANSWER, RECOVERY_TOASTS } from "../../app/features/auth/recovery";
import { action as verifyAction } from "../../app/features/auth/verify-email.route";
import { action as forgotAction } from "../../app/features/auth/forgot-password.route";
import { action as resetAction, loader as resetLoader } from "../../app/features/auth/reset-password.route";
import { action as dashboardAction } from "../../app/features/dashboard/dashboard.route";
import type { SessionUser } from "../../app/platform/auth.server";
import { cookieHeader, newCredentials, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { startTestServer } from "../../dev/harness/test-server";

import { type Run, tokenIn, useAccountHarness } from "../support/server-accounts";

/*
 * Verifying an address and recovering a password, on a real database with the real
 * Better Auth, the real mail worker and a real SMTP server: the JSON endpoints through the running
 * site, and the pages' route actions called as React Router calls them. The pages themselves are
 * the end-to-end suite's (tests/e2e/account-recovery.spec.ts).
 */

describe.each(databaseKinds())("account recovery on $label", (kind) => {
  const harness = useAccountHarness(kind);
  const { ctx, siteEnv, errors, getSession, signIn, mailsTo, waitForMail, waitForMails } = harness;
  const call = (run: Run, path: string, fields?: Record<string, string>, sessionUser?: SessionUser) =>
    harness.call(run, path, fields, sessionUser ? { user: sessionUser, cookie: "" } : undefined);
  const userRow = async (email: string) => (await harness.userRow(email))!;
  const sessionCount = async (userId: string) =>
    (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length;
  const requestReset = (email: string) =>
    fetch(`${ctx.server.url}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ctx.server.url },
      body: JSON.stringify({ email }),
    });

  it("a password sign-up gets a verification link; its button verifies; a second use changes nothing", async () => {
    const credentials = newCredentials("verify");
    const cookie = await signUpUser(ctx.server, credentials);
    expect((await getSession(cookie))?.user.emailVerified).toBe(false);

    const mail = await waitForMail(credentials.email, /^Verify your email/);
    expect(mail.subject).toBe("Verify your email for Modura");
    expect(mail.html).toContain("/account/verify-email?token=");
    const token = tokenIn(mail.text!, "/account/verify-email");

    const opened = await call(verifyAction as Run, `/account/verify-email?token=${token}`);
    expect(opened).toMatchObject({ status: 303 });
    expect(opened.headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/dashboard?notice=email-verified")}`,
    );
    expect((await getSession(cookie))?.user.emailVerified).toBe(true);

    const { id } = await userRow(credentials.email);
    const sessions = await sessionCount(id);
    const again = await call(verifyAction as Run, `/account/verify-email?token=${token}`);
    expect(again.status).toBe(303);
    expect(await sessionCount(id)).toBe(sessions);

    const changed = await call(verifyAction as Run, `/account/verify-email?token=${token.slice(0, -2)}xx`);
    expect(changed).toMatchObject({ status: 400, body: { reason: "invalid-link" } });
  });

  it("a verification link expires after 24 hours, verifying nothing", async () => {
    const credentials = newCredentials("verify-late");
    await signUpUser(ctx.server, credentials);
    const token = tokenIn(
      (await waitForMail(credentials.email, /^Verify your email/)).text!,
      "/account/verify-email",
    );
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 3600_000 + 60_000 });
    const late = await call(verifyAction as Run, `/account/verify-email?token=${token}`);
    expect(late).toMatchObject({ status: 410, body: { reason: "expired" } });
    vi.useRealTimers();
    expect((await userRow(credentials.email)).emailVerified).toBe(false);
  });

  it("the dashboard's Resend sends a new link within the mail limit, then says to wait", async () => {
    const credentials = newCredentials("resend");
    await signUpUser(ctx.server, credentials);
    await waitForMail(credentials.email, /^Verify your email/);
    const row = await userRow(credentials.email);
    const me: SessionUser = { ...row, image: null, createdAt: row.createdAt.toISOString() };
    const resend = () => call(dashboardAction as Run, "/dashboard", { intent: "resend-verification" }, me);

    for (let i = 0; i < 3; i++)
      expect(await resend()).toMatchObject({
        status: 200,
        body: { message: RECOVERY_TOASTS.verificationSent },
      });
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({
      intent: "resend-verification",
      message: { title: "Too many attempts", variant: "destructive" },
    });
    await waitForMails(credentials.email, 4);
    expect(mailsTo(credentials.email)).toHaveLength(4);

    const verified = await call(
      dashboardAction as Run,
      "/dashboard",
      { intent: "resend-verification" },
      {
        ...me,
        emailVerified: true,
      },
    );
    expect(verified).toMatchObject({ status: 200, body: { message: RECOVERY_TOASTS.alreadyVerified } });
  });

  it("forgot password answers the same for an account and an unknown address; only the account is emailed", async () => {
    const credentials = newCredentials("forgot");
    await signUpUser(ctx.server, credentials);
    const unknown = `nobody-${Date.now()}@example.com`;

    const known = await requestReset(credentials.email);
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual(await known.json());

    const formKnown = await call(forgotAction as Run, "/auth/forgot-password", { email: credentials.email });
    const formMissing = await call(forgotAction as Run, "/auth/forgot-password", { email: unknown });
    // The same answer, and an emptied form.
    expect(formKnown).toMatchObject({
      status: 200,
      body: { sent: true },
      form: { fields: {}, values: null },
    });
    expect(formMissing).toEqual(formKnown);
    expect(FORGOT_PASSWORD_ANSWER.description).toBe(
      "If an account exists, we sent a link. It works once, for one hour.",
    );

    // Each request issues a link and ends the one before, whose mail is sent only if it went first.
    await waitForMail(credentials.email, /Reset your/);
    // The worker has sent what was queued before; nothing went to the unknown address.
    expect(mailsTo(unknown)).toHaveLength(0);
    const outbox = await ctx.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where recipient = ${unknown}`,
    );
    expect((outbox as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("a reset sets the password once; every session ends, on a second instance too; another user is untouched", async () => {
    const credentials = newCredentials("reset");
    const first = await signUpUser(ctx.server, credentials);
    const second = cookieHeader(await signIn(credentials.email, credentials.password));
    const other = newCredentials("bystander");
    const otherCookie = await signUpUser(ctx.server, other);
    // Its mail worker shares the outbox: it must send to the same SMTP server.
    const instance2 = await startTestServer(ctx.database, siteEnv());
    try {
      expect(await getSession(second, instance2)).not.toBeNull();

      await requestReset(credentials.email);
      const mail = await waitForMail(credentials.email, /^Reset your Modura password$/);
      expect(mail.subject).toBe("Reset your Modura password");
      const token = tokenIn(mail.text!, "/auth/reset-password");
      const page = `/auth/reset-password?token=${encodeURIComponent(token)}`;
      expect(await call(resetLoader as Run, page)).toMatchObject({ status: 200, body: { live: true } });

      // Refused inputs change nothing, and leave the link usable.
      const mismatch = await call(resetAction as Run, page, {
        password: "new-password-1",
        confirmPassword: "other",
      });
      // The confirmation's error, which the page shows as the "Password mismatch" toast.
      expect(mismatch).toMatchObject({
        status: 400,
        form: { fields: { confirmPassword: "Please make sure your passwords match." }, values: {} },
      });
      const short = await call(resetAction as Run, page, { password: "short", confirmPassword: "short" });
      expect(short).toMatchObject({
        status: 400,
        form: { fields: { password: "Password must be at least 8 characters." }, values: {} },
      });
      expect(await call(resetLoader as Run, page)).toMatchObject({ body: { live: true } });

      const done = await call(resetAction as Run, page, {
        password: "new-password-1",
        confirmPassword: "new-password-1",
      });
      expect(done.status).toBe(303);
      expect(done.headers.get("Location")).toBe("/auth?notice=password-reset");

      expect(await getSession(first)).toBeNull();
      expect(await getSession(second, instance2)).toBeNull();
      expect(await getSession(otherCookie)).not.toBeNull();
      expect((await signIn(credentials.email, credentials.password)).status).toBe(401);
      expect((await signIn(credentials.email, "new-password-1")).status).toBe(200);
      expect((await signIn(other.email, other.password)).status).toBe(200);

      await waitForMail(credentials.email, /^Your Modura password was changed$/);

      // Used once: the page and its form both say the link no longer works.
      expect(await call(resetLoader as Run, page)).toMatchObject({ status: 410, body: { live: false } });
      const reused = await call(resetAction as Run, page, {
        password: "new-password-2",
        confirmPassword: "new-password-2",
      });
      expect(reused).toMatchObject({ status: 410, body: { dead: true } });
      expect((await signIn(credentials.email, "new-password-1")).status).toBe(200);
    } finally {
      await instance2.close();
    }
  });

  it("a reset link stops working after an hour", async () => {
    const credentials = newCredentials("reset-late");
    await signUpUser(ctx.server, credentials);
    await requestReset(credentials.email);
    const mail = await waitForMail(credentials.email, /^Reset your Modura password$/);
    const page = `/auth/reset-password?token=${encodeURIComponent(tokenIn(mail.text!, "/auth/reset-password"))}`;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3600_000 + 60_000 });
    expect(await call(resetLoader as Run, page)).toMatchObject({ status: 410 });
    const late = await call(resetAction as Run, page, {
      password: "late-password",
      confirmPassword: "late-password",
    });
    expect(late).toMatchObject({ status: 410, body: { dead: true } });
    vi.useRealTimers();
    expect((await signIn(credentials.email, credentials.password)).status).toBe(200);
  });

  it("only the newest reset link works, none once one is used, and the database holds no link's token", async () => {
    const credentials = newCredentials("reset-older");
    await signUpUser(ctx.server, credentials);
    const pageOf = (text: string) =>
      `/auth/reset-password?token=${encodeURIComponent(tokenIn(text, "/auth/reset-password"))}`;
    await requestReset(credentials.email);
    const older = pageOf((await waitForMail(credentials.email, /^Reset your Modura password$/)).text!);
    await requestReset(credentials.email);
    const [, newest] = await waitForMails(credentials.email, 2, /^Reset your Modura password$/);
    const newer = pageOf(newest!.mail.text!);
    expect(newer).not.toBe(older);

    const tokens = await ctx.database.db.execute(sql`select identifier from verification`);
    const identifiers = (tokens as unknown as { rows: { identifier: string }[] }).rows.map(
      (r) => r.identifier,
    );
    for (const page of [older, newer]) {
      const token = new URL(page, ctx.server.url).searchParams.get("token")!;
      expect(identifiers.some((identifier) => identifier.includes(token))).toBe(false);
    }

    const choose = (page: string, password: string) =>
      call(resetAction as Run, page, { password, confirmPassword: password });
    expect(await choose(older, "older-password")).toMatchObject({ status: 410, body: { dead: true } });
    expect((await choose(newer, "newer-password")).status).toBe(303);
    expect(await choose(newer, "again-password")).toMatchObject({ status: 410 });
    expect(await choose(older, "older-password")).toMatchObject({ status: 410 });
    expect((await signIn(credentials.email, "newer-password")).status).toBe(200);
  });

  it("a Google-only account sets a password through a reset, then signs in with it", async () => {
    const email = `google-only-${Date.now()}@example.com`;
    const internal = (await harness.auth.betterAuth.$context).internalAdapter;
    await internal.createOAuthUser(
      { email, name: "Grace Google", emailVerified: true },
      { providerId: "google", accountId: `google-${Date.now()}` },
    );
    expect((await signIn(email, "chosen-password")).status).toBe(401);
    await requestReset(email);
    const mail = await waitForMail(email, /^Reset your Modura password$/);
    const page = `/auth/reset-password?token=${encodeURIComponent(tokenIn(mail.text!, "/auth/reset-password"))}`;
    const done = await call(resetAction as Run, page, {
      password: "chosen-password",
      confirmPassword: "chosen-password",
    });
    expect(done.status).toBe(303);
    expect((await signIn(email, "chosen-password")).status).toBe(200);
  });

  it("counts a reset request before checking it: malformed addresses count, on the form and as JSON alike, and over the limit get 429, not their errors", async () => {
    const malformed = `not-an-email-${Date.now()}`;
    const form = (email: string) => call(forgotAction as Run, "/auth/forgot-password", { email });
    for (const typed of [malformed, ` ${malformed.toUpperCase()} `]) {
      const refused = await form(typed);
      expect(refused).toMatchObject({
        status: 400,
        form: { fields: { email: "Please enter a valid email address." } },
      });
    }
    expect((await requestReset(malformed)).status).toBe(400);
    // The 4th for that email, as typed (trimmed, any case): the form keeps it, and names no error.
    const limited = await form(` ${malformed} `);
    expect(limited).toMatchObject({
      status: 429,
      body: { message: { title: "Too many attempts", variant: "destructive" } },
      form: { fields: {}, values: { email: ` ${malformed} ` } },
    });
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await requestReset(malformed)).status).toBe(429);
    expect(errors).toEqual([]);
  });

  it("limits reset requests per address alike, with or without an account; bad bodies get 400, never a 5xx", async () => {
    const credentials = newCredentials("limit");
    await signUpUser(ctx.server, credentials);
    const unknown = `limit-nobody-${Date.now()}@example.com`;
    for (const email of [credentials.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(200);
      const refused = await requestReset(email.toUpperCase());
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    }
    for (const body of ['{"email":"not-an-email"}', "{}", "not json", '{"email":["a@b.co"]}']) {
      const res = await fetch(`${ctx.server.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ctx.server.url },
        body,
      });
      expect(res.status, body).toBe(400);
    }
    const form = await call(forgotAction as Run, "/auth/forgot-password", { email: "nope" });
    expect(form).toMatchObject({
      status: 400,
      form: { fields: { email: "Please enter a valid email address." }, values: { email: "nope" } },
    });

    // Verification emails by address: the same limits.
    const verifyBy = (email: string) =>
      fetch(`${ctx.server.url}/api/auth/send-verification-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ctx.server.url },
        body: JSON.stringify({ email }),
      });
    const someone = `verify-limit-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await verifyBy(someone)).status).toBe(200);
    expect((await verifyBy(someone)).status).toBe(429);
    expect(errors).toEqual([]);
  });
});
