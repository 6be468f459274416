import { withNotice } from "~/lib/notices";

import { safeRedirectTo } from "~/lib/safe-redirect";

/**
 * The pure half of "Continue with Google" (app/features/auth/google-sign-in.ts wires it to the browser):
 * where Better Auth sends the browser back to, the markers those URLs carry, and the messages a
 * failure shows.
 */

export const GOOGLE_POPUP = { name: "modura-google", features: "popup,width=500,height=650" } as const;

/** The popup's landing page (google-complete.route.tsx). */
export const GOOGLE_COMPLETE_PATH = "/auth/google-complete";

/** Tags the completion page's postMessage to its opener. */
export const GOOGLE_MESSAGE_TYPE = "modura:google-sign-in";

export const GOOGLE_POPUP_CLOSED = "The Google sign-in window was closed.";
export const GOOGLE_CANCELLED = "Google sign-in was cancelled.";

/**
 * After a full-page redirect: the "google-signed-in" notice on the page signed in to (shown by
 * components/url-notice.tsx); `?googleError=1` on /auth, whose page says what went wrong.
 */
const ERROR_PARAM = "googleError";
/** What Better Auth appends to the error callback URL. */
const PROVIDER_ERROR_PARAMS = ["error", "error_description"] as const;

export type GoogleCompletion = { status: "success" } | { status: "error"; message?: string };

export type GoogleCompletionMessage = { type: typeof GOOGLE_MESSAGE_TYPE; outcome: GoogleCompletion };

/** The callback URLs for the popup: both land on the completion page, which reports to the opener. */
export function popupCallbackURLs() {
  return {
    callbackURL: `${GOOGLE_COMPLETE_PATH}?status=success`,
    errorCallbackURL: `${GOOGLE_COMPLETE_PATH}?status=error`,
  };
}

/**
 * The callback URLs for a full-page redirect (no JavaScript, or the popup was blocked): success goes
 * where the visitor was heading, with the "Welcome!" notice; failure comes back to /auth, marked
 * for the failure message.
 */
export function redirectCallbackURLs(redirectTo: string) {
  const target = safeRedirectTo(redirectTo);
  return {
    callbackURL: withNotice(target, "google-signed-in"),
    errorCallbackURL: withParams("/auth", { [ERROR_PARAM]: "1", redirectTo: target }),
  };
}

/** A same-site path with `params` set, keeping its other query parameters and hash. */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, "http://modura.invalid");
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/** Better Auth's error codes a visitor may meet, in words; others fall back to the toast's own text. */
const ERROR_MESSAGES: Record<string, string> = {
  access_denied: GOOGLE_CANCELLED,
  account_not_linked: "An account with this email already exists. Sign in with your password.",
  email_not_found: "Google did not share an email address for this account.",
  state_mismatch: "The sign-in took too long or was started elsewhere. Please try again.",
  state_not_found: "The sign-in took too long or was started elsewhere. Please try again.",
};

/**
 * The message for a provider error: ours for the codes above, else none (the caller shows "There was
 * an error logging in with Google."). Never the provider's own description: it arrives in the
 * address, which anyone can write, and on our page it would read as our words.
 */
export function googleErrorMessage(error: string | null | undefined): string | undefined {
  return error && Object.hasOwn(ERROR_MESSAGES, error) ? ERROR_MESSAGES[error] : undefined;
}

/** The error code whose message `message` is, for carrying a failure in an address. */
function errorCodeOf(message: string): string | undefined {
  return Object.keys(ERROR_MESSAGES).find((code) => ERROR_MESSAGES[code] === message);
}

/** The completion page's query (`?status=success`, or `?status=error&error=…&error_description=…`). */
export function parseCompletion(search: string): GoogleCompletion {
  const params = new URLSearchParams(search);
  if (params.get("status") === "success" && !params.has("error")) return { status: "success" };
  const message = googleErrorMessage(params.get("error"));
  return message ? { status: "error", message } : { status: "error" };
}

/** A completion as "Continue with Google" answers it. */
export function completionResult(
  outcome: GoogleCompletion,
): { status: "signed-in" } | { status: "failed"; message?: string } {
  if (outcome.status === "success") return { status: "signed-in" };
  return outcome.message ? { status: "failed", message: outcome.message } : { status: "failed" };
}

export function isCompletionMessage(data: unknown): data is GoogleCompletionMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, outcome } = data as { type?: unknown; outcome?: { status?: unknown } };
  return type === GOOGLE_MESSAGE_TYPE && (outcome?.status === "success" || outcome?.status === "error");
}

/** Where the completion page goes when no window opened it (someone loaded it directly). */
export function completionFallbackPath(outcome: GoogleCompletion): string {
  if (outcome.status === "success") return withNotice("/dashboard", "google-signed-in");
  const code = outcome.message ? errorCodeOf(outcome.message) : undefined;
  return code
    ? withParams("/auth", { [ERROR_PARAM]: "1", error: code })
    : withParams("/auth", { [ERROR_PARAM]: "1" });
}

/**
 * Reads a failed full-page redirect's markers from /auth's query: the failure to show, and the query
 * without the markers (for replacing the URL, so a reload does not say it again).
 */
export function readGoogleFailure(
  search: string,
): { outcome: Extract<GoogleCompletion, { status: "error" }>; search: string } | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(ERROR_PARAM)) return undefined;
  const message = googleErrorMessage(params.get("error"));
  params.delete(ERROR_PARAM);
  for (const name of PROVIDER_ERROR_PARAMS) params.delete(name);
  const rest = params.toString();
  return {
    outcome: message ? { status: "error", message } : { status: "error" },
    search: rest ? `?${rest}` : "",
  };
}
