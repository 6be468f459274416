import { isAPIError } from "better-auth/api";

import { CLIENT_IP_HEADER, type AuthService } from "~/platform/auth.server";
import { inSignInSlot } from "~/platform/sign-in-queue.server";
import type { RateLimits } from "~/platform/config.server";
import type { Decision } from "~/lib/rate-limit/limits";
import type { ToastInput } from "~/vocabulary";

import type { SignInValues, SignUpInput } from "./account-forms";
import { redirectCallbackURLs } from "./google-flow";
import { AUTH_TOASTS, GOOGLE_UNREACHABLE, failureToast } from "./messages";
import { FORGOT_PASSWORD_ANSWER_MS, type ResendOutcome } from "./recovery";

/**
 * Sign in, sign up and "Continue with Google" on the server, for /auth's route action, which first
 * gives an attempt the protections of Better Auth's JSON endpoints behind server/auth-routes.ts (the
 * limits per address and per email, the honeypot) and parses its form once with the shared schema.
 * These take what it parsed to Better Auth's own API, whose Set-Cookie headers the caller passes on
 * with its redirect.
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
  status: number;
  retryAfterSeconds?: number;
};

export type AttemptResult =
  | {
      ok: true;
      headers: Headers;
      /** The password was right; the account's second factor is asked next (/auth/two-factor). */ twoFactor?: true;
    }
  | ({ ok: false } & AttemptFailure);

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
export function authHeaders(request: Pick<Request, "headers">, clientAddress: string): Headers {
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

/** A sign-in whose limits were counted and whose form signInSchema parsed (the email trimmed). */
export async function signInWithPassword(
  context: AccountContext,
  request: Request,
  input: SignInValues,
): Promise<AttemptResult> {
  try {
    // One of the sign-in slots, as the JSON endpoint's (server/auth-routes.ts, decision 042).
    const { headers, response } = await inSignInSlot(() =>
      context.auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: authHeaders(request, context.clientAddress),
        returnHeaders: true,
      }),
    );
    // The twoFactor plugin answers an enrolled account with no session and a short-lived cookie
    // naming the challenge; the code page completes the sign-in.
    if ("twoFactorRedirect" in response && response.twoFactorRedirect)
      return { ok: true, headers, twoFactor: true };
    return { ok: true, headers };
  } catch (error) {
    const message = failureToast(AUTH_TOASTS.signInFailure, providerMessage(error, context.logError));
    return { ok: false, status: statusOf(error), message };
  }
}

/**
 * A sign-up whose limits were counted, whose honeypot was empty and whose form signUpFormSchema
 * parsed (the passwords matched). Better Auth's before hook still checks the body, as it checks
 * every caller of its endpoint (sign-up-check.server.ts).
 */
export async function signUpWithPassword(
  context: AccountContext,
  request: Request,
  input: SignUpInput,
): Promise<AttemptResult> {
  try {
    const { headers } = await context.auth.api.signUpEmail({
      body: { name: input.displayName, email: input.email, password: input.password },
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

/** Waits out what is left of `ms` since `startedAt`, so an answer never comes sooner. */
async function answerNoSoonerThan(startedAt: number, ms: number): Promise<void> {
  const left = ms - (performance.now() - startedAt);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * "Forgot password?" for an address its caller has counted against the mail limits
 * (checkMailLimits, before its check) and checked with forgotPasswordSchema: Better Auth queues the
 * link when the address has an account. It ends no sooner than FORGOT_PASSWORD_ANSWER_MS, whatever
 * the address, so the caller's one answer takes as long for every address.
 */
export async function requestPasswordReset(
  context: Pick<AccountContext, "auth" | "clientAddress" | "logError">,
  request: Pick<Request, "headers">,
  email: string,
): Promise<void> {
  const startedAt = performance.now();
  // Better Auth's own check of the address is not ours to answer: the caller checked it with
  // forgotPasswordSchema, and any refusal is answered like every other address.
  try {
    await context.auth.api.requestPasswordReset({
      body: { email },
      headers: authHeaders(request, context.clientAddress),
    });
  } catch (error) {
    // Logged, and answered as any other address is: the visitor can ask again.
    context.logError(error);
  }
  await answerNoSoonerThan(startedAt, FORGOT_PASSWORD_ANSWER_MS);
}

/**
 * The mail limits of a request that emails `email`: per client address, then per email when there
 * is one (a blank one, counted before a form is parsed, is no one's bucket).
 */
export async function checkMailLimits(count: RateCounter, email: string): Promise<Decision> {
  const byAddress = await count("accountMail");
  if (!byAddress.allowed || !email.trim()) return byAddress;
  return count("accountMailEmail", emailSubject(email));
}

/** Whether a reset link's token is one Better Auth still holds (unused, within its hour). */
export async function isResetLinkLive(auth: AuthService, token: string): Promise<boolean> {
  if (!token) return false;
  const context = await auth.betterAuth.$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(found && new Date(found.expiresAt) > new Date());
}

export type ResetResult = { ok: true } | { ok: false; reason: "invalid-link" | "failed" };

/**
 * Sets the new password of the reset link's account. Better Auth consumes the link, ends every
 * session of the account and (through onPasswordReset) queues the notice email.
 */
export async function resetPassword(
  context: Pick<AccountContext, "auth" | "logError">,
  token: string,
  newPassword: string,
): Promise<ResetResult> {
  try {
    await context.auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    if (isAPIError(error) && errorCode(error) === "INVALID_TOKEN")
      return { ok: false, reason: "invalid-link" };
    context.logError(error);
    return { ok: false, reason: "failed" };
  }
}

export type VerifyResult =
  | { ok: true; step: VerifyStep; headers: Headers }
  | { ok: false; reason: "expired" | "invalid-link" | "failed" };

/**
 * What a verification link did: verified the address; confirmed a change of address from the old
 * one (the new one now gets its own link); or verified the new address, which is now the account's.
 */
export type VerifyStep = "verified" | "change-confirmed" | "email-changed";

/**
 * The step a link's token is for. Read from its payload after Better Auth has checked its
 * signature; the token is Better Auth's own (a signed JWT), so only its claim is read here.
 */
function stepOf(token: string): VerifyStep {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
      requestType?: unknown;
    };
    if (payload.requestType === "change-email-confirmation") return "change-confirmed";
    if (payload.requestType === "change-email-verification") return "email-changed";
  } catch {
    // Not one of Better Auth's tokens: verifyEmail has refused it already.
  }
  return "verified";
}

/**
 * Follows a verification link with the visitor's session, if any. A link used again changes
 * nothing. Verifying a new address signs its owner in when they were not (Better Auth's cookie is
 * returned for the redirect).
 */
export async function verifyEmail(
  context: Pick<AccountContext, "auth" | "clientAddress" | "logError">,
  request: Pick<Request, "headers">,
  token: string,
): Promise<VerifyResult> {
  try {
    const { headers } = await context.auth.api.verifyEmail({
      query: { token },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    });
    return { ok: true, step: stepOf(token), headers };
  } catch (error) {
    const code = isAPIError(error) ? errorCode(error) : undefined;
    if (code === "TOKEN_EXPIRED") return { ok: false, reason: "expired" };
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND" || code === "INVALID_USER")
      return { ok: false, reason: "invalid-link" };
    context.logError(error);
    return { ok: false, reason: "failed" };
  }
}

/** Sends the signed-in user's verification email again, within the mail limits. */
export async function resendVerification(
  context: AccountContext,
  request: Request,
  user: { email: string; emailVerified: boolean },
): Promise<ResendOutcome> {
  if (user.emailVerified) return { ok: false, reason: "already-verified" };
  const decision = await checkMailLimits(context.rateLimit, user.email);
  if (!decision.allowed)
    return { ok: false, reason: "limited", retryAfterSeconds: decision.retryAfterSeconds };
  try {
    await context.auth.api.sendVerificationEmail({
      body: { email: user.email },
      headers: authHeaders(request, context.clientAddress),
    });
    return { ok: true };
  } catch (error) {
    if (isAPIError(error) && errorCode(error) === "EMAIL_ALREADY_VERIFIED")
      return { ok: false, reason: "already-verified" };
    context.logError(error);
    return { ok: false, reason: "failed" };
  }
}

/** Better Auth's code for a refused call ("INVALID_TOKEN"), from its body. */
function errorCode(error: { body?: unknown }): string | undefined {
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}
