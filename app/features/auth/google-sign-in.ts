import {
  GOOGLE_POPUP,
  GOOGLE_POPUP_CLOSED,
  completionResult,
  isCompletionMessage,
  popupCallbackURLs,
} from "~/features/auth/google-flow";
import type { GoogleOutcome } from "~/features/auth/messages";

import { authCall } from "~/lib/auth-client";

/** How often to look whether the visitor closed the popup, and how long to wait for a late message then. */
const CLOSED_POLL_MS = 500;
const CLOSED_GRACE_MS = 300;

type AuthorizationStart = { url?: string };

/**
 * Opens the (still blank) Google popup. Call it in the submit handler itself, before anything is
 * awaited, so popup blockers allow it. Null when the popup was blocked: the form then posts as it
 * would without JavaScript, and the whole page goes to Google through /auth's action.
 */
export function openGooglePopup(): Window | null {
  return window.open("", GOOGLE_POPUP.name, GOOGLE_POPUP.features);
}

/**
 * "Continue with Google" in a popup (docs/product.md, Sign in and sign up). Better Auth gives the
 * authorization URL; the popup walks through Google and lands on /auth/google-complete, which posts
 * the outcome back here.
 */
export async function signInWithPopup(popup: Window): Promise<GoogleOutcome> {
  const start = await authCall<AuthorizationStart>("/sign-in/social", {
    provider: "google",
    ...popupCallbackURLs(),
    disableRedirect: true,
  });
  if (!start.ok || !start.data?.url) {
    popup.close();
    return start.ok ? { status: "failed" } : failed(start.message);
  }
  popup.location.href = start.data.url;
  popup.focus();
  return waitForPopup(popup);
}

/** Resolves with the completion page's report, or a failure when the visitor closes the popup first. */
function waitForPopup(popup: Window): Promise<GoogleOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: GoogleOutcome) => {
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

function failed(message: string | undefined): GoogleOutcome {
  return message ? { status: "failed", message } : { status: "failed" };
}
