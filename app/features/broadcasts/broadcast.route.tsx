import { Form, Link, data, redirect } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { Button } from "~/components/ui/button";
import { ConfirmBox } from "~/components/team/confirm-box";
import { cardClassName, focusRing } from "~/components/ui/styles";
import {
  broadcastProgress,
  countSegment,
  findBroadcast,
  progressOf,
  userEmails,
} from "~/db/broadcasts.server";
import { withNotice } from "~/lib/notices";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import { formatCount } from "~/components/team/format";
import { When } from "~/components/team/when";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { roleAllows } from "~/lib/team-roles";
import { type FormAnswer, parseForm } from "~/lib/conform-forms";
import { waitInWords } from "~/lib/rate-limit/messages";
import { formatInZone, wallTimeOf } from "~/lib/zoned-time";
import type { ToastInput } from "~/vocabulary";

import type { Route } from "./+types/broadcast.route";
import {
  BroadcastForm,
  ProgressCard,
  STATUS_LABELS,
  SegmentSummary,
  useRefreshWhile,
} from "./broadcast-parts";
import {
  type BroadcastIntent,
  broadcastIdSchema,
  broadcastSchema,
  deleteSchema,
  describeSegment,
  parseBroadcastIntent,
  readSegment,
  scheduleSchema,
  sendSchema,
} from "./forms";
import { discardDraft, saveDraft, sendTest } from "./drafts.server";
import { renderBroadcastPreview } from "./mail.server";
import { scheduleBroadcast, unscheduleBroadcast } from "./schedule.server";
import { cancelBroadcast, sendBroadcast } from "./sending.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  teamMeta(loaderData?.broadcast.subject ?? "Broadcast");

const SEND = { broadcasts: ["send" as const] };

const notFound = () => data("Not found", { status: 404 });

async function broadcastOf(context: Route.LoaderArgs["context"], broadcastId: string) {
  const parsed = broadcastIdSchema.safeParse(broadcastId);
  if (!parsed.success) throw notFound();
  const broadcast = await findBroadcast(context.db, parsed.data);
  if (!broadcast) throw notFound();
  return broadcast;
}

/**
 * One broadcast: a draft's form, its preview (the subject, the segment's size, the text part, and
 * the HTML part in a sandboxed frame), the test and the send; once sent, its progress. Analysts
 * see it all and act on none of it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { team, user } = await requireTeam(context, request);
  const broadcast = await broadcastOf(context, params.broadcastId);
  const canSend = roleAllows(team.role, SEND);
  const segment = readSegment(broadcast.segment);
  const draft = broadcast.status === "draft";
  const size =
    draft && segment.problems.length === 0
      ? await countSegment(context.db, segment.filters)
      : (broadcast.total ?? 0);
  const preview = await renderBroadcastPreview(context.publicUrl, broadcast);
  const actors = await userEmails(context.db, [
    broadcast.startedBy,
    broadcast.cancelledBy,
    broadcast.scheduledBy,
  ]);
  const zone = context.teamTimeZone;
  return {
    canSend,
    broadcast: {
      id: broadcast.id,
      subject: broadcast.subject,
      // For the draft's form only.
      body: draft && canSend ? broadcast.body : "",
      segment: broadcast.segment,
      status: broadcast.status,
      createdAt: broadcast.createdAt,
      startedAt: broadcast.startedAt,
      startedBy: broadcast.startedBy ? (actors.get(broadcast.startedBy) ?? "a former team member") : null,
      finishedAt: broadcast.finishedAt,
      cancelledAt: broadcast.cancelledAt,
      cancelledBy: broadcast.cancelledBy
        ? (actors.get(broadcast.cancelledBy) ?? "a former team member")
        : null,
      total: broadcast.total ?? 0,
    },
    // Written in the team's zone on the server, so hydration writes the same words.
    schedule: {
      timeZone: zone,
      at: broadcast.scheduledFor ? formatInZone(broadcast.scheduledFor, zone) : null,
      by: broadcast.scheduledBy ? (actors.get(broadcast.scheduledBy) ?? "a former team member") : null,
      // The field's value: the time set, else none; its earliest choice: now.
      value: broadcast.scheduledFor ? wallTimeOf(broadcast.scheduledFor, zone) : "",
      min: wallTimeOf(new Date(), zone),
    },
    segment: { words: describeSegment(segment.filters), problems: segment.problems, size },
    progress: progressOf(await broadcastProgress(context.db, [broadcast.id]), broadcast.id),
    preview: { subject: preview.subject, text: preview.text },
    email: canSend ? user.email : null,
  };
}

type BroadcastAnswer = FormAnswer & { intent: BroadcastIntent };

const answer = (body: BroadcastAnswer, status = 200) => data<BroadcastAnswer>(body, { status });
const refused = (intent: BroadcastIntent, description: string, status = 409) =>
  answer({ intent, message: { title: "Not done", description, variant: "destructive" } }, status);
const done = (description: string): ToastInput => ({ title: "Done", description });

/** Save, test, send, cancel and delete; each with its audit entry in the transaction of the change. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = teamActor(await requireTeam(context, request, SEND), context.clientAddress);
  const broadcast = await broadcastOf(context, params.broadcastId);
  const form = await request.formData();
  const intent = parseBroadcastIntent(form.get("intent"));
  if (!intent) throw data("Unknown intent", { status: 400 });
  const NOT_DRAFT =
    "Only a draft can be changed or sent, and this one has been sent, is sending or was cancelled.";

  if (intent === "save") {
    const submission = parseForm(form, broadcastSchema);
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    if (!(await saveDraft(context.db, broadcast.id, submission.value, actor)))
      return refused(intent, NOT_DRAFT);
    return answer({
      intent,
      result: submission.reply(),
      message: done("Draft saved. The preview shows it."),
    });
  }

  if (intent === "test") {
    // Per member, not per address: each test mails the member's own inbox, wherever they are.
    const limit = await context.rateLimit("testSend", `team-member:${actor.id}`);
    if (!limit.allowed)
      return data<BroadcastAnswer>(
        {
          intent,
          message: {
            title: "Too many tests",
            description: `You have sent as many tests as a team member may for now. Please wait ${waitInWords(limit.retryAfterSeconds)} and send another.`,
            variant: "destructive",
          },
        },
        { status: 429 },
      );
    await sendTest(context.db, broadcast, actor);
    return answer({ intent, message: done(`A test is on its way to ${actor.email}.`) });
  }

  if (intent === "send") {
    const submission = parseForm(form, sendSchema);
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    const sent = await sendBroadcast(context.db, broadcast, actor);
    switch (sent.kind) {
      case "not-draft":
        return refused(intent, NOT_DRAFT);
      case "unreadable-segment":
        return refused(
          intent,
          `The segment cannot be used: ${sent.problems.join(" ")} Correct it and save the draft.`,
          400,
        );
      case "empty-segment":
        return refused(
          intent,
          "No confirmed member matches the segment: there is no one to send it to.",
          400,
        );
      case "started":
        // The progress, at an address a reload does not post again.
        return redirect(`/team/broadcasts/${broadcast.id}`);
    }
  }

  if (intent === "schedule") {
    const submission = parseForm(form, scheduleSchema(context.teamTimeZone, new Date()));
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    const { problems } = readSegment(broadcast.segment);
    if (problems.length > 0)
      return refused(
        intent,
        `The segment cannot be used: ${problems.join(" ")} Correct it and save the draft.`,
        400,
      );
    const { at } = submission.value;
    if (!(await scheduleBroadcast(context.db, broadcast, at, actor))) return refused(intent, NOT_DRAFT);
    return answer({
      intent,
      result: submission.reply({ resetForm: true }),
      message: done(
        `Scheduled for ${formatInZone(at, context.teamTimeZone)}. It starts then, at the set pace, to the members the segment matches at that time.`,
      ),
    });
  }

  if (intent === "unschedule") {
    if (!broadcast.scheduledFor) return refused(intent, "It is not scheduled.");
    if (!(await unscheduleBroadcast(context.db, broadcast, actor))) return refused(intent, NOT_DRAFT);
    return answer({
      intent,
      message: done("Unscheduled: it stays a draft until it is sent or scheduled again."),
    });
  }

  if (intent === "delete") {
    const submission = parseForm(form, deleteSchema);
    if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
    if (!(await discardDraft(context.db, broadcast, actor))) return refused(intent, NOT_DRAFT);
    // Its own address is gone: back to the list, which says so.
    return redirect(withNotice("/team/broadcasts", "draft-deleted"));
  }

  const cancelled = await cancelBroadcast(context.db, broadcast, actor);
  if (!cancelled) return refused(intent, "Only a broadcast that is sending can be cancelled.");
  return answer({
    intent,
    message: done(
      `Cancelled: nothing more is queued, and ${formatCount(cancelled.dropped)} queued ${cancelled.dropped === 1 ? "message was" : "messages were"} dropped. A message already on its way may still arrive.`,
    ),
  });
}

export default function BroadcastPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { canSend, broadcast, schedule, segment, progress, preview, email } = loaderData;
  const draft = broadcast.status === "draft";
  const finished = broadcast.finishedAt !== null;
  useRefreshWhile(!draft && !finished);
  const path = `/team/broadcasts/${broadcast.id}`;
  return (
    <TeamPage
      heading={broadcast.subject}
      intro={
        <p>
          <span data-testid="broadcast-status">
            {draft && schedule.at ? "Scheduled" : (STATUS_LABELS[broadcast.status] ?? broadcast.status)}
          </span>
          {draft && schedule.at ? ` for ${schedule.at} by ${schedule.by}` : null}
          {broadcast.startedAt ? (
            <>
              {" · started "}
              <When at={broadcast.startedAt} time /> by {broadcast.startedBy}
            </>
          ) : (
            <>
              {" · created "}
              <When at={broadcast.createdAt} time />
            </>
          )}
          {broadcast.cancelledAt ? (
            <>
              {" · cancelled "}
              <When at={broadcast.cancelledAt} time />
              {broadcast.cancelledBy
                ? ` by ${broadcast.cancelledBy}`
                : " by the site (its segment no longer reads)"}
            </>
          ) : null}
          {broadcast.finishedAt && broadcast.status === "sent" ? (
            <>
              {" · finished "}
              <When at={broadcast.finishedAt} time />
            </>
          ) : null}
          {" · "}
          <Link to="/team/broadcasts" className={`text-teal-700 underline ${focusRing}`}>
            All broadcasts
          </Link>
        </p>
      }
    >
      <ActionMessage message={answer?.message} />
      {draft ? null : (
        <ProgressCard
          status={broadcast.status}
          total={broadcast.total}
          progress={progress}
          finished={finished}
          refreshPath={path}
        />
      )}
      {!draft && broadcast.status === "sending" && canSend ? (
        <section aria-labelledby="cancel-heading" className={cardClassName}>
          <h2 id="cancel-heading" className="text-xl font-bold text-slate-900">
            Cancel
          </h2>
          <p className="mt-2 text-slate-700">
            Stops it now: nothing more is queued and the queued messages are dropped. What was sent stays
            sent.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="secondary">
              Cancel the broadcast
            </Button>
          </Form>
        </section>
      ) : null}
      {draft && canSend ? (
        <section aria-labelledby="edit-heading" className={cardClassName}>
          <h2 id="edit-heading" className="text-xl font-bold text-slate-900">
            Edit the draft
          </h2>
          <div className="mt-5">
            <BroadcastForm
              id="edit-broadcast"
              intent="save"
              defaults={{ subject: broadcast.subject, body: broadcast.body, segment: broadcast.segment }}
              lastResult={answer?.intent === "save" ? answer.result : undefined}
              submitLabel="Save draft"
            />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="preview-heading" className={cardClassName}>
        <h2 id="preview-heading" className="text-xl font-bold text-slate-900">
          Preview
        </h2>
        <dl className="mt-4 grid gap-4">
          <div>
            <dt className="text-sm font-semibold text-slate-700">Subject</dt>
            <dd className="text-slate-900" data-testid="preview-subject">
              {preview.subject}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">Segment</dt>
            <dd className="mt-1">
              {segment.problems.length > 0 ? (
                <p role="alert" className="text-red-800">
                  The segment cannot be used: {segment.problems.join(" ")}
                </p>
              ) : (
                <SegmentSummary
                  segment={broadcast.segment}
                  words={segment.words}
                  size={segment.size}
                  sizeLabel={draft ? "match now" : "when sending started"}
                />
              )}
            </dd>
          </div>
        </dl>
        <h3 className="mt-6 text-lg font-semibold text-slate-900">The HTML part</h3>
        <p className="text-sm text-slate-700">
          As a member sees it; the unsubscribe link stands for each member's own.
        </p>
        <iframe
          title="The message's HTML part"
          src={`${path}/preview`}
          // No scripts, no forms, no same-origin access: the frame only shows the message.
          sandbox=""
          className="mt-2 h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
        />
        <h3 className="mt-6 text-lg font-semibold text-slate-900">The text part</h3>
        <pre
          className={`mt-2 max-h-[32rem] overflow-auto rounded-lg bg-slate-100 p-4 text-sm break-words whitespace-pre-wrap text-slate-900 ${focusRing}`}
          // Scrolls when long: focusable so a keyboard can scroll it too.
          tabIndex={0}
          role="region"
          aria-label="The text part"
          data-testid="preview-text"
        >
          {preview.text}
        </pre>
      </section>
      {draft && canSend ? (
        <section aria-labelledby="test-heading" className={cardClassName}>
          <h2 id="test-heading" className="text-xl font-bold text-slate-900">
            Send a test to yourself
          </h2>
          <p className="mt-2 text-slate-700">
            The saved draft, to {email ?? "your address"} alone, its subject starting “[Test]”.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="test" />
            <Button type="submit" variant="secondary">
              Send me a test
            </Button>
          </Form>
        </section>
      ) : null}
      {draft && canSend ? (
        <SendSection
          size={segment.size}
          usable={segment.problems.length === 0}
          error={answer?.intent === "send" ? answer.result?.error?.confirm?.[0] : undefined}
        />
      ) : null}
      {draft && canSend ? (
        <ScheduleSection
          schedule={schedule}
          usable={segment.problems.length === 0}
          errors={answer?.intent === "schedule" ? answer.result?.error : undefined}
        />
      ) : null}
      {draft && canSend ? (
        <DeleteSection error={answer?.intent === "delete" ? answer.result?.error?.confirm?.[0] : undefined} />
      ) : null}
    </TeamPage>
  );
}

function SendSection({ size, usable, error }: { size: number; usable: boolean; error: string | undefined }) {
  const members = `${formatCount(size)} confirmed ${size === 1 ? "member" : "members"}`;
  return (
    <section aria-labelledby="send-heading" className={cardClassName}>
      <h2 id="send-heading" className="text-xl font-bold text-slate-900">
        Send
      </h2>
      {!usable || size === 0 ? (
        <p className="mt-2 text-slate-700">
          {usable
            ? "No confirmed member matches the segment: there is no one to send it to."
            : "Correct the segment first."}
        </p>
      ) : (
        <Form method="post" className="mt-3 grid gap-4">
          <input type="hidden" name="intent" value="send" />
          <p className="text-slate-700">
            To the segment's {members}, each once, at the set pace. Once started it cannot be changed, only
            cancelled.
          </p>
          <ConfirmBox
            id="send-confirm-error"
            label="I have checked the preview, the test message and the segment."
            error={error}
          />
          <div>
            <Button type="submit">Send to {members}</Button>
          </div>
        </Form>
      )}
    </section>
  );
}

type Schedule = Route.ComponentProps["loaderData"]["schedule"];

/**
 * Scheduling, rescheduling and unscheduling a draft: a time in the team's zone, and the same tick
 * as sending. Until it starts it stays a draft: editable, testable, sendable now.
 */
function ScheduleSection({
  schedule,
  usable,
  errors,
}: {
  schedule: Schedule;
  usable: boolean;
  errors: Record<string, string[] | null> | null | undefined;
}) {
  const atError = errors?.at?.[0];
  const confirmError = errors?.confirm?.[0];
  return (
    <section aria-labelledby="schedule-heading" className={cardClassName}>
      <h2 id="schedule-heading" className="text-xl font-bold text-slate-900">
        Schedule
      </h2>
      {!usable ? (
        <p className="mt-2 text-slate-700">Correct the segment first.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {schedule.at
              ? `Scheduled for ${schedule.at} by ${schedule.by}. Until then it stays a draft: edit it, test it or send it now; a new time replaces this one.`
              : "It starts at the time you set, at the set pace, to the members the segment matches then. Until then it stays a draft."}
          </p>
          <Form method="post" className="mt-3 grid gap-4">
            <input type="hidden" name="intent" value="schedule" />
            <div className="grid gap-1">
              <label htmlFor="schedule-at" className="font-semibold text-slate-800">
                Send at ({schedule.timeZone})
              </label>
              <input
                id="schedule-at"
                name="at"
                type="datetime-local"
                required
                min={schedule.min}
                defaultValue={schedule.value}
                aria-invalid={atError ? true : undefined}
                aria-describedby={atError ? "schedule-at-error" : undefined}
                className={`min-h-11 w-fit rounded-lg border border-slate-300 px-3 text-slate-900 ${focusRing}`}
              />
              {atError ? (
                <p id="schedule-at-error" className="text-sm font-medium text-red-700">
                  {atError}
                </p>
              ) : null}
            </div>
            <ConfirmBox
              id="schedule-confirm-error"
              label="I have checked the preview, the test message and the segment."
              error={confirmError}
            />
            <div>
              <Button type="submit" variant="secondary">
                {schedule.at ? "Reschedule" : "Schedule"}
              </Button>
            </div>
          </Form>
          {schedule.at ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="unschedule" />
              <Button type="submit" variant="secondary">
                Unschedule
              </Button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}

function DeleteSection({ error }: { error: string | undefined }) {
  return (
    <section aria-labelledby="delete-heading" className={cardClassName}>
      <h2 id="delete-heading" className="text-xl font-bold text-slate-900">
        Delete the draft
      </h2>
      <Form method="post" className="mt-3 grid gap-4">
        <input type="hidden" name="intent" value="delete" />
        <p className="text-slate-700">
          It was never sent, so no member has it. It cannot be brought back; the audit log keeps its saves and
          tests.
        </p>
        <ConfirmBox id="delete-confirm-error" label="Yes, delete this draft." error={error} />
        <div>
          <Button type="submit" variant="secondary">
            Delete the draft
          </Button>
        </div>
      </Form>
    </section>
  );
}
