import { type Submission, getFormProps } from "@conform-to/react";
import { Form, data, useNavigation } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { ScrollTable } from "~/components/team/scroll-table";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { cardClassName } from "~/components/ui/styles";
import { listTeam } from "~/db/team.server";
import { type FormAnswer, parseForm, useSchemaForm } from "~/lib/conform-forms";
import { TEAM_ROLE_NAMES, type TeamRole, type ToastInput } from "~/vocabulary";
import { requireTeam } from "~/platform/team-access.server";
import { TeamPage, teamMeta } from "~/components/team/team-page";

import type { Route } from "./+types/people.route";
import { type PeopleIntent, grantSchema, parsePeopleIntent, revokeSchema } from "./people";
import { type RoleChangeOutcome, roleChangeMessage } from "./role-change";
import { type RoleActor, changeRole } from "./roles.server";

export const meta = () => teamMeta("Team");

const MANAGE = { team: ["manage" as const] };

/** Who is on the team: admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireTeam(context, request, MANAGE);
  return { members: await listTeam(context.db), selfId: user.id };
}

type PeopleAnswer = FormAnswer & { intent: PeopleIntent };

/** How each outcome is answered: a change or a no-op is fine; a missing account or one's own role is not. */
const STATUS: Record<RoleChangeOutcome["kind"], number> = {
  granted: 200,
  revoked: 200,
  unchanged: 200,
  "not-on-team": 200,
  "unknown-email": 400,
  "unverified-email": 400,
  self: 403,
};

function messageOf(outcome: RoleChangeOutcome): ToastInput {
  const refused = STATUS[outcome.kind] >= 400;
  return {
    title: refused
      ? "Not changed"
      : outcome.kind === "granted" || outcome.kind === "revoked"
        ? "Done"
        : "No change",
    description: roleChangeMessage(outcome),
    ...(refused ? { variant: "destructive" as const } : {}),
  };
}

const answer = (body: PeopleAnswer, status: number) => data<PeopleAnswer>(body, { status });

/**
 * The grant form and every Revoke button post here, with or without JavaScript. Each change is
 * made with its audit entry (by this admin, from this address) in one transaction; the page
 * answers its message above the updated list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireTeam(context, request, MANAGE);
  const form = await request.formData();
  const intent = parsePeopleIntent(form.get("intent"));
  if (!intent) throw data("Unknown intent", { status: 400 });
  const actor: RoleActor = { id: user.id, email: user.email, ipAddress: context.clientAddress };

  if (intent === "grant") {
    const submission = parseForm(form, grantSchema);
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    const { email, role } = submission.value;
    return answerChange(context, { intent, submission, email, role, actor });
  }
  const submission = parseForm(form, revokeSchema);
  if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
  return answerChange(context, { intent, submission, email: submission.value.email, role: null, actor });
}

/** Makes the change a valid form asked for, and answers what it came to. */
async function answerChange(
  context: Route.ActionArgs["context"],
  {
    intent,
    submission,
    ...change
  }: {
    intent: PeopleIntent;
    submission: Submission<unknown>;
    email: string;
    role: TeamRole | null;
    actor: RoleActor;
  },
) {
  let outcome: RoleChangeOutcome;
  try {
    outcome = await changeRole(context.db, change);
    // A member just granted a role may hold a session this instance answers from memory as an
    // outsider's: forget it, so the launch room opens for them at once.
    context.auth.forgetSessions();
  } catch (error) {
    context.logError(error);
    const message = {
      title: "Not changed",
      description: "The role could not be changed. Please try again.",
      variant: "destructive" as const,
    };
    return answer({ intent, result: submission.reply(), message }, 500);
  }
  const result =
    outcome.kind === "unknown-email" || outcome.kind === "unverified-email"
      ? submission.reply({ fieldErrors: { email: [roleChangeMessage(outcome)] } })
      : submission.reply({ resetForm: STATUS[outcome.kind] < 400 });
  return answer({ intent, result, message: messageOf(outcome) }, STATUS[outcome.kind]);
}

export default function People({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { members, selfId } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  return (
    <TeamPage
      heading="Team"
      intro="Who may open the launch room. Admins read, act and manage the team; analysts read and export. Someone new signs up on the site first, and enrols a second factor the first time they open the launch room."
    >
      <ActionMessage message={answer?.message} />
      <GrantSection answer={answer?.intent === "grant" ? answer : undefined} busy={busy === "grant"} />
      <section aria-labelledby="members-heading" className={cardClassName}>
        <h2 id="members-heading" className="text-xl font-bold text-slate-900">
          Members ({members.length})
        </h2>
        <ScrollTable className="mt-4" label="Team members table">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                {["Email", "Name", "Role", "Second factor", "Access"].map((title) => (
                  <th key={title} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {members.map((member) => (
                <tr key={member.id}>
                  <td className="px-3 py-2 break-all">{member.email}</td>
                  <td className="px-3 py-2">{member.name}</td>
                  <td className="px-3 py-2">{member.role}</td>
                  <td className="px-3 py-2">{member.twoFactorEnabled ? "on" : "not yet enrolled"}</td>
                  <td className="px-3 py-2">
                    {member.id === selfId ? (
                      <span className="text-slate-700">You: another admin can change your role</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="email" value={member.email} />
                        <Button type="submit" variant="secondary" disabled={busy === "revoke"}>
                          Revoke <span className="sr-only">{member.email}</span>
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </section>
    </TeamPage>
  );
}

function GrantSection({ answer, busy }: { answer: PeopleAnswer | undefined; busy: boolean }) {
  const [form, fields] = useSchemaForm(grantSchema, {
    id: "grant-form",
    lastResult: answer?.result,
    defaultValue: { role: "analyst" },
  });
  return (
    <section aria-labelledby="grant-heading" className={cardClassName}>
      <h2 id="grant-heading" className="text-xl font-bold text-slate-900">
        Grant a role
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        To an account on the site that has verified its email address, by that address. Granting another role
        to a member changes theirs.
      </p>
      <Form
        {...getFormProps(form)}
        method="post"
        className="mt-5 grid gap-5 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      >
        <input type="hidden" name="intent" value="grant" />
        <FormField id="grant-email" label="Email address" field={fields.email}>
          <input type="email" autoComplete="off" />
        </FormField>
        <FormField id="grant-role" label="Role" field={fields.role}>
          <select>
            {TEAM_ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? "Granting..." : "Grant role"}
        </Button>
      </Form>
    </section>
  );
}
