import { APIError, createAuthMiddleware } from "better-auth/api";

import { checkSignUpBody } from "~/features/auth/account-forms";
import { AUTH_TOASTS } from "~/features/auth/messages";

/**
 * Better Auth's before hook: every email sign-up, the JSON endpoint and /auth's action (through
 * `auth.api.signUpEmail`) alike, passes `checkSignUp`, so what the form refuses the API refuses
 * too. A refusal is Better Auth's own error shape, a 400 with the first problem's message (the one
 * our forms show); an accepted body goes on trimmed, so both ways in store the same name and email.
 */
export const checkSignUpHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-up/email") return;
  const check = checkSignUpBody(ctx.body);
  if (!check.ok) {
    const message =
      "mismatch" in check ? AUTH_TOASTS.passwordMismatch.description : Object.values(check.fields)[0];
    throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });
  }
  const { displayName, email } = check.input;
  return { context: { body: { ...(ctx.body as Record<string, unknown>), name: displayName, email } } };
});
