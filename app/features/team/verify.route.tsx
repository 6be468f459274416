import { data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { cardClassName } from "~/components/ui/styles";
import { CodeForm } from "~/features/auth/code-form";
import { PASSKEY_INTENT, PASSKEY_NEEDS_JAVASCRIPT, PasskeySignIn } from "~/features/auth/passkey-sign-in";
import { authenticatorCodeSchema, backupCodeSchema, secondFactorMethod } from "~/features/auth/second-factor";
import { countCodeAttempt, proveSecondFactor } from "~/features/auth/second-factor.server";
import { type FormAnswer, parseForm, tooManyAttempts, unparsedForm } from "~/lib/conform-forms";
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

/** As the sign-in's code step (app/features/auth/two-factor.route.tsx): counted, then parsed once. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireTeamRole(context);
  const redirectTo = teamRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  const limit = await countCodeAttempt(context);
  const form = await request.formData();
  if (form.get("intent") === PASSKEY_INTENT)
    return data<FormAnswer>({ message: PASSKEY_NEEDS_JAVASCRIPT }, { status: 400 });
  if (!limit.allowed)
    return tooManyAttempts<FormAnswer>(
      { result: unparsedForm(form).reply({ resetForm: true }) },
      limit.retryAfterSeconds,
    );
  const method = secondFactorMethod(form.get("method"));
  const submission = parseForm(form, method === "backup" ? backupCodeSchema : authenticatorCodeSchema);
  if (submission.status !== "success")
    return data<FormAnswer>({ result: submission.reply() }, { status: 400 });
  const result = await proveSecondFactor(context, request, member, method, submission.value.code);
  if (result.ok) return redirect(redirectTo);
  return data<FormAnswer>(
    { result: submission.reply({ resetForm: true }), message: result.message },
    { status: result.status },
  );
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, method } = loaderData;
  const other = new URLSearchParams({ redirectTo, ...(method === "backup" ? {} : { method: "backup" }) });
  return (
    <TeamPage
      heading="Enter your code"
      intro="The launch room asks for the code from your authenticator app once per sign-in."
    >
      <ActionMessage message={actionData?.message} />
      <section aria-label="Code" className={`max-w-xl ${cardClassName}`}>
        <CodeForm
          id="verify"
          method={method}
          lastResult={actionData?.result}
          submitLabel="Continue"
          otherMethodHref={`?${other.toString()}`}
        />
        <div className="mt-6 border-t border-slate-200 pt-6">
          <PasskeySignIn redirectTo={redirectTo} label="Use a passkey instead" />
        </div>
      </section>
    </TeamPage>
  );
}
