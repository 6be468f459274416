import * as z from "zod/mini";

import type { ToastInput } from "~/vocabulary";

/**
 * The second factor (TOTP, Better Auth's twoFactor plugin): the code forms of the sign-in step
 * (/auth/two-factor), enrolment (/team/enrol) and a session's proof (/team/verify), their checks
 * and their words.
 */

export const CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";
export const BACKUP_CODE_MESSAGE = "Enter one of your backup codes, for example ABCDE-12345.";

/** Six digits; spaces people type between groups ("123 456") are dropped. */
export const authenticatorCodeSchema = z.object({
  code: z.string({ error: CODE_MESSAGE }).check(
    z.overwrite((value) => value.replace(/[\s-]/g, "")),
    z.regex(/^\d{6}$/, CODE_MESSAGE),
  ),
});

/** Better Auth's backup codes are ten letters and digits, shown as two groups of five. */
export const backupCodeSchema = z.object({
  code: z
    .string({ error: BACKUP_CODE_MESSAGE })
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, BACKUP_CODE_MESSAGE)),
});

/** The two ways to answer the sign-in step. */
export type SecondFactorMethod = "totp" | "backup";

export function secondFactorMethod(value: unknown): SecondFactorMethod {
  return value === "backup" ? "backup" : "totp";
}

/** Better Auth's backup codes are stored with the dash: "abcde12345" is typed as well as "abcde-12345". */
export function normalisedBackupCode(code: string): string {
  return code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const SECOND_FACTOR_MESSAGES = {
  wrongCode: {
    title: "That code did not work",
    description: "Check your authenticator app and enter the code it shows now.",
    variant: "destructive",
  },
  expired: {
    title: "Your sign-in has expired",
    description: "For your safety the code step lasts ten minutes. Sign in again.",
    variant: "destructive",
  },
  locked: {
    title: "Too many wrong codes",
    description: "Wait fifteen minutes, then sign in again.",
    variant: "destructive",
  },
  wrongPassword: {
    title: "That password is not right",
    description: "Enter the password of your account to set up two-factor authentication.",
    variant: "destructive",
  },
  failed: {
    title: "Something went wrong",
    description: "We could not check the code. Try again in a moment.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastInput>;

/** The message for Better Auth's refusal of a code, from its error code. */
export function codeRefusal(code: string | undefined): ToastInput {
  switch (code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return SECOND_FACTOR_MESSAGES.wrongCode;
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return SECOND_FACTOR_MESSAGES.expired;
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return SECOND_FACTOR_MESSAGES.locked;
    case "INVALID_PASSWORD":
      return SECOND_FACTOR_MESSAGES.wrongPassword;
    default:
      return SECOND_FACTOR_MESSAGES.failed;
  }
}

/** The secret inside an otpauth:// URI, as people type it into an app: groups of four. */
export function secretOfUri(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get("secret");
    return secret ? (secret.match(/.{1,4}/g) ?? []).join(" ") : null;
  } catch {
    return null;
  }
}
