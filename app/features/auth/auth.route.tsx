import { useState } from "react";
import { data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { UrlTabs } from "~/components/ui/url-tabs";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/lib/honeypot/honeypot";
import { withNotice } from "~/lib/notices";
import { parseForm, tooManyAttempts, unparsedForm } from "~/lib/conform-forms";
import { PRODUCT_NAME } from "~/lib/product";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { SAME_FOR_EVERY_ANONYMOUS_VISITOR } from "~/lib/anonymous-page";
import { getOptionalUser } from "~/platform/guards.server";

import type { Route } from "./+types/auth.route";
import { readForm } from "./account-forms";
import {
  type AccountContext,
  type AttemptFailure,
  checkAttemptLimits,
  signInWithPassword,
  signUpWithPassword,
  startGoogleSignIn,
} from "./actions.server";
import { safeRedirectTo } from "~/lib/safe-redirect";

import { signInSchema, signUpFormSchema } from "./credentials";
import { completionResult, readGoogleFailure } from "./google-flow";
import { GoogleForm } from "./google-form";
import { PASSKEY_NEEDS_JAVASCRIPT, PasskeySignIn } from "./passkey-sign-in";
import { type AuthAnswer, type AuthIntent, parseAuthIntent } from "./intents";
import { googleOutcomeToast } from "./messages";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { redirectAfterSignIn } from "./after-sign-in.server";
import { useGoogleMarkersLeave, useSubmittingIntent } from "./use-auth-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  if (await getOptionalUser(context)) throw redirect(redirectTo);
  // Back from Google without signing in (a full-page visit): the page says why.
  const google = readGoogleFailure(url.search);
  return {
    redirectTo,
    googleFailure: google ? googleOutcomeToast(completionResult(google.outcome)) : undefined,
  };
}

export const shouldRevalidate = revalidateUnlessViewChange;

/**
 * The three ways in, each a form posting here with its `intent`, with or without JavaScript. An
 * email attempt is counted against its limits first, then (sign-up) its honeypot is looked at, then
 * its form is parsed, once, and what was parsed goes to Better Auth. Success redirects to
 * `redirectTo` with Better Auth's cookies and its toast (docs/product.md, Toasts) as a notice;
 * anything else answers the form with Conform's reply to it and the message to show.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  const form = await request.formData();
  const intent = parseAuthIntent(form.get("intent"));

  // The passkey button's post when its scripts have not run: it can only say why.
  if (intent === "passkey")
    return data<AuthAnswer>({ intent, message: PASSKEY_NEEDS_JAVASCRIPT }, { status: 400 });
  if (intent === "google") {
    const started = await startGoogleSignIn(context, request, redirectTo);
    if (started.ok) return redirect(started.url, { headers: started.headers });
    return answer({ intent }, started);
  }
  if (intent === "sign-in") {
    const hidden = { hideFields: ["password"] };
    const limit = await countAttempt(context, "signIn", form);
    if (!limit.allowed)
      return tooManyAttempts<AuthAnswer>(
        { intent, result: unparsedForm(form).reply(hidden) },
        limit.retryAfterSeconds,
      );
    const submission = parseForm(form, signInSchema);
    if (submission.status !== "success")
      return data<AuthAnswer>({ intent, result: submission.reply(hidden) }, { status: 400 });
    const result = await signInWithPassword(context, request, submission.value);
    if (result.ok && result.twoFactor)
      return redirect(`/auth/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, {
        headers: result.headers,
      });
    if (result.ok)
      return redirectAfterSignIn(withNotice(redirectTo, "signed-in"), { headers: result.headers });
    return answer({ intent, result: submission.reply(hidden) }, result);
  }
  if (intent === "sign-up") {
    const hidden = { hideFields: ["password", "confirmPassword"] };
    const limit = await countAttempt(context, "signUp", form);
    if (!limit.allowed)
      return tooManyAttempts<AuthAnswer>(
        { intent, result: unparsedForm(form).reply(hidden) },
        limit.retryAfterSeconds,
      );
    // A bot is answered as a sign-up is, whatever else it sent, with no account and no cookie.
    if (isHoneypotFilled(readForm(form, [HONEYPOT_FIELD])))
      return redirect(withNotice(redirectTo, "signed-up"));
    const submission = parseForm(form, signUpFormSchema);
    if (submission.status !== "success")
      return data<AuthAnswer>({ intent, result: submission.reply(hidden) }, { status: 400 });
    const result = await signUpWithPassword(context, request, submission.value);
    if (result.ok) return redirect(withNotice(redirectTo, "signed-up"), { headers: result.headers });
    return answer({ intent, result: submission.reply(hidden) }, result);
  }
  throw data("Unknown intent", { status: 400 });
}

/**
 * Counts an email attempt per client address, then per email, before its form is parsed, so that a
 * malformed attempt counts too.
 */
function countAttempt(context: AccountContext, attempt: "signIn" | "signUp", form: FormData) {
  // The email as sent, unchecked (the parse comes after), and so the key the JSON endpoints count.
  return checkAttemptLimits(context.rateLimit, attempt, readForm(form, ["email"]).email);
}

/**
 * An attempt Better Auth or Google refused, with the server's message: the provider's refusal, or
 * a rate limit of Better Auth's own.
 */
function answer(body: AuthAnswer, failure: AttemptFailure) {
  if (failure.status === 429) return tooManyAttempts(body, failure.retryAfterSeconds ?? 1);
  return data<AuthAnswer>(failure.message ? { ...body, message: failure.message } : body, {
    status: failure.status,
  });
}

// Its anonymous render depends on the address alone (server/page-cache.ts may keep it).
export const handle = SAME_FOR_EVERY_ANONYMOUS_VISITOR;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.auth, publicUrlFromMatches(matches));
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, googleFailure } = loaderData;
  const [popup, setPopup] = useState(false);
  const [passkey, setPasskey] = useState(false);
  const submitting = useSubmittingIntent();
  // Any attempt (a form's request, the Google popup, a passkey) disables every button
  // (docs/product.md, Sign in and sign up).
  const busy: AuthIntent | null = submitting ?? (popup ? "google" : passkey ? "passkey" : null);
  const formAction = useGoogleMarkersLeave();

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="min-h-screen bg-gradient-to-b from-teal-50 via-white to-white px-4 pt-24 pb-16"
    >
      <div className="mx-auto max-w-md">
        <div className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Welcome to {PRODUCT_NAME}</h1>
          <p className="mt-2 text-slate-700">
            Sign in or create an account to reach your dashboard and the AdaptIQ demo.
          </p>
        </div>

        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
          <ActionMessage message={googleFailure} className="mb-6" />
          <ActionMessage message={actionData?.message} className="mb-6" />
          <UrlTabs
            id="auth"
            label="Sign in or sign up"
            tabs={[
              {
                value: "signin",
                label: "Sign In",
                panel: <SignInForm action={formAction} busy={busy} answer={actionData} />,
              },
              {
                value: "signup",
                label: "Sign Up",
                panel: <SignUpForm action={formAction} busy={busy} answer={actionData} />,
              },
            ]}
          />

          <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleForm action={formAction} busy={busy} redirectTo={redirectTo} onPopupChange={setPopup} />
          <div className="mt-4">
            <PasskeySignIn
              redirectTo={redirectTo}
              label="Team member? Sign in with a passkey"
              disabled={busy !== null && busy !== "passkey"}
              onBusyChange={setPasskey}
            />
          </div>
        </div>
      </div>
    </main>
  );
}
