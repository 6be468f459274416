import { Link, data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { CardPage, textLinkClass } from "~/components/card-page";
import { withNotice } from "~/lib/notices";
import { type FormAnswer, parseForm, tooManyAttempts, unparsedForm } from "~/lib/conform-forms";
import { PRODUCT_NAME } from "~/lib/product";
import { getOptionalUser } from "~/platform/guards.server";

import type { Route } from "./+types/two-factor.route";
import { CodeForm } from "./code-form";
import { safeRedirectTo } from "~/lib/safe-redirect";
import { authenticatorCodeSchema, backupCodeSchema, secondFactorMethod } from "./second-factor";
import { redirectAfterSignIn } from "./after-sign-in.server";
import { completeSignIn, countCodeAttempt } from "./second-factor.server";

/** An email sign-in's second step, for an account with two-factor authentication (the team's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  if (await getOptionalUser(context)) throw redirect(redirectTo);
  return { redirectTo, method: secondFactorMethod(url.searchParams.get("method")) };
}

/**
 * The code is counted as a sign-in attempt first, then parsed, once, and what was parsed goes to
 * Better Auth. A refused code empties the field, and so does the limit: by the time the wait is
 * over, the code has changed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  const limit = await countCodeAttempt(context);
  const form = await request.formData();
  if (!limit.allowed)
    return tooManyAttempts<FormAnswer>(
      { result: unparsedForm(form).reply({ resetForm: true }) },
      limit.retryAfterSeconds,
    );
  const method = secondFactorMethod(form.get("method"));
  const submission = parseForm(form, method === "backup" ? backupCodeSchema : authenticatorCodeSchema);
  if (submission.status !== "success")
    return data<FormAnswer>({ result: submission.reply() }, { status: 400 });
  const result = await completeSignIn(context, request, method, submission.value.code);
  if (result.ok) return redirectAfterSignIn(withNotice(redirectTo, "signed-in"), { headers: result.headers });
  return data<FormAnswer>(
    { result: submission.reply({ resetForm: true }), message: result.message },
    { status: result.status },
  );
}

export function meta() {
  return [{ title: `Two-factor authentication | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, method } = loaderData;
  const other = new URLSearchParams({ redirectTo, ...(method === "backup" ? {} : { method: "backup" }) });
  return (
    <CardPage heading="Two-factor authentication">
      <p>Your password was right. To finish signing in, enter the code from your authenticator app.</p>
      <ActionMessage message={actionData?.message} />
      <CodeForm
        id="two-factor"
        method={method}
        lastResult={actionData?.result}
        submitLabel="Sign in"
        otherMethodHref={`?${other.toString()}`}
      />
      <p>
        <Link to="/auth" className={textLinkClass}>
          Back to Sign In
        </Link>
      </p>
    </CardPage>
  );
}
