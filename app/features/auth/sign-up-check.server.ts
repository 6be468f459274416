import { randomBytes } from "node:crypto";

import { APIError } from "better-auth/api";

import { isHoneypotFilled } from "~/lib/honeypot/honeypot";
import type { AuthHookContext } from "~/platform/auth.server";

import { checkSignUpBody } from "./account-forms";
import { AUTH_TOASTS } from "./messages";

/**
 * A step of Better Auth's before hook: a sign-up whose honeypot is filled gets what a successful one gets,
 * minus the account and the session cookie (an empty one Better Auth ignores, as any field it does
 * not know). Then every email sign-up, the JSON endpoint and /auth's action (through
 * `auth.api.signUpEmail`) alike, passes `checkSignUp`, so what the form refuses the API refuses
 * too. A refusal is Better Auth's own error shape, a 400 with the first problem's message (the one
 * our forms show); an accepted body goes on trimmed, so both ways in store the same name and email.
 */
export async function checkSignUp(ctx: AuthHookContext) {
  if (ctx.path !== "/sign-up/email") return;
  if (isHoneypotFilled(ctx.body)) return likeASignUp(ctx.body as Record<string, unknown>);
  const check = checkSignUpBody(ctx.body);
  if (!check.ok) {
    const message =
      "mismatch" in check ? AUTH_TOASTS.passwordMismatch.description : Object.values(check.fields)[0];
    throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });
  }
  const { displayName, email } = check.input;
  return { context: { body: { ...(ctx.body as Record<string, unknown>), name: displayName, email } } };
}

/** Better Auth's answer to a sign-up without a session (as with `autoSignIn: false`): no account is made. */
function likeASignUp(body: Record<string, unknown>) {
  const now = new Date().toISOString();
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    token: null,
    user: {
      id: randomBytes(16).toString("hex"),
      name: text(body.name),
      email: text(body.email),
      emailVerified: false,
      image: null,
      createdAt: now,
      updatedAt: now,
    },
  };
}
