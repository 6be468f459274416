import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { account, session, userPreferences, wishlistItems } from "../../app/db/schema";
import { SETTINGS_TOASTS } from "../../app/features/auth/settings";
import { action as verifyAction } from "../../app/features/auth/verify-email.route";
import { action as settingsAction, loader as settingsLoader } from "../../app/features/auth/settings.route";
import type { SessionView } from "../../app/features/auth/settings.server";
import { cookieHeader, newCredentials, postAuth, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { startTestServer } from "../../dev/harness/test-server";

import { type Run, tokenIn, useAccountHarness } from "../support/server-accounts";

/*
 * /dashboard/settings: change the password and the email, see and sign out devices,
 * delete the account. Its loader and action called as React Router calls them, with the session
 * cookie of a real sign-in, on both databases; a second instance of the site checks that a
 * revoked session is refused there too. The page itself: tests/e2e/account-settings.spec.ts.
 */

const settings = settingsAction as Run;
const load = settingsLoader as Run;

describe.each(databaseKinds())("account settings on $label", (kind) => {
  const harness = useAccountHarness(kind);
  const { ctx, siteEnv, call, getSession, signIn, signedIn, waitForMail, mailsTo, errors } = harness;

  async function newAccount(tag: string) {
    const credentials = newCredentials(tag);
    const cookie = await signUpUser(ctx.server, credentials);
    return { credentials, as: await signedIn(cookie) };
  }
  const sessionsOf = async (as: { user: { id: string }; cookie: string }) =>
    ((await call(load, "/dashboard/settings", undefined, as as never)).body as { sessions: SessionView[] })
      .sessions;

  it("changes the password with the current one; other devices are signed out, on a second instance too", async () => {
    const { credentials, as } = await newAccount("change-pw");
    const other = cookieHeader(await signIn(credentials.email, credentials.password));
    const instance2 = await startTestServer(ctx.database, siteEnv());
    try {
      expect(await getSession(other, instance2)).not.toBeNull();
      const change = (fields: Record<string, string>) =>
        call(settings, "/dashboard/settings", { intent: "change-password", ...fields }, as);

      expect(
        await change({
          currentPassword: "wrong-password",
          password: "brand-new-pw",
          confirmPassword: "brand-new-pw",
        }),
      ).toMatchObject({
        status: 400,
        form: { fields: { currentPassword: SETTINGS_TOASTS.wrongPassword.description }, values: {} },
      });
      expect(
        await change({
          currentPassword: credentials.password,
          password: "brand-new-pw",
          confirmPassword: "other",
        }),
      ).toMatchObject({
        status: 400,
        // The confirmation's error, which the page shows as the "Password mismatch" toast.
        form: { fields: { confirmPassword: "Please make sure your passwords match." } },
      });
      expect(
        await change({ currentPassword: "", password: "brand-new-pw", confirmPassword: "brand-new-pw" }),
      ).toMatchObject({
        status: 400,
        form: { fields: { currentPassword: "Please enter your current password." } },
      });
      expect((await signIn(credentials.email, credentials.password)).status).toBe(200);

      const done = await change({
        currentPassword: credentials.password,
        password: "brand-new-pw",
        confirmPassword: "brand-new-pw",
      });
      expect(done.status).toBe(303);
      expect(done.headers.get("Location")).toBe("/dashboard/settings?notice=password-changed");
      const renewed = cookieHeader(new Response(null, { headers: done.headers }));
      expect(await getSession(renewed)).not.toBeNull();
      expect(await getSession(other, instance2)).toBeNull();
      expect((await signIn(credentials.email, credentials.password)).status).toBe(401);
      expect((await signIn(credentials.email, "brand-new-pw")).status).toBe(200);
      await waitForMail(credentials.email, /^Your Modura password was changed$/);
    } finally {
      await instance2.close();
    }
  });

  it("lists the devices signed in, even from a weeks-old session, and signs one out by its id", async () => {
    const { credentials, as } = await newAccount("devices");
    const phone = await fetch(`${ctx.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: ctx.server.url,
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
      },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    });
    const phoneCookie = cookieHeader(phone);
    // Better Auth's /list-sessions refuses a session older than a day; the page must not.
    await ctx.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(session.userId, as.user.id));

    const listed = await sessionsOf(as);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ current: true });
    const iphone = listed.find((s) => s.device === "Safari on iPhone");
    expect(iphone).toMatchObject({ current: false });
    expect(JSON.stringify(listed)).not.toContain(phoneCookie.split("=")[1]!.split(".")[0]!);

    // Another user's session id does nothing to that session.
    const stranger = await newAccount("stranger");
    const [strangerSession] = await sessionsOf(stranger.as);
    expect(
      await call(
        settings,
        "/dashboard/settings",
        { intent: "revoke-session", sessionId: strangerSession!.id },
        as,
      ),
    ).toMatchObject({ status: 303 });
    expect(await getSession(stranger.as.cookie)).not.toBeNull();

    const revoked = await call(
      settings,
      "/dashboard/settings",
      { intent: "revoke-session", sessionId: iphone!.id },
      as,
    );
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get("Location")).toBe("/dashboard/settings?notice=session-revoked");
    expect(await getSession(phoneCookie)).toBeNull();
    expect(await getSession(as.cookie)).not.toBeNull();
    expect(await sessionsOf(as)).toHaveLength(1);
  });

  it("signs out everywhere else, keeping this device", async () => {
    const { credentials, as } = await newAccount("everywhere");
    const others = [
      cookieHeader(await signIn(credentials.email, credentials.password)),
      cookieHeader(await signIn(credentials.email, credentials.password)),
    ];
    const instance2 = await startTestServer(ctx.database, siteEnv());
    try {
      for (const cookie of others) expect(await getSession(cookie, instance2)).not.toBeNull();
      const answer = await call(settings, "/dashboard/settings", { intent: "revoke-other-sessions" }, as);
      expect(answer.headers.get("Location")).toBe("/dashboard/settings?notice=sessions-revoked");
      // Refused on the next request, on either instance: sessions live in the shared database.
      for (const cookie of others) {
        expect(await getSession(cookie)).toBeNull();
        expect(await getSession(cookie, instance2)).toBeNull();
      }
      expect(await getSession(as.cookie, instance2)).not.toBeNull();
    } finally {
      await instance2.close();
    }
  });

  it("changes a verified email: confirmed from the old address, verified at the new one", async () => {
    const { credentials, as } = await newAccount("move");
    // Verify the address first, from its sign-up email.
    const verifyLink = tokenIn(
      (await waitForMail(credentials.email, /^Verify your email/)).text!,
      "/account/verify-email",
    );
    await call(verifyAction as Run, `/account/verify-email?token=${encodeURIComponent(verifyLink)}`, {}, as);
    const verified = await signedIn(as.cookie);
    expect(verified.user.emailVerified).toBe(true);

    const newEmail = `moved-${Date.now()}@example.com`;
    expect(
      await call(
        settings,
        "/dashboard/settings",
        { intent: "change-email", newEmail: credentials.email },
        verified,
      ),
    ).toMatchObject({ status: 400, form: { fields: { newEmail: "This is already your email address." } } });
    expect(
      await call(settings, "/dashboard/settings", { intent: "change-email", newEmail: "nope" }, verified),
    ).toMatchObject({ status: 400, form: { fields: { newEmail: "Please enter a valid email address." } } });
    const asked = await call(settings, "/dashboard/settings", { intent: "change-email", newEmail }, verified);
    expect(asked).toMatchObject({ status: 200, body: { message: SETTINGS_TOASTS.emailChangeSent } });

    const confirm = await waitForMail(credentials.email, /^Confirm the new email/);
    expect(confirm.text).toContain(newEmail);
    const confirmed = await call(
      verifyAction as Run,
      `/account/verify-email?token=${encodeURIComponent(tokenIn(confirm.text!, "/account/verify-email"))}`,
      {},
      verified,
    );
    expect(confirmed.headers.get("Location")).toBe("/dashboard/settings?notice=email-change-confirmed");
    expect((await getSession(as.cookie))?.user.email).toBe(credentials.email);

    const verifyNew = await waitForMail(newEmail, /^Verify your email/);
    const changed = await call(
      verifyAction as Run,
      `/account/verify-email?token=${encodeURIComponent(tokenIn(verifyNew.text!, "/account/verify-email"))}`,
      {},
      verified,
    );
    expect(changed.headers.get("Location")).toBe("/dashboard/settings?notice=email-changed");
    expect((await getSession(as.cookie))?.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(newEmail, credentials.password)).status).toBe(200);
    expect((await signIn(credentials.email, credentials.password)).status).toBe(401);
  });

  it("an address another account uses answers the same and sends nothing; an unverified one is verified at the new address", async () => {
    const taken = await newAccount("taken");
    const { credentials, as } = await newAccount("unverified-move");
    // Its sign-up email has arrived: anything after it would be the change's.
    await waitForMail(taken.credentials.email, /^Verify your email/);
    const before = mailsTo(taken.credentials.email).length;
    const asked = await call(
      settings,
      "/dashboard/settings",
      { intent: "change-email", newEmail: taken.credentials.email },
      as,
    );
    expect(asked).toMatchObject({ status: 200, body: { message: SETTINGS_TOASTS.emailChangeSent } });

    const newEmail = `direct-${Date.now()}@example.com`;
    await call(settings, "/dashboard/settings", { intent: "change-email", newEmail }, as);
    const mail = await waitForMail(newEmail, /^Verify your email/);
    const changed = await call(
      verifyAction as Run,
      `/account/verify-email?token=${encodeURIComponent(tokenIn(mail.text!, "/account/verify-email"))}`,
      {},
      as,
    );
    expect(changed.headers.get("Location")).toBe("/dashboard/settings?notice=email-changed");
    expect((await getSession(as.cookie))?.user.email).toBe(newEmail);
    expect(mailsTo(taken.credentials.email)).toHaveLength(before);
    expect(
      mailsTo(credentials.email).filter((m) => /Confirm the new email/.test(m.mail.subject ?? "")),
    ).toHaveLength(0);
  });

  it("counts an email change before checking it: malformed ones count, and over the limit get 429, not their errors", async () => {
    const { as } = await newAccount("change-email-limit");
    const change = (newEmail: string) =>
      call(settings, "/dashboard/settings", { intent: "change-email", newEmail }, as);
    for (let i = 0; i < 3; i++)
      expect(await change("nope")).toMatchObject({
        status: 400,
        form: { fields: { newEmail: "Please enter a valid email address." } },
      });
    const limited = await change("nope");
    expect(limited).toMatchObject({
      status: 429,
      body: { intent: "change-email", message: { title: "Too many attempts", variant: "destructive" } },
      form: { fields: {}, values: { intent: "change-email", newEmail: "nope" } },
    });
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    // Counted on the account's address, as the JSON endpoint counts it: a good address waits too.
    expect((await change(`later-${Date.now()}@example.com`)).status).toBe(429);
    const json = await postAuth(
      ctx.server,
      "/change-email",
      { newEmail: `json-later-${Date.now()}@example.com` },
      as.cookie,
    );
    expect(json.status).toBe(429);
  });

  it("the JSON endpoints count the same: a password changed there is told by email, email changes are limited", async () => {
    const { credentials, as } = await newAccount("json");
    const changed = await postAuth(
      ctx.server,
      "/change-password",
      { currentPassword: credentials.password, newPassword: "json-new-password" },
      as.cookie,
    );
    expect(changed.status).toBe(200);
    await waitForMail(credentials.email, /^Your Modura password was changed$/);

    const changeEmail = (n: number) =>
      postAuth(ctx.server, "/change-email", { newEmail: `json-${n}-${Date.now()}@example.com` }, as.cookie);
    for (let n = 0; n < 3; n++) expect((await changeEmail(n)).status).toBe(200);
    const refused = await changeEmail(3);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("deletes the account with the email typed and the password; everything of it goes, another user stays", async () => {
    const { credentials, as } = await newAccount("leave");
    const bystander = await newAccount("stay");
    await ctx.database.db.insert(userPreferences).values({ userId: as.user.id, sports: ["tennis"] });
    await ctx.database.db.insert(wishlistItems).values({ userId: as.user.id, shoeId: "1" });
    const remove = (fields: Record<string, string>) =>
      call(settings, "/dashboard/settings", { intent: "delete-account", ...fields }, as);

    expect(await remove({ confirmEmail: "someone@else.com", password: credentials.password })).toMatchObject({
      status: 400,
      form: { fields: { confirmEmail: "Type your email address exactly as shown to confirm." } },
    });
    expect(await remove({ confirmEmail: credentials.email, password: "wrong-password" })).toMatchObject({
      status: 400,
      form: {
        fields: { password: "Your password is not right." },
        values: { confirmEmail: credentials.email },
      },
    });
    expect((await harness.userRow(credentials.email))?.id).toBe(as.user.id);

    const gone = await remove({
      confirmEmail: credentials.email.toUpperCase(),
      password: credentials.password,
    });
    expect(gone.status).toBe(303);
    expect(gone.headers.get("Location")).toBe("/?notice=account-deleted");
    expect(gone.headers.getSetCookie().join()).toMatch(/session_token=;/);
    expect(await harness.userRow(credentials.email)).toBeUndefined();
    const db = ctx.database.db;
    for (const table of [session, account, userPreferences, wishlistItems])
      expect(await db.select().from(table).where(eq(table.userId, as.user.id))).toEqual([]);
    expect(await getSession(as.cookie)).toBeNull();
    expect((await signIn(credentials.email, credentials.password)).status).toBe(401);
    expect(await getSession(bystander.as.cookie)).not.toBeNull();
  });

  it("asks an account without a password to sign in again when its session is over a day old", async () => {
    const email = `google-leave-${Date.now()}@example.com`;
    const internal = (await harness.auth.betterAuth.$context).internalAdapter;
    const { user } = await internal.createOAuthUser(
      { email, name: "Gus Google", emailVerified: true },
      { providerId: "google", accountId: `google-leave-${Date.now()}` },
    );
    const made = await internal.createSession(user.id);
    const { makeSignature } = await import("better-auth/crypto");
    const signature = await makeSignature(made.token, (await harness.auth.betterAuth.$context).secret);
    const as = await signedIn(
      `better-auth.session_token=${encodeURIComponent(`${made.token}.${signature}`)}`,
    );
    await ctx.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(session.id, made.id));

    const stale = await call(
      settings,
      "/dashboard/settings",
      { intent: "delete-account", confirmEmail: email },
      as,
    );
    expect(stale).toMatchObject({ status: 403, body: { message: SETTINGS_TOASTS.reauthenticate } });
    expect(await harness.userRow(email)).toBeDefined();

    await ctx.database.db
      .update(session)
      .set({ createdAt: sql`now()` })
      .where(eq(session.id, made.id));
    const fresh = await call(
      settings,
      "/dashboard/settings",
      { intent: "delete-account", confirmEmail: email },
      as,
    );
    expect(fresh.status).toBe(303);
    expect(await harness.userRow(email)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
