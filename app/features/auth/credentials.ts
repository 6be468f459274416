import * as z from "zod/mini";

import { honeypotSchema } from "~/lib/honeypot/honeypot";
import { PLAIN_TEXT_MESSAGE, isPlainText } from "~/lib/validation/plain-text";

import { AUTH_TOASTS } from "./messages";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** A person's name as they type it: 2 to 100 characters, as the waitlist's (docs/product.md, Waitlist). */
export const displayNameSchema = z
  .string({ error: "Please enter your name." })
  .check(
    z.trim(),
    z.minLength(1, "Please enter your name."),
    z.minLength(DISPLAY_NAME_MIN_LENGTH, `Name must be at least ${DISPLAY_NAME_MIN_LENGTH} characters.`),
    z.maxLength(DISPLAY_NAME_MAX_LENGTH, `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );

/** A display-name change: PATCH /api/me's JSON body and /dashboard/settings' form alike. */
export const profileSchema = z.object({ displayName: displayNameSchema });

/** A new password, wherever one is chosen: sign-up, a reset, a change in the settings. */
export const passwordSchema = z
  .string({ error: "Please enter a password." })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

/** An email address as a person types it: trimmed, then checked. */
export const emailSchema = z.pipe(
  z.string({ error: "Please enter a valid email address." }).check(z.trim()),
  z.email({ error: "Please enter a valid email address." }),
);

/** Sign-up as the form sends it: email, password, displayName, all required (docs/product.md, Accounts). */
export const signUpSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** The honeypot (lib/honeypot): server/auth-routes.ts answers a filled one without an account. */
  website: honeypotSchema,
});

/**
 * `first`, then, only once it passed, `then`: a form's problems one step at a time. `first` is a
 * loose object that checks a few fields and hands the whole body on to `then`.
 */
export function inOrder<First extends z.ZodMiniType<Record<string, unknown>>, Then extends z.ZodMiniType>(
  first: First,
  then: Then,
): z.ZodMiniType<z.output<Then>, z.input<First> & z.input<Then>> {
  return z.pipe(first, then as z.ZodMiniType<z.output<Then>, z.output<First>>) as never;
}

/**
 * Forms that choose a password: the confirmation matches it, then `schema` checks the rest. A
 * mismatch is reported alone, on `confirmPassword`, and the forms show it as the "Password mismatch"
 * toast (docs/product.md, Toasts), not under the field.
 */
export function withConfirmedPassword<Schema extends z.ZodMiniType>(schema: Schema) {
  const passwordsMatch = z.looseObject({ password: z.unknown(), confirmPassword: z.unknown() }).check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: AUTH_TOASTS.passwordMismatch.description,
      path: ["confirmPassword"],
    }),
  );
  return inOrder(passwordsMatch, schema) as z.ZodMiniType<
    z.output<Schema>,
    z.input<Schema> & { confirmPassword: string }
  >;
}

/** The sign-up form: the passwords match, then the sign-up rules. */
export const signUpFormSchema = withConfirmedPassword(signUpSchema);

const SIGN_IN_EMAIL = "Please enter your email address.";
const SIGN_IN_PASSWORD = "Please enter your password.";

export const signInSchema = z.object({
  email: z.string({ error: SIGN_IN_EMAIL }).check(z.trim(), z.minLength(1, SIGN_IN_EMAIL)),
  password: z.string({ error: SIGN_IN_PASSWORD }).check(z.minLength(1, SIGN_IN_PASSWORD)),
});
