import { useState } from "react";
import { useNavigate } from "react-router";

import { toast } from "~/components/ui/toast-store";
import { AUTH_TOASTS, type ToastInput, failureToast, googleOutcomeToast } from "~/features/auth/messages";
import { tooManyAttemptsToast } from "~/features/rate-limit/messages";
import type { SignInValues, SignUpInput } from "~/features/auth/sign-up-form";
import { announceAuthChange, signIn, signUp } from "~/lib/auth-client";
import { useAuth } from "~/lib/auth-context";
import { continueWithGoogle } from "~/lib/google-sign-in";

export type AuthAttempt = "sign-in" | "sign-up" | "google";

/**
 * The /auth page's three ways in, sharing one busy flag (spec: any attempt disables every button).
 * Success toasts, tells other tabs, and goes to `redirectTo` reloading every loader, so the
 * navigation shows the signed-in items; the flag stays set while the page is left.
 */
export function useAuthActions(redirectTo: string) {
  const [busy, setBusy] = useState<AuthAttempt | null>(null);
  const navigate = useNavigate();
  const { googleEnabled } = useAuth();

  const arrive = async (message: ToastInput) => {
    toast(message);
    announceAuthChange();
    await navigate(redirectTo, { defaultShouldRevalidate: true });
  };

  const fail = (message: ToastInput) => {
    toast(message);
    setBusy(null);
  };

  const start = (attempt: AuthAttempt): boolean => {
    if (busy) return false;
    setBusy(attempt);
    return true;
  };

  return {
    busy,

    async signInWith(input: SignInValues) {
      if (!start("sign-in")) return;
      const result = await signIn(input);
      if (result.ok) await arrive(AUTH_TOASTS.signInSuccess);
      else if (result.rateLimited) fail(tooManyAttemptsToast(result.rateLimited.retryAfterSeconds));
      else fail(failureToast(AUTH_TOASTS.signInFailure, result.message));
    },

    async signUpWith(input: SignUpInput) {
      if (!start("sign-up")) return;
      const result = await signUp(input);
      if (result.ok) await arrive(AUTH_TOASTS.signUpSuccess);
      else if (result.rateLimited) fail(tooManyAttemptsToast(result.rateLimited.retryAfterSeconds));
      else fail(failureToast(AUTH_TOASTS.signUpFailure, result.message));
    },

    async google() {
      if (!googleEnabled) {
        toast({ ...AUTH_TOASTS.googleNotConfigured, variant: "destructive" });
        return;
      }
      if (!start("google")) return;
      const outcome = await continueWithGoogle({ redirectTo });
      const message = googleOutcomeToast(outcome);
      if (outcome.status === "signed-in" && message) await arrive(message);
      else if (message) fail(message);
      // "redirecting": the page is leaving for Google; stay busy.
    },
  };
}
