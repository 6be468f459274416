import { createHash } from "node:crypto";

import { and, eq, gt, like, ne } from "drizzle-orm";

import { account, user, verification } from "./auth-schema";
import type { Queryable } from "./queryable";

// Reads of Better Auth's tables for what Better Auth's API does not answer without a session.

/** The account with this id, or undefined. */
export async function findUserById(db: Queryable, id: string) {
  const [found] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return found;
}

/** The prefix Better Auth gives a password-reset token's row in its verification table. */
export const RESET_TOKEN_PREFIX = "reset-password:";

/**
 * How a reset token's row is named (Better Auth's `verification.storeIdentifier` for the prefix):
 * the token hashed, so a copy of the table resets no password, and the prefix kept, so one
 * account's links can be found and ended together.
 */
export function storedResetIdentifier(identifier: string): string {
  const token = identifier.startsWith(RESET_TOKEN_PREFIX)
    ? identifier.slice(RESET_TOKEN_PREFIX.length)
    : identifier;
  return `${RESET_TOKEN_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;
}

/** Whether Better Auth still holds this password-reset token unexpired (it deletes one once used). */
export async function isResetTokenLive(db: Queryable, token: string): Promise<boolean> {
  const [live] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(eq(verification.identifier, storedResetIdentifier(token)), gt(verification.expiresAt, new Date())),
    )
    .limit(1);
  return live !== undefined;
}

/**
 * Ends the account's password-reset links but `keep` (a token): when a new link is sent, only the
 * newest works; when one is used, none does.
 */
export async function endResetLinks(db: Queryable, userId: string, keep?: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${RESET_TOKEN_PREFIX}%`),
        eq(verification.value, userId),
        ...(keep === undefined ? [] : [ne(verification.identifier, storedResetIdentifier(keep))]),
      ),
    );
}

/** Whether the account has a password (Better Auth's "credential" account), not only Google. */
export async function hasPassword(db: Queryable, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return found !== undefined;
}

/**
 * Puts `to` in place of a password hash that is still `from`; false when it is no longer (the
 * password changed meanwhile, and the newer hash stays). Same password, so `updated_at` stays too.
 */
export async function replacePasswordHash(
  db: Queryable,
  { userId, from, to }: { userId: string; from: string; to: string },
): Promise<boolean> {
  const replaced = await db
    .update(account)
    .set({ password: to })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), eq(account.password, from)))
    .returning({ id: account.id });
  return replaced.length > 0;
}
