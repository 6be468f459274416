import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { account, user } from "../../app/db/schema";
import { action as authAction } from "../../app/features/auth/auth.route";
import { hashWithLegacyScrypt, verifyPassword } from "../../app/platform/password-hash.server";
import { cookieHeader, newCredentials, postAuth, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";

import { type Run, useAccountHarness } from "../support/server-accounts";

/*
 * Argon2id for new passwords, and the scrypt hashes of before (decision 033): they still sign in,
 * and the first successful sign-in replaces them, through the JSON endpoint and /auth's form alike.
 */

const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe.each(databaseKinds())("password hashes on $label", (kind) => {
  const harness = useAccountHarness(kind);
  const { ctx, signIn, getSession } = harness;

  const storedHash = async (email: string) => {
    const rows = await ctx.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, email), eq(account.providerId, "credential")));
    expect(rows).toHaveLength(1);
    return rows[0]!.password!;
  };

  /** A signed-up account whose row then holds a scrypt hash of its password, as before Argon2id. */
  const accountFromBefore = async (tag: string) => {
    const credentials = newCredentials(tag);
    await signUpUser(ctx.server, credentials);
    const legacy = await hashWithLegacyScrypt(credentials.password);
    const [found] = await ctx.database.db.select().from(user).where(eq(user.email, credentials.email));
    await ctx.database.db
      .update(account)
      .set({ password: legacy })
      .where(and(eq(account.userId, found!.id), eq(account.providerId, "credential")));
    expect(await storedHash(credentials.email)).toBe(legacy);
    return { credentials, legacy };
  };

  /** The stored hash once it is no longer `legacy` (the new one is written after the answer). */
  const replacedHash = (email: string, legacy: string) =>
    vi.waitFor(
      async () => {
        const stored = await storedHash(email);
        expect(stored).not.toBe(legacy);
        return stored;
      },
      { timeout: 10_000, interval: 20 },
    );

  it("a new sign-up stores an Argon2id hash (m = 19 MiB, t = 2, p = 1)", async () => {
    const credentials = newCredentials("argon-up");
    await signUpUser(ctx.server, credentials);
    const stored = await storedHash(credentials.email);
    expect(stored).toMatch(ARGON2ID);
    expect(await verifyPassword({ hash: stored, password: credentials.password })).toBe(true);
  });

  it("a scrypt hash of before signs in, is replaced by Argon2id, and the password still signs in", async () => {
    const { credentials, legacy } = await accountFromBefore("argon-legacy");
    const first = await signIn(credentials.email, credentials.password);
    expect(first.status).toBe(200);
    expect((await getSession(cookieHeader(first)))?.user.email).toBe(credentials.email);

    const stored = await replacedHash(credentials.email, legacy);
    expect(stored).toMatch(ARGON2ID);
    expect(await verifyPassword({ hash: stored, password: credentials.password })).toBe(true);

    const again = await signIn(credentials.email, credentials.password);
    expect(again.status).toBe(200);
    expect((await getSession(cookieHeader(again)))?.user.email).toBe(credentials.email);
    expect(await storedHash(credentials.email)).toBe(stored);
  });

  it("a wrong password neither signs in nor replaces the scrypt hash", async () => {
    const { credentials, legacy } = await accountFromBefore("argon-wrong");
    const wrong = await signIn(credentials.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await storedHash(credentials.email)).toBe(legacy);

    // Another account's replacement goes through the same queue after the refused attempt: once
    // it is written, a replacement the refused attempt had wrongly started would be too.
    const other = await accountFromBefore("argon-other");
    expect((await signIn(other.credentials.email, other.credentials.password)).status).toBe(200);
    await replacedHash(other.credentials.email, other.legacy);
    expect(await storedHash(credentials.email)).toBe(legacy);

    expect((await signIn(credentials.email, credentials.password)).status).toBe(200);
    expect(await replacedHash(credentials.email, legacy)).toMatch(ARGON2ID);
  });

  it("/auth's sign-in form replaces a scrypt hash too", async () => {
    const { credentials, legacy } = await accountFromBefore("argon-form");
    const answer = await harness.call(authAction as Run, "/auth", {
      intent: "sign-in",
      email: credentials.email,
      password: credentials.password,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/dashboard?notice=signed-in");
    const stored = await replacedHash(credentials.email, legacy);
    expect(stored).toMatch(ARGON2ID);
    expect(await verifyPassword({ hash: stored, password: credentials.password })).toBe(true);
  });

  it("a password changed from a scrypt hash is stored as Argon2id of the new password, and stays", async () => {
    const { credentials, legacy } = await accountFromBefore("argon-change");
    const cookie = cookieHeader(await signIn(credentials.email, credentials.password));
    const afterSignIn = await replacedHash(credentials.email, legacy);

    // Back to scrypt, so the change itself verifies a hash of before.
    const [found] = await ctx.database.db.select().from(user).where(eq(user.email, credentials.email));
    await ctx.database.db
      .update(account)
      .set({ password: legacy })
      .where(and(eq(account.userId, found!.id), eq(account.password, afterSignIn)));
    const changed = await postAuth(
      ctx.server,
      "/change-password",
      { currentPassword: credentials.password, newPassword: "a-new-battery-staple" },
      cookie,
    );
    expect(changed.status).toBe(200);
    const stored = await storedHash(credentials.email);
    expect(stored).toMatch(ARGON2ID);
    expect(await verifyPassword({ hash: stored, password: "a-new-battery-staple" })).toBe(true);

    expect((await signIn(credentials.email, "a-new-battery-staple")).status).toBe(200);
    expect((await signIn(credentials.email, credentials.password)).status).toBe(401);
    expect(await storedHash(credentials.email)).toBe(stored);
  });
});
