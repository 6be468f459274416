import * as z from "zod/mini";

import type { ToastInput } from "~/vocabulary";

import { emailSchema, inOrder, passwordSchema, withConfirmedPassword } from "./credentials";

/**
 * The account settings' forms (/dashboard/settings): their schemas, used by the forms in the
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

const ENTER_CURRENT_PASSWORD = "Please enter your current password.";

/** The current password first, then a new one typed twice. */
export const changePasswordSchema = inOrder(
  z.looseObject({
    currentPassword: z
      .string({ error: ENTER_CURRENT_PASSWORD })
      .check(z.minLength(1, ENTER_CURRENT_PASSWORD)),
  }),
  withConfirmedPassword(z.object({ currentPassword: z.string(), password: passwordSchema })),
);

/** A new address for the account whose address is `currentEmail`. */
export function changeEmailSchema(currentEmail: string) {
  return z.object({
    newEmail: z.pipe(
      emailSchema,
      z
        .string()
        .check(
          z.refine(
            (email) => email.toLowerCase() !== currentEmail.toLowerCase(),
            "This is already your email address.",
          ),
        ),
    ),
  });
}

const TYPE_YOUR_EMAIL = "Type your email address exactly as shown to confirm.";
const ENTER_PASSWORD = "Please enter your password.";

/** Deleting needs the account's email typed out, then its password when it has one. */
export function deleteAccountSchema(account: { email: string; hasPassword: boolean }) {
  return inOrder(
    z.looseObject({
      confirmEmail: z.string({ error: TYPE_YOUR_EMAIL }).check(
        z.trim(),
        z.refine((typed) => typed.toLowerCase() === account.email.toLowerCase(), TYPE_YOUR_EMAIL),
      ),
    }),
    z.object({
      password: account.hasPassword
        ? z.string({ error: ENTER_PASSWORD }).check(z.minLength(1, ENTER_PASSWORD))
        : // An account without a password is deleted without one, whatever is sent.
          z.optional(
            z.pipe(
              z.unknown(),
              z.transform((): string | undefined => undefined),
            ),
          ),
    }),
  );
}

export const SETTINGS_TOASTS = {
  profileUpdated: { title: "Profile updated", description: "Your display name has been saved." },
  profileFailed: {
    title: "Error",
    description: "Your display name could not be saved. Please try again.",
    variant: "destructive",
  },
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
