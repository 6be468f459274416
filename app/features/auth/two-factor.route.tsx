import { Link, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { CardPage, textLinkClass } from "~/components/card-page";
import { withNotice } from "~/lib/notices";
import { PRODUCT_NAME } from "~/lib/product";
import { getOptionalUser } from "~/platform/guards.server";

import type { Route } from "./+types/two-factor.route";
import { CodeStepForm } from "./code-form";
import { safeRedirectTo } from "~/lib/safe-redirect";
import { secondFactorMethod } from "./second-factor";
import { redirectAfterSignIn } from "./after-sign-in.server";
import { codeStepAction, completeSignIn } from "./second-factor.server";

/** An email sign-in's second step, for an account with two-factor authentication (the team's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  if (await getOptionalUser(context)) throw redirect(redirectTo);
  return { redirectTo, method: secondFactorMethod(url.searchParams.get("method")) };
}

/** The code for the challenge the password step's cookie names; accepted, the session it makes. */
export async function action({ request, context }: Route.ActionArgs) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  return codeStepAction(context, request, {
    check: (method, code) => completeSignIn(context, request, method, code),
    done: (headers) => redirectAfterSignIn(withNotice(redirectTo, "signed-in"), { headers }),
  });
}

export function meta() {
  return [{ title: `Two-factor authentication | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, method } = loaderData;
  return (
    <CardPage heading="Two-factor authentication">
      <p>Your password was right. To finish signing in, enter the code from your authenticator app.</p>
      <ActionMessage message={actionData?.message} />
      <CodeStepForm
        id="two-factor"
        method={method}
        redirectTo={redirectTo}
        lastResult={actionData?.result}
        submitLabel="Sign in"
      />
      <p>
        <Link to="/auth" className={textLinkClass}>
          Back to Sign In
        </Link>
      </p>
    </CardPage>
  );
}
