import { and, eq, isNull, lt, or } from "drizzle-orm";

import { twoFactor } from "./auth-schema";
import type { Queryable } from "./queryable";

/** The member's encrypted authenticator secret, or undefined when they have none. */
export async function findTotpSecret(db: Queryable, userId: string): Promise<string | undefined> {
  const [found] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  return found?.secret;
}

/**
 * Claims time step `step` for the member's authenticator secret `secret` in one statement: true when
 * no code of this step or a later one was accepted before, false for a replay. Two requests with
 * the same code both reach this row; the row's lock lets one update it, the other then sees the step.
 */
export async function claimTotpStep(
  db: Queryable,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        eq(twoFactor.secret, secret),
        or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

/**
 * A new secret starts with no code used: Better Auth's enable keeps a row not yet confirmed and
 * replaces its secret. A confirmed row is never reset (enable refuses it; disabling deletes it).
 */
export async function forgetTotpStep(db: Queryable, userId: string): Promise<void> {
  await db
    .update(twoFactor)
    .set({ lastTotpStep: null })
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, false)));
}
