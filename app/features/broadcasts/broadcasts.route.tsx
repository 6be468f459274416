import { Link, data, redirect } from "react-router";

import { cardClassName } from "~/components/ui/styles";
import { broadcastProgress, countSegment, listBroadcasts, progressOf } from "~/db/broadcasts.server";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import { formatCount } from "~/components/team/format";
import { inlineLinkClass } from "~/components/team/link-styles";
import { When } from "~/components/team/when";
import { formatInZone } from "~/lib/zoned-time";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { roleAllows } from "~/lib/team-roles";
import { parseForm } from "~/lib/conform-forms";

import type { Route } from "./+types/broadcasts.route";
import { BroadcastForm, type BroadcastFormAnswer, STATUS_LABELS, SegmentSummary } from "./broadcast-parts";
import { createDraft } from "./drafts.server";
import { broadcastSchema, describeSegment, readSegment } from "./forms";

export const meta = () => teamMeta("Broadcasts");

const SEND = { broadcasts: ["send" as const] };
/** The list shows the latest; older ones stay in the database. */
const LIST_LIMIT = 100;

/**
 * Every broadcast with its progress (analysts see them too), and for admins the form of a new
 * one, its segment given by the address: the members view's "Send a broadcast to these members"
 * opens this page with `?segment=` its filters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { team } = await requireTeam(context, request);
  const canSend = roleAllows(team.role, SEND);
  const broadcasts = await listBroadcasts(context.db, LIST_LIMIT);
  const progress = await broadcastProgress(
    context.db,
    broadcasts.map((b) => b.id),
  );
  const linkedText = new URL(request.url).searchParams.get("segment") ?? "";
  const linked = readSegment(linkedText);
  return {
    canSend,
    broadcasts: broadcasts.map((b) => ({
      id: b.id,
      subject: b.subject,
      status: b.status,
      createdAt: b.createdAt,
      startedAt: b.startedAt,
      // Said in the team's zone on the server, so hydration writes the same words.
      scheduledFor:
        b.status === "draft" && b.scheduledFor ? formatInZone(b.scheduledFor, context.teamTimeZone) : null,
      total: b.total,
      sent: progressOf(progress, b.id).sent,
    })),
    compose: canSend
      ? {
          // As linked when it cannot be used, so the admin sees what to correct.
          segment: linked.problems.length === 0 ? linked.segment : linkedText.slice(0, 2_000),
          problems: linked.problems,
          words: describeSegment(linked.filters),
          size: linked.problems.length === 0 ? await countSegment(context.db, linked.filters) : 0,
        }
      : null,
  };
}

/** A new draft, with its audit entry; then its own page, where it is previewed, tested and sent. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = teamActor(await requireTeam(context, request, SEND), context.clientAddress);
  const form = await request.formData();
  if (form.get("intent") !== "create") throw data("Unknown intent", { status: 400 });
  const submission = parseForm(form, broadcastSchema);
  if (submission.status !== "success")
    return data<BroadcastFormAnswer>({ result: submission.reply() }, { status: 400 });
  const id = await createDraft(context.db, submission.value, actor);
  return redirect(`/team/broadcasts/${id}`);
}

export default function Broadcasts({ loaderData, actionData }: Route.ComponentProps) {
  const { canSend, broadcasts, compose } = loaderData;
  return (
    <TeamPage
      heading="Broadcasts"
      intro="A message to the confirmed members of a segment: composed in Markdown, previewed, tested on yourself, then sent at a steady pace through the mail outbox, each member once."
    >
      {compose ? (
        <section aria-labelledby="compose-heading" className={cardClassName}>
          <h2 id="compose-heading" className="text-xl font-bold text-slate-900">
            New broadcast
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Saved as a draft first: you preview it, send yourself a test, then send it.
          </p>
          {compose.problems.length > 0 ? (
            <div role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">The segment in the link cannot be used:</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {compose.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="mt-4">
              <SegmentSummary segment={compose.segment} words={compose.words} size={compose.size} />
            </div>
          )}
          <div className="mt-5">
            <BroadcastForm
              id="new-broadcast"
              intent="create"
              defaults={{ segment: compose.segment }}
              lastResult={actionData?.result}
              submitLabel="Save draft"
            />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="list-heading" className={cardClassName}>
        <h2 id="list-heading" className="text-xl font-bold text-slate-900">
          All broadcasts ({broadcasts.length})
        </h2>
        {broadcasts.length === 0 ? (
          <p className="mt-3 text-slate-700">
            None yet.{canSend ? "" : " An admin composes and sends them; you see them here."}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {broadcasts.map((b) => (
              <li key={b.id} className="grid gap-1 py-4" data-broadcast={b.id}>
                <Link to={`/team/broadcasts/${b.id}`} className={`break-words ${inlineLinkClass}`}>
                  {b.subject}
                </Link>
                <p className="text-sm text-slate-700">
                  {b.scheduledFor ? `Scheduled for ${b.scheduledFor}` : (STATUS_LABELS[b.status] ?? b.status)}
                  {b.total !== null ? ` · ${formatCount(b.sent)} of ${formatCount(b.total)} sent` : ""}
                  {" · "}
                  {b.startedAt ? (
                    <>
                      started <When at={b.startedAt} time />
                    </>
                  ) : (
                    <>
                      created <When at={b.createdAt} time />
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeamPage>
  );
}
