import * as z from "zod/mini";

import { type FieldErrors, firstMessagePerField } from "~/features/validation/field-errors";

import { emailSchema } from "./credentials";
import type { ToastInput } from "./messages";
import { type NewPasswordFieldErrors, checkNewPassword } from "./recovery";

/**
 * The account settings' forms (/dashboard/settings): their checks, used by the forms in the
 * browser and by the page's action, and their words.
 */

/** What a form on /dashboard/settings asks the action to do (the `intent` field). */
export const SETTINGS_INTENTS = [
  "display-name",
  "change-password",
  "change-email",
  "revoke-session",
  "revoke-other-sessions",
  "delete-account",
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export function parseSettingsIntent(value: unknown): SettingsIntent | undefined {
  return SETTINGS_INTENTS.find((intent) => intent === value);
}

export type ChangePasswordFieldErrors = FieldErrors<"currentPassword"> & NewPasswordFieldErrors;

export function checkChangePassword(values: {
  currentPassword?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}):
  | { ok: true; currentPassword: string; password: string }
  | { ok: false; mismatch?: true; fields?: ChangePasswordFieldErrors } {
  const current = typeof values.currentPassword === "string" ? values.currentPassword : "";
  if (!current) return { ok: false, fields: { currentPassword: "Please enter your current password." } };
  const next = checkNewPassword(values);
  if (!next.ok)
    return "mismatch" in next ? { ok: false, mismatch: true } : { ok: false, fields: next.fields };
  return { ok: true, currentPassword: current, password: next.password };
}

export const changeEmailSchema = z.object({ newEmail: emailSchema });
export type ChangeEmailFieldErrors = FieldErrors<"newEmail">;

export function checkChangeEmail(
  values: { newEmail?: unknown },
  currentEmail: string,
): { ok: true; newEmail: string } | { ok: false; fields: ChangeEmailFieldErrors } {
  const parsed = changeEmailSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fields: firstMessagePerField(parsed.error) };
  if (parsed.data.newEmail.toLowerCase() === currentEmail.toLowerCase())
    return { ok: false, fields: { newEmail: "This is already your email address." } };
  return { ok: true, newEmail: parsed.data.newEmail };
}

export type DeleteAccountFieldErrors = FieldErrors<"confirmEmail" | "password">;

/** Deleting needs the account's email typed out, and its password when it has one. */
export function checkDeleteAccount(
  values: { confirmEmail?: unknown; password?: unknown },
  account: { email: string; hasPassword: boolean },
): { ok: true; password: string | undefined } | { ok: false; fields: DeleteAccountFieldErrors } {
  const typed = typeof values.confirmEmail === "string" ? values.confirmEmail.trim() : "";
  if (typed.toLowerCase() !== account.email.toLowerCase())
    return { ok: false, fields: { confirmEmail: "Type your email address exactly as shown to confirm." } };
  if (!account.hasPassword) return { ok: true, password: undefined };
  const password = typeof values.password === "string" ? values.password : "";
  if (!password) return { ok: false, fields: { password: "Please enter your password." } };
  return { ok: true, password };
}

export const SETTINGS_TOASTS = {
  passwordChanged: {
    title: "Password changed",
    description: "Your new password is saved. Every other device was signed out.",
  },
  wrongPassword: {
    title: "Error",
    description: "Your current password is not right.",
    variant: "destructive",
  },
  emailChangeSent: {
    title: "Check your email",
    description:
      "To change your address, open the link we sent. If your address is verified, the link goes to your current address first.",
  },
  sessionRevoked: { title: "Signed out", description: "That device is signed out." },
  otherSessionsRevoked: { title: "Signed out", description: "Every other device is signed out." },
  accountDeleted: { title: "Account deleted", description: "Your account and its data are gone. Goodbye!" },
  reauthenticate: {
    title: "Please sign in again",
    description:
      "For your safety, deleting an account needs a recent sign-in. Sign in again, then delete it.",
    variant: "destructive",
  },
  failed: {
    title: "Error",
    description: "That could not be saved. Please try again.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastInput>;
