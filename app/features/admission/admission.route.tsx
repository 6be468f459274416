import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, data, redirect, useNavigate, useNavigation } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { ScrollTable } from "~/components/team/scroll-table";
import { cardClassName } from "~/components/ui/styles";
import { admissionCounts, eligibleByActivity, latestBatches, latestInvited } from "~/db/admission.server";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import { formatCount } from "~/components/team/format";
import { inlineLinkClass } from "~/components/team/link-styles";
import { When } from "~/components/team/when";
import { Figures, TeamSection } from "~/components/team/figures";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { type FormAnswer, parseForm, useSchemaForm } from "~/lib/conform-forms";
import { useHydrated } from "~/lib/use-hydrated";
import { ACTIVITIES, activityLabel } from "~/vocabulary";

import type { Route } from "./+types/admission.route";
import { BATCH, batchMessage, batchOutcomeOf, batchOutcomePath, inviteSchema } from "./forms";
import { inviteNext } from "./invite.server";
import { admissionFigures, invitationState } from "./states";

export const meta = () => teamMeta("Admission");

const INVITE = { admission: ["invite" as const] };
const PATH = "/team/admission";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, INVITE);
  const outcome = batchOutcomeOf(new URL(request.url).searchParams);
  const { db } = context;
  const counts = await admissionCounts(db);
  const eligible = await eligibleByActivity(db);
  const now = new Date();
  const invited = (await latestInvited(db)).map((row) => ({
    ...row,
    state: invitationState(row, now),
  }));
  return {
    figures: admissionFigures(counts),
    eligible,
    eligibleTotal: Object.values(eligible).reduce((sum, n) => sum + n, 0),
    invited,
    batches: await latestBatches(db),
    message: outcome && batchMessage(outcome),
  };
}

/**
 * Invites the next members by place, audited with them in one transaction (./invite.server.ts),
 * then redirects to the page with what happened in its address: a reload invites nobody again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireTeam(context, request, INVITE);
  const submission = parseForm(await request.formData(), inviteSchema);
  if (submission.status !== "success")
    return data<FormAnswer>({ result: submission.reply() }, { status: 400 });
  const { count, activity, validDays } = submission.value;
  const batch = await inviteNext(context.db, {
    count,
    activity,
    validDays,
    actor: teamActor(member, context.clientAddress),
  });
  return redirect(batchOutcomePath({ invited: batch.invited.length, asked: count, activity }), 303);
}

const STATE_TEXT = { open: "Open", expired: "Expired", accepted: "Accepted" } as const;
const cell = "px-3 py-2 align-top";

export default function Admission({ loaderData, actionData }: Route.ComponentProps) {
  const { figures, eligible, eligibleTotal, invited, batches, message } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Once the toast has said it, the outcome leaves the address, so a reload does not say it again.
  useEffect(() => {
    if (hydrated && message) void navigate(PATH, { replace: true, preventScrollReset: true });
  }, [hydrated, message, navigate]);

  return (
    <TeamPage
      heading="Admission"
      intro={
        <p>
          Invite the next confirmed members in line to early access, in batches. Each gets an email with a
          personal link to their offer, which they accept on the page it opens; the link works once and
          expires.
        </p>
      }
    >
      <ActionMessage message={message} />
      <TeamSection id="states" title="Where members stand">
        <Figures items={figures} />
      </TeamSection>
      <InviteForm
        // Fresh fields after a batch, so a second press is a decision, not a leftover.
        key={message ? "after-batch" : "form"}
        eligible={eligible}
        eligibleTotal={eligibleTotal}
        result={actionData?.result}
      />
      <section aria-labelledby="invited-heading" className={cardClassName}>
        <h2 id="invited-heading" className="text-xl font-bold text-slate-900">
          Latest invited members
        </h2>
        {invited.length === 0 ? (
          <p className="mt-3 text-slate-700">Nobody has been invited yet.</p>
        ) : (
          <ScrollTable className="mt-4" label="Latest invited members table">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-700">
                <tr>
                  {["Member", "Place when invited", "Activity", "Invited", "Expires", "Invitation"].map(
                    (title) => (
                      <th key={title} scope="col" className={`${cell} font-semibold whitespace-nowrap`}>
                        {title}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {invited.map((row) => (
                  <tr key={row.id} data-invited={row.id}>
                    <th scope="row" className={`${cell} font-normal`}>
                      <Link to={`/team/members/${row.id}`} className={inlineLinkClass}>
                        {row.name}
                      </Link>
                      <span className="block text-slate-700 [overflow-wrap:anywhere]">{row.email}</span>
                    </th>
                    <td className={`${cell} tabular-nums`}>#{formatCount(row.place)}</td>
                    <td className={cell}>{activityLabel(row.activity)}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <When at={row.invitedAt} time />
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <When at={row.expiresAt} time />
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {STATE_TEXT[row.state]}
                      {row.acceptedAt ? (
                        <>
                          {" "}
                          <When at={row.acceptedAt} />
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
      <section aria-labelledby="batches-heading" className={cardClassName}>
        <h2 id="batches-heading" className="text-xl font-bold text-slate-900">
          Latest batches
        </h2>
        {batches.length === 0 ? (
          <p className="mt-3 text-slate-700">No batch yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {batches.map((batch) => (
              <li key={batch.id} className="grid gap-1 py-3" data-batch={batch.id}>
                <span className="font-semibold text-slate-900">
                  {`${formatCount(batch.invited)} invited of ${formatCount(batch.asked)} asked for`}
                  {batch.activity === "any" ? ", any activity" : `, ${activityLabel(batch.activity)}`}
                </span>
                <span className="text-slate-700">
                  <When at={batch.at} time /> by {batch.actorEmail} · valid {batch.validDays}{" "}
                  {batch.validDays === 1 ? "day" : "days"} · {formatCount(batch.accepted)} accepted so far
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeamPage>
  );
}

function InviteForm({
  eligible,
  eligibleTotal,
  result,
}: {
  eligible: Record<string, number>;
  eligibleTotal: number;
  result: FormAnswer["result"];
}) {
  const [form, fields] = useSchemaForm(inviteSchema, {
    id: "invite-batch",
    lastResult: result,
    defaultValue: { validDays: String(BATCH.defaultDays) },
  });
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === PATH;
  const waiting = (n: number | undefined) => `${formatCount(n ?? 0)} eligible`;
  return (
    <section aria-labelledby="invite-heading" className={cardClassName}>
      <h2 id="invite-heading" className="text-xl font-bold text-slate-900">
        Invite the next members
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {`${formatCount(eligibleTotal)} confirmed ${eligibleTotal === 1 ? "member is" : "members are"} eligible: in line, not accepted, and without an invitation that still works. They are invited in the order of their place in line.`}
      </p>
      <Form {...getFormProps(form)} method="post" action={PATH} className="mt-5 grid gap-5 sm:grid-cols-3">
        <FormField
          id="invite-count"
          label="How many members"
          field={fields.count}
          hint={`The next ones in line, 1 to ${formatCount(BATCH.maxCount)}.`}
        >
          <input type="number" inputMode="numeric" min={1} max={BATCH.maxCount} step={1} autoComplete="off" />
        </FormField>
        <FormField
          id="invite-activity"
          label="Activity"
          field={fields.activity}
          hint="Only members of this activity, or any."
        >
          <select>
            <option value="">{`Any activity (${waiting(eligibleTotal)})`}</option>
            {ACTIVITIES.map((activity) => (
              <option key={activity.value} value={activity.value}>
                {`${activity.label} (${waiting(eligible[activity.value])})`}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="invite-days"
          label="Invitations work for (days)"
          field={fields.validDays}
          hint={`From ${BATCH.minDays} to ${BATCH.maxDays} days.`}
        >
          <input type="number" inputMode="numeric" min={BATCH.minDays} max={BATCH.maxDays} step={1} />
        </FormField>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={sending}>
            {sending ? "Sending invitations..." : "Send invitations"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
