import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins/two-factor";

import type { Db } from "~/db/queryable";
import { claimTotpStep, findTotpSecret, forgetTotpStep } from "~/db/two-factor.server";

import { matchingStep } from "./totp-step.server";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The twoFactor plugin's cookie naming the sign-in's challenge (its constant, not exported). */
const CHALLENGE_COOKIE = "two_factor";

/**
 * Whose code this is, found as the plugin finds it: the session's user, else the user the sign-in
 * challenge's signed cookie names. Undefined when neither: the plugin then refuses on its own.
 */
async function codeOwner(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return undefined;
  const found = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return found?.value;
}

/**
 * Each authenticator code is accepted once (RFC 6238 §5.2; Better Auth 1.7.7 accepts one again
 * within its window). Before /two-factor/verify-totp (the sign-in's code step, a session's proof,
 * enrolment's confirmation; HTTP and `auth.api` alike), a right code claims its time step in one
 * statement, before the twoFactor plugin makes any session; a code of a step already claimed, or
 * an earlier one, is refused as a wrong one is. A wrong code passes on, for the plugin to count.
 * Decision 037.
 */
export function totpUsedOnce(db: Db) {
  return {
    id: "modura-totp-used-once",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await codeOwner(ctx);
            if (!userId) return;
            const encrypted = await findTotpSecret(db, userId);
            if (!encrypted) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
            const step = matchingStep(secret, code, Date.now());
            if (step === null) return;
            if (!(await claimTotpStep(db, userId, encrypted, step)))
              throw APIError.from("UNAUTHORIZED", TWO_FACTOR_ERROR_CODES.INVALID_CODE);
          }),
        },
      ],
      after: [
        {
          // Enabling again (before any code was confirmed) gives a new secret, whose codes are unused.
          matcher: (ctx) => ctx.path === "/two-factor/enable",
          handler: createAuthMiddleware(async (ctx) => {
            if (!ctx.context.returned || isAPIError(ctx.context.returned)) return;
            const session = await getSessionFromCtx(ctx);
            if (session) await forgetTotpStep(db, session.user.id);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
