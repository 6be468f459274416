import { defineRequestState, hasRequestState } from "@better-auth/core/context";
import { isAPIError } from "better-auth/api";

import { replacePasswordHash } from "~/db/accounts.server";
import type { Queryable } from "~/db/queryable";
import { hashPassword, needsRehash, verifyPassword } from "~/platform/password-hash.server";

/**
 * Outdated password hashes (the scrypt of before decision 033) are replaced at the next successful
 * email sign-in, the one moment the server holds the password and knows it is right.
 *
 * Better Auth's `password.verify` sees the stored hash but not whose it is; its `after` hook sees
 * the user and the body's password but not the hash. Better Auth keeps a state for each endpoint
 * call (`defineRequestState`, what its own OAuth and session code use), so the verify writes down
 * the outdated hash that matched, and the hook reads it. Replacing exactly that hash, and only
 * while the row still holds it, means a password changed meanwhile is never overwritten, with no
 * second read of the row and no second scrypt.
 */
const outdatedHashThatMatched = defineRequestState<string | null>(() => null);

/** Better Auth's `emailAndPassword.password.verify`. */
export async function verifyPasswordNotingOutdated(input: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const matches = await verifyPassword(input);
  if (matches && needsRehash(input.hash) && (await hasRequestState()))
    await outdatedHashThatMatched.set(input.hash);
  return matches;
}

type AfterHookContext = {
  path: string;
  body?: unknown;
  context: {
    returned?: unknown;
    logger: { error: (message: string, ...args: unknown[]) => void };
    runInBackground: (task: Promise<unknown>) => void;
  };
};

/**
 * From Better Auth's `after` hook. The new hash is made and written after the answer has gone, so
 * the sign-in never waits for it (it takes its turn for a slot as any hash does); a failure is
 * logged and the next sign-in tries again.
 */
export async function rehashAfterSignIn(db: Queryable, ctx: AfterHookContext): Promise<void> {
  if (ctx.path !== "/sign-in/email") return;
  const returned = ctx.context.returned;
  if (!returned || isAPIError(returned)) return;
  const userId = (returned as { user?: { id?: unknown } }).user?.id;
  const password = (ctx.body as { password?: unknown } | undefined)?.password;
  if (typeof userId !== "string" || typeof password !== "string" || !(await hasRequestState())) return;
  const outdated = await outdatedHashThatMatched.get();
  if (!outdated) return;
  ctx.context.runInBackground(
    hashPassword(password)
      .then((to) => replacePasswordHash(db, { userId, from: outdated, to }))
      // As text: the log line carries Better Auth's arguments as JSON, where an Error is `{}`.
      .catch((error: unknown) =>
        ctx.context.logger.error("password hash not replaced after sign-in", {
          userId,
          error: String(error),
        }),
      ),
  );
}
