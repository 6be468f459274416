import { type FormEvent, useRef } from "react";
import { Form, useNavigate } from "react-router";

import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { withNotice } from "~/lib/notices";
import { useGoogleEnabled } from "~/lib/session";
import { openGooglePopup, signInWithPopup } from "~/features/auth/google-sign-in";
import { safeRedirectTo } from "~/lib/safe-redirect";

import type { AuthIntent } from "./intents";
import { googleOutcomeToast } from "./messages";

/**
 * "Continue with Google": a form posting `intent=google` to /auth's action, which sends the whole
 * page to Google (without JavaScript, or when the popup is blocked). With JavaScript the popup is
 * the way (docs/product.md, Sign in and sign up): the page stays, and on success goes to
 * `redirectTo` saying "Welcome!".
 */
export function GoogleForm({
  action,
  busy,
  redirectTo,
  onPopupChange,
}: {
  action: string;
  busy: AuthIntent | null;
  redirectTo: string;
  onPopupChange: (open: boolean) => void;
}) {
  const googleEnabled = useGoogleEnabled();
  const navigate = useNavigate();
  const running = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Not configured: the action says so, one message for both ways.
    if (!googleEnabled) return;
    if (running.current) return event.preventDefault();
    const popup = openGooglePopup();
    // Blocked: the form posts, and the action sends the page to Google.
    if (!popup) return;
    event.preventDefault();
    running.current = true;
    onPopupChange(true);
    void signInWithPopup(popup).then(async (outcome) => {
      if (outcome.status === "signed-in") {
        // The notice on the page signed in to says "Welcome!"; every loader learns of the user.
        await navigate(withNotice(safeRedirectTo(redirectTo), "google-signed-in"), {
          defaultShouldRevalidate: true,
        });
        return;
      }
      toast(googleOutcomeToast(outcome));
      running.current = false;
      onPopupChange(false);
    });
  };

  return (
    <Form method="post" action={action} onSubmit={submit}>
      <input type="hidden" name="intent" value="google" />
      <Button type="submit" variant="secondary" size="lg" disabled={busy !== null} className="w-full">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="#4285F4"
            d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
          />
          <path
            fill="#34A853"
            d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.24 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
          />
          <path
            fill="#FBBC05"
            d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.95l3.66-2.84Z"
          />
          <path
            fill="#EA4335"
            d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
          />
        </svg>
        Continue with Google
      </Button>
    </Form>
  );
}
