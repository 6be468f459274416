import * as z from "zod/mini";

import type { MemberCursor, MemberFilters } from "~/db/team-members.server";
import { ACTIVITY_VALUES } from "~/vocabulary";
import { formatCount } from "~/components/team/format";

import { MEMBER_SORTS, decodeCursor, encodeCursor } from "./member-cursor";

/**
 * The members view's address: what /team/members shows and /team/members/export writes are both
 * read from these search parameters by the one schema below, so a link, a bookmark and an export
 * of it all mean the same members.
 */

/** Rows on a page of /team/members. */
export const PAGE_SIZE = 50;

/**
 * The members view counts its matches up to this many; past it, it says "more than". An exact
 * count of a broad search at a million members reads most of the table (decision 036).
 */
export const COUNT_CAP = 10_000;

/** The view's count line: "1 member matches", "1,234 members match", "More than 10,000 members match". */
export function describeMatches(counted: number, cap: number): string {
  if (counted > cap) return `More than ${formatCount(cap)} members match`;
  return `${formatCount(counted)} ${counted === 1 ? "member matches" : "members match"}`;
}

export const MEMBER_STATUSES = ["pending", "confirmed"] as const;
export const REFERRED_CHOICES = ["yes", "no"] as const;
const TEXT_MAX = 200;

export const FILTER_MESSAGES = {
  q: `Search is at most ${TEXT_MAX} characters.`,
  status: "Status is pending or confirmed.",
  activity: "That activity is not one of the waitlist's.",
  source: `Source is at most ${TEXT_MAX} characters.`,
  day: "Dates are written YYYY-MM-DD.",
  range: "“Joined to” is before “joined from”.",
  referred: "Referred is yes or no.",
  flagged: "Flagged is yes or no.",
  undeliverable: "Undeliverable is yes or no.",
  sort: "Sort is newest, oldest, name or referrals.",
  after: "That page link is out of date or broken, so this is the first page.",
} as const;

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const text = (message: string) => z.string().check(z.trim(), z.maxLength(TEXT_MAX, message));
const day = z.string().check(z.refine(isDay, FILTER_MESSAGES.day));

const cursor = z.pipe(
  z.string(),
  z.transform((value, context): MemberCursor => {
    const decoded = decodeCursor(value);
    if (decoded) return decoded;
    context.issues.push({ code: "custom", message: FILTER_MESSAGES.after, input: value });
    return z.NEVER;
  }),
);

/** The one schema of the members view's search parameters (empty ones already left out). */
export const memberFiltersSchema = z
  .object({
    /** Part of a name or an email, in any case. */
    q: z.optional(text(FILTER_MESSAGES.q)),
    status: z.optional(z.enum(MEMBER_STATUSES, FILTER_MESSAGES.status)),
    activity: z.optional(z.enum(ACTIVITY_VALUES, FILTER_MESSAGES.activity)),
    /** A utm_source, else a referrer host, in any case; DIRECT_SOURCE for neither. */
    source: z.optional(text(FILTER_MESSAGES.source)),
    /** Joined on or after this UTC day. */
    from: z.optional(day),
    /** Joined on or before this UTC day. */
    to: z.optional(day),
    referred: z.optional(z.enum(REFERRED_CHOICES, FILTER_MESSAGES.referred)),
    /** Has an open or confirmed fraud flag (app/features/fraud), or has none. */
    flagged: z.optional(z.enum(REFERRED_CHOICES, FILTER_MESSAGES.flagged)),
    /** Their address bounced or complained (decision 039), or did not. */
    undeliverable: z.optional(z.enum(REFERRED_CHOICES, FILTER_MESSAGES.undeliverable)),
    sort: z._default(z.enum(MEMBER_SORTS, FILTER_MESSAGES.sort), "newest"),
    /** Where the page starts: after the last row of the page before. */
    after: z.optional(cursor),
  })
  .check(
    z.refine((f) => !f.from || !f.to || f.from <= f.to, { error: FILTER_MESSAGES.range, path: ["to"] }),
    // A cursor of another order would start the page somewhere meaningless.
    z.refine((f) => !f.after || f.after.sort === f.sort, { error: FILTER_MESSAGES.after, path: ["after"] }),
  );

type FilterName = keyof z.input<typeof memberFiltersSchema>;
const FILTER_NAMES: readonly FilterName[] = [
  "q",
  "status",
  "activity",
  "source",
  "from",
  "to",
  "referred",
  "flagged",
  "undeliverable",
  "sort",
  "after",
];

/** A parameter that was left out, what it said, and why. */
export type FilterProblem = { name: FilterName; value: string; message: string };

/**
 * The filters in `params`. A bad value never fails the page: it is left out, as if it had not been
 * given, and said why in `problems`, so the rest of the view still shows. Empty values (a form's
 * untouched fields) are no filter.
 */
export function parseMemberFilters(params: URLSearchParams): {
  filters: MemberFilters;
  problems: FilterProblem[];
} {
  const input: Partial<Record<FilterName, string>> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) input[name] = value;
  }
  const problems: FilterProblem[] = [];
  // Each round leaves out the parameters named by the last round's issues; a schema whose every
  // field is optional passes once they are gone, so this ends within one round per parameter.
  for (;;) {
    const parsed = memberFiltersSchema.safeParse(input);
    if (parsed.success) return { filters: parsed.data, problems };
    const before = problems.length;
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as FilterName;
      const value = input[name];
      if (value === undefined) continue;
      problems.push({ name, value, message: issue.message });
      delete input[name];
    }
    // An issue that names no parameter cannot be left out: then no filter is used at all.
    if (problems.length === before) return { filters: memberFiltersSchema.parse({}), problems };
  }
}

/**
 * The search string (with its "?", or "" for none) of `filters`, in a fixed order with defaults
 * left out; `after` starts the page after that row. The Next page, Export CSV and audit subject use it.
 */
export function membersSearch(filters: MemberFilters, after?: MemberCursor): string {
  const params = new URLSearchParams();
  const { q, status, activity, source, from, to, referred, flagged, undeliverable, sort } = filters;
  const named = { q, status, activity, source, from, to, referred, flagged, undeliverable };
  for (const [name, value] of Object.entries(named)) if (value) params.set(name, value);
  if (sort !== "newest") params.set("sort", sort);
  if (after) params.set("after", encodeCursor(after));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Whether any filter (not the sort or the page) narrows the view. */
export function isFiltered(filters: MemberFilters): boolean {
  const { q, status, activity, source, from, to, referred, flagged, undeliverable } = filters;
  return [q, status, activity, source, from, to, referred, flagged, undeliverable].some(Boolean);
}
