import { useState } from "react";

import { Button } from "~/components/ui/button";
import { signInWithPasskey } from "~/lib/passkey-client";

/**
 * "Sign in with a passkey" for the team: a passkey is a second factor by itself (decision 040), so
 * it opens the launch room without a code. Needs JavaScript (WebAuthn has no form post); without it
 * the page says so, and the password and authenticator code still work.
 */
export function PasskeySignIn({
  redirectTo,
  label = "Sign in with a passkey",
}: {
  redirectTo: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const start = async () => {
    setBusy(true);
    setProblem(undefined);
    const result = await signInWithPasskey();
    if (result.ok) {
      // A full load: the new session's cookie is read by the server's first answer.
      window.location.assign(redirectTo);
      return;
    }
    setBusy(false);
    setProblem(result.message ?? "The passkey could not sign you in. Try again.");
  };
  return (
    <div className="grid gap-2">
      <Button type="button" variant="secondary" onClick={() => void start()} disabled={busy}>
        {busy ? "Waiting for your passkey…" : label}
      </Button>
      <noscript>
        <p className="text-sm text-slate-600">
          Passkeys need JavaScript; your password and code work without it.
        </p>
      </noscript>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
