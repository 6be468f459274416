import { useState } from "react";
import { data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { UrlTabs } from "~/components/ui/url-tabs";
import { HONEYPOT_FIELD } from "~/lib/honeypot/honeypot";
import { withNotice } from "~/features/site/notices";
import { parseForm, tooManyAttempts } from "~/lib/forms";
import { PRODUCT_NAME } from "~/lib/product";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { SAME_FOR_EVERY_ANONYMOUS_VISITOR } from "~/lib/anonymous-page";
import { getOptionalUser } from "~/platform/guards.server";

import type { Route } from "./+types/auth.route";
import { readForm } from "./account-forms";
import {
  type AttemptFailure,
  signInWithPassword,
  signUpWithPassword,
  startGoogleSignIn,
} from "./actions.server";
import { safeRedirectTo, signInSchema, signUpFormSchema } from "./credentials";
import { completionResult, readGoogleFailure } from "./google-flow";
import { GoogleForm } from "./google-form";
import { type AuthAnswer, type AuthIntent, parseAuthIntent } from "./intents";
import { googleOutcomeToast } from "./messages";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
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
 * The three ways in, each a form posting here with its `intent`, with or without JavaScript.
 * Success redirects to `redirectTo` with Better Auth's cookies and the spec's message as a notice;
 * anything else answers the form with Conform's reply to it and the message to show.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  const form = await request.formData();
  const intent = parseAuthIntent(form.get("intent"));

  if (intent === "google") {
    const started = await startGoogleSignIn(context, request, redirectTo);
    if (started.ok) return redirect(started.url, { headers: started.headers });
    return answer({ intent }, started);
  }
  if (intent === "sign-in") {
    const submission = parseForm(form, signInSchema);
    const result = await signInWithPassword(context, request, readForm(form, ["email", "password"]));
    if (result.ok && result.twoFactor)
      return redirect(`/auth/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, {
        headers: result.headers,
      });
    if (result.ok) return redirect(withNotice(redirectTo, "signed-in"), { headers: result.headers });
    return answer({ intent, result: submission.reply({ hideFields: ["password"] }) }, result);
  }
  if (intent === "sign-up") {
    const submission = parseForm(form, signUpFormSchema);
    const values = readForm(form, ["displayName", "email", "password", "confirmPassword", HONEYPOT_FIELD]);
    const result = await signUpWithPassword(context, request, values);
    if (result.ok) return redirect(withNotice(redirectTo, "signed-up"), { headers: result.headers });
    return answer(
      { intent, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      result,
    );
  }
  throw data("Unknown intent", { status: 400 });
}

/**
 * A refused attempt: the form's own problems when Conform found some (the server's checks are the
 * same schema's), else the server's message: a rate limit, or the provider's refusal.
 */
function answer(body: AuthAnswer, failure: AttemptFailure) {
  if (failure.status === 429) return tooManyAttempts(body, failure.retryAfterSeconds ?? 1);
  const refusedForm = body.result?.status === "error";
  return data<AuthAnswer>(refusedForm || !failure.message ? body : { ...body, message: failure.message }, {
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
  const submitting = useSubmittingIntent();
  // Spec: any attempt (a form's request, or the Google popup) disables every button.
  const busy: AuthIntent | null = submitting ?? (popup ? "google" : null);
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
        </div>
      </div>
    </main>
  );
}
