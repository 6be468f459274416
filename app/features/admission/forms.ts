// zod/mini: the invite form checks with this schema in the browser too (see app/lib/conform-forms.ts).
import * as z from "zod/mini";

import { ACTIVITY_VALUES, type Activity, type ToastInput, activityLabel } from "~/vocabulary";

/**
 * The admission page's form (/team/admission): invite the next `count` confirmed members by place,
 * of one activity or any, their links working for `validDays`. One schema for the browser and the
 * action.
 */
export const BATCH = {
  /** A batch is mail to every member in it, queued in one transaction: large, not unbounded. */
  maxCount: 1000,
  minDays: 1,
  maxDays: 60,
  defaultDays: 14,
} as const;

export const INVITE_MESSAGES = {
  count: `Please enter how many members to invite: a whole number from 1 to ${BATCH.maxCount}.`,
  activity: "Please choose one of the activities, or any activity.",
  validDays: `Please enter for how many days the invitations work: a whole number from ${BATCH.minDays} to ${BATCH.maxDays}.`,
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message));

export const inviteSchema = z.object({
  count: wholeNumber(1, BATCH.maxCount, INVITE_MESSAGES.count),
  // The select's "Any activity" posts an empty value, which Conform reads as none.
  activity: z.optional(z.enum(ACTIVITY_VALUES, { error: INVITE_MESSAGES.activity })),
  validDays: wholeNumber(BATCH.minDays, BATCH.maxDays, INVITE_MESSAGES.validDays),
});

/** What a batch did, carried to the page the action redirects to: `?invited=3&asked=5&activity=trail`. */
export type BatchOutcome = { invited: number; asked: number; activity?: Activity | undefined };

/** The admission page's address after a batch (post, redirect, get: a reload sends nothing again). */
export function batchOutcomePath({ invited, asked, activity }: BatchOutcome): string {
  const query = new URLSearchParams({ invited: String(invited), asked: String(asked) });
  if (activity) query.set("activity", activity);
  return `/team/admission?${query}`;
}

const outcomeSchema = z.object({
  invited: z.pipe(
    z.string().check(z.regex(/^\d{1,4}$/)),
    z.transform((text) => Number(text)),
  ),
  asked: z.pipe(
    z.string().check(z.regex(/^\d{1,4}$/)),
    z.transform((text) => Number(text)),
  ),
  activity: z.optional(z.enum(ACTIVITY_VALUES)),
});

/** The outcome in the page's address, or undefined when there is none (or it was made by hand). */
export function batchOutcomeOf(search: URLSearchParams): BatchOutcome | undefined {
  const parsed = outcomeSchema.safeParse({
    invited: search.get("invited") ?? undefined,
    asked: search.get("asked") ?? undefined,
    activity: search.get("activity") ?? undefined,
  });
  if (!parsed.success || parsed.data.invited > parsed.data.asked) return undefined;
  return parsed.data;
}

const members = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "member" : "members"}`;

/** What the page says after a batch: how many were invited, and why fewer than asked when so. */
export function batchMessage({ invited, asked, activity }: BatchOutcome): ToastInput {
  const among = activity ? ` whose activity is ${activityLabel(activity)}` : "";
  if (invited === 0)
    return {
      title: "Nobody invited",
      description: `No confirmed member${among} is waiting for an invitation: nothing was sent or changed.`,
      variant: "destructive",
    };
  const invitedText = `Invited ${members(invited)}${among}: their invitations are on their way.`;
  return {
    title: "Done",
    description:
      invited < asked
        ? `${invitedText} You asked for ${asked.toLocaleString("en-US")}; only ${invited.toLocaleString("en-US")} ${invited === 1 ? "was" : "were"} eligible.`
        : invitedText,
  };
}
