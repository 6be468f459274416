import { getFormProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";

import { FormField, inputClassName } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { cardClassName } from "~/components/ui/styles";
import type { BroadcastProgress } from "~/db/broadcasts.server";
import { formatCount } from "~/components/team/format";
import { inlineLinkClass } from "~/components/team/link-styles";
import { useSchemaForm } from "~/lib/conform-forms";

import { BODY_MAX, SUBJECT_MAX, broadcastSchema } from "./forms";

/** The parts of /team/broadcasts and a broadcast's page: the compose form, the segment, the progress. */

export const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

const members = (n: number) => `${formatCount(n)} confirmed ${n === 1 ? "member" : "members"}`;

/** The segment: its filters in words, its size, and where to see or change it. */
export function SegmentSummary({
  segment,
  words,
  size,
  sizeLabel = "match now",
}: {
  segment: string;
  words: readonly string[];
  size: number;
  sizeLabel?: string;
}) {
  return (
    <div className="grid gap-2 text-slate-800">
      <p>
        <strong className="font-semibold text-slate-900" data-testid="segment-size">
          {members(size)}
        </strong>{" "}
        {sizeLabel}
        {words.length === 0 ? ": every confirmed member of the waitlist." : ":"}
      </p>
      {words.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {words.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-slate-700">
        Only confirmed members are ever mailed; pending ones and anyone who has unsubscribed never are.{" "}
        <Link to={`/team/members${segment ? `?${segment}` : ""}`} className={inlineLinkClass}>
          See these members
        </Link>
      </p>
    </div>
  );
}

export type BroadcastFormAnswer = { result?: SubmissionResult<string[]> };

/**
 * Subject, Markdown body and segment: the new broadcast's form (intent "create" on the list) and a
 * draft's (intent "save" on its page). The same schema checks it in the browser and the action.
 */
export function BroadcastForm({
  id,
  intent,
  defaults,
  lastResult,
  submitLabel,
}: {
  id: string;
  intent: "create" | "save";
  defaults: { subject?: string; body?: string; segment?: string };
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const [form, fields] = useSchemaForm(broadcastSchema, { id, lastResult, defaultValue: defaults });
  return (
    <Form {...getFormProps(form)} method="post" className="grid gap-5">
      <input type="hidden" name="intent" value={intent} />
      <FormField
        id={`${id}-subject`}
        label="Subject"
        field={fields.subject}
        hint={`Up to ${SUBJECT_MAX} characters.`}
      >
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField
        id={`${id}-body`}
        label="Message"
        field={fields.body}
        hint={`Markdown: **bold**, _italic_, [a link](https://…), lists, headings. HTML is shown as text; only http(s) and mailto links work. Up to ${formatCount(BODY_MAX)} characters.`}
      >
        <textarea rows={14} className={`${inputClassName} font-mono text-sm`} />
      </FormField>
      <FormField
        id={`${id}-segment`}
        label="Segment"
        field={fields.segment}
        hint="The members view's filters, as in its address (e.g. activity=trail&referred=yes); empty for every confirmed member. Filter the members, then use “Send a broadcast to these members”."
      >
        <input type="text" autoComplete="off" spellCheck={false} />
      </FormField>
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}

/** Revalidates the page every few seconds while `active`: the progress moves without a reload. */
export function useRefreshWhile(active: boolean, everyMs = 2_000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, revalidator]);
}

/** Where the recipients stand, as a native <progress> and counts. */
export function ProgressCard({
  status,
  total,
  progress,
  finished,
  refreshPath,
}: {
  status: string;
  total: number;
  progress: BroadcastProgress;
  finished: boolean;
  refreshPath: string;
}) {
  const { queued, sent, skipped, undeliverable, failed } = progress;
  const settled = sent + skipped + undeliverable + failed;
  const recorded = queued + settled;
  const max = Math.max(total, recorded, 1);
  const notQueued = Math.max(0, total - recorded);
  const rows: [string, number, string][] = [
    ["Sent", sent, "accepted by the mail server"],
    ["Queued", queued, "in the outbox, on their way"],
    status === "sending"
      ? ["Not yet queued", notQueued, "waiting for their turn at the set pace"]
      : [
          "Not sent",
          notQueued,
          status === "cancelled"
            ? "never queued: the broadcast was cancelled"
            : "left the waitlist or the segment before their turn",
        ],
    ["Skipped", skipped, "unsubscribed, or cancelled before their message went"],
    ["Undeliverable", undeliverable, "not sent: their address bounced or complained"],
    ["Failed", failed, "the mail server refused them until the outbox gave up"],
  ];
  return (
    <section aria-labelledby="progress-heading" className={cardClassName}>
      <h2 id="progress-heading" className="text-xl font-bold text-slate-900">
        Progress
      </h2>
      <label htmlFor="broadcast-progress" className="mt-3 block text-slate-800">
        <strong data-testid="progress-summary">
          {formatCount(sent)} of {formatCount(total)} sent
        </strong>
        {status === "sending" ? " · sending" : finished ? "" : " · finishing the messages in flight"}
      </label>
      <progress id="broadcast-progress" max={max} value={settled} className="mt-2 h-3 w-full accent-teal-700">
        {Math.round((settled / max) * 100)}%
      </progress>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([term, count, meaning]) => (
          <div key={term} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{term}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-count={term.toLowerCase()}>
              {formatCount(count)}
            </dd>
            <dd className="text-xs text-slate-600">{meaning}</dd>
          </div>
        ))}
      </dl>
      {!finished ? (
        <p className="mt-4 text-sm text-slate-700">
          This page refreshes itself with JavaScript;{" "}
          <Link to={refreshPath} className={inlineLinkClass}>
            refresh the progress
          </Link>{" "}
          without it.
        </p>
      ) : null}
    </section>
  );
}
