// zod/mini: the compose form checks with this schema in the browser too (see app/lib/conform-forms.ts).
import * as z from "zod/mini";

import type { MemberFilters } from "~/db/team-members.server";
import { membersSearch, parseMemberFilters } from "~/lib/member-filters";
import { readWallTime } from "~/lib/zoned-time";
import { DIRECT_SOURCE, activityLabel } from "~/vocabulary";

export const SUBJECT_MAX = 200;
export const BODY_MAX = 50_000;
const SEGMENT_MAX = 2_000;
/** How far ahead a broadcast may be scheduled. */
const SCHEDULE_MAX_DAYS = 365;

export const BROADCAST_MESSAGES = {
  subject: "Please enter a subject.",
  subjectLong: `The subject is at most ${SUBJECT_MAX} characters.`,
  body: "Please write the message.",
  bodyLong: `The message is at most ${BODY_MAX.toLocaleString("en-US")} characters.`,
  segmentLong: `The segment is at most ${SEGMENT_MAX.toLocaleString("en-US")} characters.`,
  confirm: "Please tick the box to say you have checked the preview and the segment.",
  confirmDelete: "Please tick the box to say the draft is to be deleted.",
  scheduleAt: "Please enter the date and time to send it at.",
  schedulePast: "That time has passed: please pick a later one.",
  scheduleFar: `Please pick a time within ${SCHEDULE_MAX_DAYS} days.`,
} as const;

/** The members view's filters a segment may name; its order and page (sort, after) mean nothing here. */
const SEGMENT_FILTERS = ["q", "status", "activity", "source", "from", "to", "referred", "flagged"];
const IGNORED = ["sort", "after"];

export type Segment = {
  /** The filters as the members view writes them, without "?" ("" for every confirmed member). */
  segment: string;
  filters: MemberFilters;
  /** Why it cannot be used: one sentence each. Empty when it can. */
  problems: string[];
};

/**
 * A segment as typed or linked: the members view's query string, with or without its "?", or the
 * view's whole address pasted. Unlike the members view, which leaves out a filter it cannot read
 * and shows the rest, a segment with any unreadable part is refused: left out, the filter would
 * widen the segment, and a broadcast would reach members it was not meant for.
 */
export function readSegment(text: string): Segment {
  // An address or a path up to its "?", or a leading "?"; a "?" inside a value stays (q=why?).
  const query = text
    .trim()
    .replace(/^(?:(?:https?:\/\/|\/)[^?#\s]*\??|\?)/i, "")
    .split("#")[0]!;
  const params = new URLSearchParams(query);
  const problems: string[] = [];
  for (const name of new Set(params.keys())) {
    if (IGNORED.includes(name)) continue;
    if (!SEGMENT_FILTERS.includes(name))
      problems.push(`“${name.slice(0, 40)}” is not one of the members view's filters.`);
    else if (params.getAll(name).length > 1) problems.push(`The filter “${name}” is given more than once.`);
  }
  for (const name of IGNORED) params.delete(name);
  const parsed = parseMemberFilters(params);
  for (const problem of parsed.problems)
    problems.push(`${problem.message} (${problem.name}=“${problem.value.slice(0, 60)}”)`);
  const filters: MemberFilters = { ...parsed.filters, sort: "newest" };
  return { segment: membersSearch(filters).replace(/^\?/, ""), filters, problems };
}

/** The segment in words, one filter each; none for every confirmed member. */
export function describeSegment(filters: MemberFilters): string[] {
  const { q, status, activity, source, from, to, referred, flagged } = filters;
  const words: string[] = [];
  if (q) words.push(`Name or email contains “${q}”`);
  if (status)
    words.push(status === "pending" ? "Pending (so no one: only confirmed members are mailed)" : "Confirmed");
  if (activity) words.push(`Activity: ${activityLabel(activity)}`);
  if (source) words.push(source.toLowerCase() === DIRECT_SOURCE ? "Came directly" : `Source: ${source}`);
  if (from) words.push(`Joined on or after ${from} (UTC)`);
  if (to) words.push(`Joined on or before ${to} (UTC)`);
  if (referred) words.push(referred === "yes" ? "Referred by a member" : "Not referred");
  if (flagged) words.push(flagged === "yes" ? "Has an open or confirmed fraud flag" : "Has no fraud flag");
  return words;
}

const segmentField = z.string().check(
  z.maxLength(SEGMENT_MAX, BROADCAST_MESSAGES.segmentLong),
  z.superRefine((text, ctx) => {
    for (const message of readSegment(text).problems) ctx.addIssue({ code: "custom", message, input: text });
  }),
);

/** The compose and edit form: one schema for the browser and the action. */
export const broadcastSchema = z.object({
  subject: z
    .string({ error: BROADCAST_MESSAGES.subject })
    .check(
      z.trim(),
      z.minLength(1, BROADCAST_MESSAGES.subject),
      z.maxLength(SUBJECT_MAX, BROADCAST_MESSAGES.subjectLong),
    ),
  body: z.string({ error: BROADCAST_MESSAGES.body }).check(
    z.refine((text) => text.trim().length > 0, BROADCAST_MESSAGES.body),
    z.maxLength(BODY_MAX, BROADCAST_MESSAGES.bodyLong),
  ),
  /** Empty (Conform reads an empty field as none): every confirmed member. */
  segment: z._default(segmentField, ""),
});

/** Sending: a second, deliberate step, which works without JavaScript. */
export const sendSchema = z.object({
  confirm: z.literal("yes", { error: BROADCAST_MESSAGES.confirm }),
});

/** Deleting a draft: cannot be undone, so a deliberate step too. */
export const deleteSchema = z.object({
  confirm: z.literal("yes", { error: BROADCAST_MESSAGES.confirmDelete }),
});

/**
 * When a scheduled draft starts: a wall-clock time in the team's zone, as the datetime-local field
 * writes it, that exists there, has not passed at `now` and is within SCHEDULE_MAX_DAYS. The
 * instant, or why not in one sentence.
 */
function readScheduleTime(text: string, timeZone: string, now: Date): { at: Date } | { problem: string } {
  const reading = readWallTime(text, timeZone);
  if (reading.kind === "unreadable") return { problem: BROADCAST_MESSAGES.scheduleAt };
  if (reading.kind === "skipped")
    return {
      problem: `That time does not exist in ${timeZone} (its clocks go forward then): please pick another.`,
    };
  if (reading.at.getTime() <= now.getTime()) return { problem: BROADCAST_MESSAGES.schedulePast };
  if (reading.at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * 60 * 1000)
    return { problem: BROADCAST_MESSAGES.scheduleFar };
  return { at: reading.at };
}

/**
 * Scheduling and rescheduling: the time, read in the team's zone at `now`, and the same deliberate
 * tick as sending.
 */
export const scheduleSchema = (timeZone: string, now: Date) =>
  z.object({
    at: z.pipe(
      z.string({ error: BROADCAST_MESSAGES.scheduleAt }),
      z.transform((text, ctx) => {
        const read = readScheduleTime(text, timeZone, now);
        if ("at" in read) return read.at;
        ctx.issues.push({ code: "custom", message: read.problem, input: text });
        return z.NEVER;
      }),
    ),
    confirm: z.literal("yes", { error: BROADCAST_MESSAGES.confirm }),
  });

export const BROADCAST_INTENTS = [
  "save",
  "test",
  "send",
  "schedule",
  "unschedule",
  "cancel",
  "delete",
] as const;
export type BroadcastIntent = (typeof BROADCAST_INTENTS)[number];

export function parseBroadcastIntent(value: unknown): BroadcastIntent | undefined {
  return BROADCAST_INTENTS.find((intent) => intent === value);
}

/** A broadcast's id in the address: a UUID, or no such broadcast. */
export const broadcastIdSchema = z.uuid();
