import * as z from "zod/mini";

import { type FieldErrors, firstMessagePerField } from "~/lib/validation/field-errors";
import type { ToastInput } from "~/vocabulary";

import { emailSchema, passwordSchema, withConfirmedPassword } from "./credentials";

/**
 * Recovering an account: the "Forgot password?" form, the page that sets a new password from the
 * emailed link, and verifying an address. Their checks and words, for the forms in the browser,
 * the route actions and Better Auth's JSON endpoints alike.
 */

/** How long a reset link works (Better Auth's `resetPasswordTokenExpiresIn`, in seconds). */
export const RESET_LINK_VALID_SECONDS = 60 * 60;
/** How long a verification link works (Better Auth's `emailVerification.expiresIn`, in seconds). */
export const VERIFY_LINK_VALID_SECONDS = 24 * 60 * 60;

/**
 * The one answer to "Forgot password?", whatever the address: whether it has an account is not
 * for anyone asking to learn.
 */
export const FORGOT_PASSWORD_ANSWER = {
  title: "Check your email",
  description: "If an account exists, we sent a link. It works once, for one hour.",
} as const;

/**
 * The least time the forgot-password answer takes. An address with an account queues an email
 * that one without does not; answering no sooner than this hides the difference.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordFieldErrors = FieldErrors<"email">;

export function checkForgotPassword(values: {
  email?: unknown;
}): { ok: true; email: string } | { ok: false; fields: ForgotPasswordFieldErrors } {
  const parsed = forgotPasswordSchema.safeParse(values);
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return { ok: false, fields: firstMessagePerField(parsed.error) };
}

export const newPasswordSchema = z.object({ password: passwordSchema });

/** The reset form: a new password typed twice, checked as sign-up checks them (the match first). */
export const resetPasswordSchema = withConfirmedPassword(newPasswordSchema);

export const RECOVERY_TOASTS = {
  passwordReset: {
    title: "Password changed",
    description: "Sign in with your new password. You were signed out everywhere else.",
  },
  emailVerified: { title: "Email verified", description: "Thank you: your email address is confirmed." },
  verificationSent: {
    title: "Verification email sent",
    description: "Open the link in it to verify your address. It works for 24 hours.",
  },
  alreadyVerified: { title: "Email verified", description: "Your email address is already confirmed." },
  emailChangeConfirmed: {
    title: "Almost done",
    description: "We sent a link to your new address. Open it to finish changing your email.",
  },
  emailChanged: { title: "Email changed", description: "Your account now uses your new email address." },
} as const;

/** What the dashboard says while the address is not verified. */
export const EMAIL_NOT_VERIFIED = {
  title: "Email not verified",
  description: "We sent a link to your address when you signed up. Open it to confirm the address is yours.",
  resend: "Resend the email",
} as const;

/** The pages of these flows; the emails link to the first two with `?token=`. */
export const RECOVERY_PATHS = {
  verifyEmail: "/account/verify-email",
  resetPassword: "/auth/reset-password",
  forgotPassword: "/auth/forgot-password",
} as const;

/** A page's absolute address, with its token when it has one (for the emails). */
export function recoveryUrl(publicUrl: string, page: keyof typeof RECOVERY_PATHS, token?: string): string {
  const url = new URL(RECOVERY_PATHS[page], publicUrl);
  if (token !== undefined) url.searchParams.set("token", token);
  return url.href;
}

export type ResendOutcome =
  | { ok: true }
  | { ok: false; reason: "already-verified" | "failed" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** What the dashboard says after "Resend the email" (a rate limit is every form's 429, app/lib/conform-forms.ts). */
export function resendVerificationToast(outcome: Exclude<ResendOutcome, { reason: "limited" }>): ToastInput {
  if (outcome.ok) return { ...RECOVERY_TOASTS.verificationSent };
  if (outcome.reason === "already-verified") return { ...RECOVERY_TOASTS.alreadyVerified };
  return {
    title: "Error",
    description: "The verification email could not be sent. Please try again.",
    variant: "destructive",
  };
}
