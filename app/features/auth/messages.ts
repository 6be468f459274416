import type { ToastInput } from "~/vocabulary";

/** The accounts toasts (docs/product.md, Toasts). */
export const AUTH_TOASTS = {
  signInSuccess: { title: "Welcome back!", description: "You've successfully logged in to your account." },
  signInFailure: { title: "Login failed", fallback: "Please check your credentials and try again." },
  signUpSuccess: {
    title: "Account created!",
    description: "Welcome! Your account has been created successfully.",
  },
  signUpFailure: { title: "Signup failed", fallback: "There was an error creating your account." },
  passwordMismatch: { title: "Password mismatch", description: "Please make sure your passwords match." },
  googleSuccess: { title: "Welcome!", description: "You've successfully logged in with Google." },
  googleFailure: { title: "Google login failed", fallback: "There was an error logging in with Google." },
  googleNotConfigured: { title: "Google login failed", description: "Google sign-in is not configured." },
  signOutSuccess: { title: "Signed out", description: "You've been successfully signed out." },
  signOutFailure: { title: "Error signing out", description: "There was an error signing you out." },
} as const;

/** What the JSON endpoint and /auth's action answer while Google's discovery document is out of reach. */
export const GOOGLE_UNREACHABLE = "Google sign-in is unavailable right now. Please try again later.";

/** A failure toast: the provider's message when it gave one, else the catalogue's fallback text. */
export function failureToast(
  kind: { title: string; fallback: string },
  providerMessage: string | undefined,
): ToastInput {
  return { title: kind.title, description: providerMessage?.trim() || kind.fallback, variant: "destructive" };
}

/** What the Google popup answers (see app/features/auth/google-sign-in.ts). */
export type GoogleOutcome = { status: "signed-in" } | { status: "failed"; message?: string };

/** The toast for a Google outcome. */
export function googleOutcomeToast(outcome: GoogleOutcome): ToastInput {
  if (outcome.status === "signed-in") return { ...AUTH_TOASTS.googleSuccess };
  return failureToast(AUTH_TOASTS.googleFailure, outcome.message);
}
