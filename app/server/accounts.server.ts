import { isAPIError } from "better-auth/api";

import { CLIENT_IP_HEADER, type AuthService } from "~/server/auth.server";
import type { RateLimits } from "~/server/config.server";
import { AUTH_TOASTS, GOOGLE_UNREACHABLE, type ToastInput, failureToast } from "~/features/auth/messages";
import { redirectCallbackURLs } from "~/features/auth/google-flow";
import {
  type SignInFieldErrors,
  type SignUpFieldErrors,
  type SignUpValues,
  checkSignIn,
  checkSignUp,
} from "~/features/auth/account-forms";
import { isHoneypotFilled } from "~/features/honeypot/honeypot";
import type { Decision } from "~/features/rate-limit/limits";
import { tooManyAttemptsToast } from "~/features/rate-limit/messages";

/**
 * Sign in, sign up and "Continue with Google" on the server, for /auth's route action. The same
 * protections as Better Auth's JSON endpoints behind server/auth-routes.ts (rate limits per address
 * and per email, the honeypot, the shared schemas), then Better Auth's own API, whose Set-Cookie
 * headers the caller passes on with its redirect.
 */

export type RateCounter = (name: keyof RateLimits, subject?: string) => Promise<Decision>;

/** Which limits an attempt counts against: per client address, then per email. */
const ATTEMPT_LIMITS = {
  signIn: ["signIn", "signInEmail"],
  signUp: ["signUp", "signUpEmail"],
} as const satisfies Record<string, readonly [keyof RateLimits, keyof RateLimits]>;

/** One email, however it is typed, is one bucket. */
export const emailSubject = (email: string) => email.trim().toLowerCase();

/**
 * Counts an attempt per client address (`count` without a subject), then per email when there is
 * one; the first refusal wins. Shared with the JSON endpoints, so both paths fill the same buckets.
 */
export async function checkAttemptLimits(
  count: RateCounter,
  attempt: keyof typeof ATTEMPT_LIMITS,
  email: string | undefined,
): Promise<Decision> {
  const [perAddress, perEmail] = ATTEMPT_LIMITS[attempt];
  const byAddress = await count(perAddress);
  if (!byAddress.allowed || !email?.trim()) return byAddress;
  return count(perEmail, emailSubject(email));
}

/** What an account attempt answers when it did not sign anybody in. */
export type AttemptFailure = {
  message?: ToastInput;
  fields?: SignUpFieldErrors | SignInFieldErrors;
  status: number;
  retryAfterSeconds?: number;
};

export type AttemptResult = { ok: true; headers: Headers } | ({ ok: false } & AttemptFailure);

/** The parts of the load context these functions use. */
export type AccountContext = {
  auth: AuthService;
  rateLimit: RateCounter;
  clientAddress: string;
  logError: (error: unknown) => void;
};

/**
 * The request's headers for Better Auth, with the client address it records on the session set the
 * way server/auth-routes.ts sets it: ours, never a client's claim.
 */
export function authHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress);
  return headers;
}

/** Better Auth's message for a refused call; undefined for anything else (logged: it was not expected). */
export function providerMessage(error: unknown, logError: (error: unknown) => void): string | undefined {
  if (isAPIError(error)) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    return typeof message === "string" && message.trim() ? message : undefined;
  }
  logError(error);
  return undefined;
}

function refused(decision: Decision): AttemptResult | undefined {
  if (decision.allowed) return undefined;
  return {
    ok: false,
    status: 429,
    retryAfterSeconds: decision.retryAfterSeconds,
    message: tooManyAttemptsToast(decision.retryAfterSeconds),
  };
}

export async function signInWithPassword(
  context: AccountContext,
  request: Request,
  values: { email: string; password: string },
): Promise<AttemptResult> {
  const limited = refused(await checkAttemptLimits(context.rateLimit, "signIn", values.email));
  if (limited) return limited;
  const check = checkSignIn(values);
  if (!check.ok) return { ok: false, status: 400, fields: check.fields };
  try {
    const { headers } = await context.auth.api.signInEmail({
      body: { email: check.input.email, password: check.input.password },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const message = failureToast(AUTH_TOASTS.signInFailure, providerMessage(error, context.logError));
    return { ok: false, status: statusOf(error), message };
  }
}

/**
 * A filled honeypot answers as a success would, without an account or a cookie; mismatched
 * passwords and the schema's problems answer before Better Auth is asked, as the toast and the
 * messages under the fields. Better Auth's before hook runs the same `checkSignUp` again, as it
 * does for the JSON endpoint (sign-up-check.server.ts).
 */
export async function signUpWithPassword(
  context: AccountContext,
  request: Request,
  values: SignUpValues,
): Promise<AttemptResult> {
  const limited = refused(await checkAttemptLimits(context.rateLimit, "signUp", values.email));
  if (limited) return limited;
  if (isHoneypotFilled(values)) return { ok: true, headers: new Headers() };
  const check = checkSignUp(values);
  if (!check.ok) {
    if ("mismatch" in check)
      return { ok: false, status: 400, message: { ...AUTH_TOASTS.passwordMismatch, variant: "destructive" } };
    return { ok: false, status: 400, fields: check.fields };
  }
  try {
    const { headers } = await context.auth.api.signUpEmail({
      body: { name: check.input.displayName, email: check.input.email, password: check.input.password },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const message = failureToast(AUTH_TOASTS.signUpFailure, providerMessage(error, context.logError));
    return { ok: false, status: statusOf(error), message };
  }
}

/**
 * Starts Google's sign-in for a full-page visit: the provider's URL and the state cookie Better
 * Auth sets for it. Coming back, success goes to `redirectTo` saying "Welcome!", failure to /auth
 * saying why.
 */
export async function startGoogleSignIn(
  context: AccountContext,
  request: Request,
  redirectTo: string,
): Promise<{ ok: true; url: string; headers: Headers } | ({ ok: false } & AttemptFailure)> {
  const notConfigured = { ...AUTH_TOASTS.googleNotConfigured, variant: "destructive" } as const;
  if (context.auth.googleStatus === "not-configured")
    return { ok: false, status: 404, message: notConfigured };
  if (!(await context.auth.ensureGoogle()))
    return { ok: false, status: 503, message: failureToast(AUTH_TOASTS.googleFailure, GOOGLE_UNREACHABLE) };
  try {
    const { headers, response } = await context.auth.api.signInSocial({
      body: { provider: "google", ...redirectCallbackURLs(redirectTo), disableRedirect: true },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    });
    if (response.url) return { ok: true, url: response.url, headers };
    return { ok: false, status: 502, message: failureToast(AUTH_TOASTS.googleFailure, undefined) };
  } catch (error) {
    const message = failureToast(AUTH_TOASTS.googleFailure, providerMessage(error, context.logError));
    return { ok: false, status: statusOf(error), message };
  }
}

/** The HTTP status of a refused call (Better Auth's), else 500. */
function statusOf(error: unknown): number {
  if (isAPIError(error) && typeof error.statusCode === "number") return error.statusCode;
  return 500;
}

/** Sets the signed-in user's display name (the session in `headers` says whose). */
export async function saveDisplayName(
  auth: AuthService,
  headers: Headers,
  displayName: string,
): Promise<void> {
  await auth.api.updateUser({ headers, body: { name: displayName } });
}
