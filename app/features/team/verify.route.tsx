import { data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { cardClassName } from "~/components/ui/styles";
import { CodeForm } from "~/features/auth/code-form";
import { authenticatorCodeSchema, backupCodeSchema, secondFactorMethod } from "~/features/auth/second-factor";
import { proveSecondFactor } from "~/features/auth/second-factor.server";
import { type FormAnswer, parseForm, tooManyAttempts } from "~/lib/forms";

import type { Route } from "./+types/verify.route";
import { ENROL_PATH, requireTeamRole, teamRedirectTo } from "./access.server";
import { TeamPage, teamMeta } from "~/features/team/kit/team-page";

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

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireTeamRole(context);
  const redirectTo = teamRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  const form = await request.formData();
  const method = secondFactorMethod(form.get("method"));
  const submission = parseForm(form, method === "backup" ? backupCodeSchema : authenticatorCodeSchema);
  if (submission.status !== "success")
    return data<FormAnswer>({ result: submission.reply() }, { status: 400 });
  const result = await proveSecondFactor(context, request, member, method, submission.value.code);
  if (result.ok) return redirect(redirectTo);
  const answer: FormAnswer = { result: submission.reply({ resetForm: true }), message: result.message };
  if (result.status === 429) return tooManyAttempts(answer, result.retryAfterSeconds ?? 1);
  return data(answer, { status: result.status });
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
      </section>
    </TeamPage>
  );
}
