import { useState } from "react";

import { Button } from "~/components/ui/button";
import { signInWithPasskey } from "~/lib/passkey-client";
import type { ToastInput } from "~/vocabulary";
import { safeRedirectTo } from "~/lib/safe-redirect";

/** The form field a passkey button posts when scripts have not run (its page's action answers it). */
export const PASSKEY_INTENT = "passkey";

/**
 * What a passkey button's post answers without JavaScript: WebAuthn is a script API, so there is
 * no form post that can use a passkey. The authenticator code works without it.
 */
export const PASSKEY_NEEDS_JAVASCRIPT: ToastInput = {
  title: "Passkeys need JavaScript",
  description:
    "Your browser talks to your passkey through JavaScript, which is off or has not loaded. Sign in with your password and your authenticator code instead, or try again once the page has loaded.",
  variant: "destructive",
};

/**
 * "Sign in with a passkey" for the team: a passkey is a second factor by itself (decision 040), so
 * it opens the launch room without a code. A form: before the scripts run (or without them) it
 * posts, and the page's action says passkeys need JavaScript (decision 008); once they run, it
 * asks the browser for the passkey instead.
 */
export function PasskeySignIn({
  redirectTo,
  label = "Sign in with a passkey",
  disabled = false,
  onBusyChange,
}: {
  redirectTo: string;
  label?: string;
  /** Another attempt of the page's runs (any attempt disables every button: docs/product.md, Accounts). */
  disabled?: boolean;
  /** Tells the page while the passkey is asked for, so it disables its other buttons. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const [busy, setBusyState] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange?.(value);
  };
  const start = async () => {
    setBusy(true);
    setProblem(undefined);
    const result = await signInWithPasskey();
    if (result.ok) {
      // A full load: the new session's cookie is read by the server's first answer. Checked here
      // too, as every navigation after signing in is: the page's value came from the address bar.
      window.location.assign(safeRedirectTo(redirectTo));
      return;
    }
    setBusy(false);
    setProblem(result.message ?? "The passkey could not sign you in. Try again.");
  };
  return (
    <form
      method="post"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <input type="hidden" name="intent" value={PASSKEY_INTENT} />
      <Button type="submit" variant="secondary" disabled={busy || disabled}>
        {busy ? "Waiting for your passkey…" : label}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
