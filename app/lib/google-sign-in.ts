import {
  GOOGLE_POPUP,
  GOOGLE_POPUP_CLOSED,
  completionResult,
  isCompletionMessage,
  popupCallbackURLs,
  redirectCallbackURLs,
} from "~/features/auth/google-flow";

import { authCall } from "./auth-client";

export type GoogleSignInResult =
  { status: "signed-in" } | { status: "redirecting" } | { status: "failed"; message?: string };

/** How often to look whether the visitor closed the popup, and how long to wait for a late message then. */
const CLOSED_POLL_MS = 500;
const CLOSED_GRACE_MS = 300;

type AuthorizationStart = { url?: string };

/**
 * "Continue with Google" (spec: sign in with a popup). Call it directly in the click handler: the
 * popup opens before anything is awaited, so popup blockers allow it. Better Auth gives the
 * authorization URL; the popup walks through Google and lands on /auth/google-complete, which posts
 * the outcome back here. When the popup is blocked, the whole page goes to Google instead
 * ("redirecting"), and GoogleRedirectToasts announces the outcome when it comes back.
 */
export async function continueWithGoogle(opts: { redirectTo: string }): Promise<GoogleSignInResult> {
  const popup = window.open("", GOOGLE_POPUP.name, GOOGLE_POPUP.features);
  if (!popup) return redirectToGoogle(opts.redirectTo);

  const start = await authCall<AuthorizationStart>("/sign-in/social", {
    provider: "google",
    ...popupCallbackURLs(),
    disableRedirect: true,
  });
  if (!start.ok || !start.data.url) {
    popup.close();
    return start.ok ? { status: "failed" } : failed(start.message);
  }
  popup.location.href = start.data.url;
  popup.focus();
  return waitForPopup(popup);
}

async function redirectToGoogle(redirectTo: string): Promise<GoogleSignInResult> {
  const start = await authCall<AuthorizationStart>("/sign-in/social", {
    provider: "google",
    ...redirectCallbackURLs(redirectTo),
    disableRedirect: true,
  });
  if (!start.ok || !start.data.url) return start.ok ? { status: "failed" } : failed(start.message);
  window.location.assign(start.data.url);
  return { status: "redirecting" };
}

/** Resolves with the completion page's report, or a failure when the visitor closes the popup first. */
function waitForPopup(popup: Window): Promise<GoogleSignInResult> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: GoogleSignInResult) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("message", onMessage);
      clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (!isCompletionMessage(event.data)) return;
      finish(completionResult(event.data.outcome));
    };
    window.addEventListener("message", onMessage);
    // The completion page posts, then closes itself: give its message a moment to arrive.
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => finish(failed(GOOGLE_POPUP_CLOSED)), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
  });
}

function failed(message: string | undefined): GoogleSignInResult {
  return message ? { status: "failed", message } : { status: "failed" };
}
