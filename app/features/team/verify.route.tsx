import { redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { cardClassName } from "~/components/ui/styles";
import { CodeStepForm } from "~/features/auth/code-form";
import { PASSKEY_INTENT, PASSKEY_NEEDS_JAVASCRIPT, PasskeySignIn } from "~/features/auth/passkey-sign-in";
import { secondFactorMethod } from "~/features/auth/second-factor";
import { codeStepAction, proveSecondFactor } from "~/features/auth/second-factor.server";
import { ENROL_PATH, requireTeamRole, teamRedirectTo } from "~/platform/team-access.server";
import { TeamPage, teamMeta } from "~/components/team/team-page";

import type { Route } from "./+types/verify.route";

export const meta = () => teamMeta("Enter your code");

/**
 * A session that has not proved the second factor (a Google sign-in, or one older than the
 * member's enrolment) proves it here before any team page opens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireTeamRole(context);
  const url = new URL(request.url);
  const redirectTo = teamRedirectTo(url.searchParams.get("redirectTo"));
  if (!member.team.twoFactorEnabled)
    throw redirect(`${ENROL_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`);
  if (member.team.secondFactorAt) throw redirect(redirectTo);
  return { redirectTo, method: secondFactorMethod(url.searchParams.get("method")) };
}

/**
 * The code step the sign-in has (app/features/auth/two-factor.route.tsx), marking this session; the
 * passkey's button, posted without JavaScript, is told it needs it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireTeamRole(context);
  const redirectTo = teamRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  return codeStepAction(context, request, {
    notACode: (form) => (form.get("intent") === PASSKEY_INTENT ? PASSKEY_NEEDS_JAVASCRIPT : undefined),
    check: (method, code) => proveSecondFactor(context, request, member, method, code),
    done: () => redirect(redirectTo),
  });
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, method } = loaderData;
  return (
    <TeamPage
      heading="Enter your code"
      intro="The launch room asks for the code from your authenticator app once per sign-in."
    >
      <ActionMessage message={actionData?.message} />
      <section aria-label="Code" className={`max-w-xl ${cardClassName}`}>
        <CodeStepForm
          id="verify"
          method={method}
          redirectTo={redirectTo}
          lastResult={actionData?.result}
          submitLabel="Continue"
        />
        <div className="mt-6 border-t border-slate-200 pt-6">
          <PasskeySignIn redirectTo={redirectTo} label="Use a passkey instead" />
        </div>
      </section>
    </TeamPage>
  );
}
