import { z } from "zod";
import * as zm from "zod/mini";

import { memberFiltersSchema } from "~/lib/member-filters";
import { waitlistSchema } from "~/features/waitlist/entry-schema";
import { ACTIVITY_VALUES } from "~/vocabulary";

/*
 * The REST API's shapes, one schema each: the requests' are the ones that parse them (the members
 * view's filters, the waitlist's entry), the answers' say what the handlers write. The OpenAPI
 * document (./openapi.ts) is made from these, as JSON Schema.
 */

export const PAGE_LIMIT = { default: 50, max: 200 } as const;

/** GET /api/v1/members's query: the members view's filters and sort, its cursor, and the page size. */
export const memberListQuery = memberFiltersSchema;

/** POST /api/v1/members's body: the waitlist's entry, as the form and POST /api/waitlist take it (no honeypot). */
export const joinBody = zm.omit(waitlistSchema, { website: true });

/** GET /api/v1/overview's query: the days counted, both included (UTC), the last 30 unless given. */
export const overviewQuery = zm.object({
  from: zm.optional(zm.iso.date({ error: "from must be a day written YYYY-MM-DD." })),
  to: zm.optional(zm.iso.date({ error: "to must be a day written YYYY-MM-DD." })),
});

const instant = z.iso.datetime().describe("An instant, ISO 8601 in UTC");

const memberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  status: z.enum(["pending", "confirmed"]),
  activity: z.enum(ACTIVITY_VALUES),
  joinedAt: instant,
  confirmedAt: instant.nullable(),
  source: z.string().nullable().describe("utm_source, else the referrer's host; null when direct"),
  utm: z.object({
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
  }),
  referrerHost: z.string().nullable(),
  referralCode: z.string(),
  referredBy: z.uuid().nullable().describe("The id of the member whose link they joined through"),
  referrals: z.int().min(0).describe("Confirmed referrals that count"),
  flags: z.array(z.string()).describe("Open or confirmed fraud flags"),
  undeliverable: z.boolean().describe("Their address bounced or complained: no mail goes to it"),
});

const memberDetailSchema = memberSchema.extend({
  place: z
    .object({ place: z.int().min(1), of: z.int().min(1) })
    .nullable()
    .describe("Place in line while confirmed; null while pending"),
});

const memberPageSchema = z.object({
  data: z.array(memberSchema),
  next: z.string().nullable().describe("The `after` of the next page; null on the last"),
});

const joinCount = z.object({ joins: z.int(), confirmed: z.int(), referred: z.int() });

const overviewSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  visitors: z.int().describe("Visitors counted over the days (cookieless: a visitor a day)"),
  joins: joinCount,
  perDay: z.array(z.object({ day: z.iso.date(), visitors: z.int() }).extend(joinCount.shape)),
  waiting: z.object({ total: z.int(), confirmed: z.int() }).describe("On the list now"),
});

const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  errors: z
    .array(z.object({ name: z.string(), value: z.string().optional(), message: z.string() }))
    .optional()
    .describe("Each parameter or field that cannot be read, and why"),
  retryAfter: z.int().optional(),
});

/** The answers' schemas by the names the OpenAPI document's components give them. */
export const ANSWER_SCHEMAS = z.registry<{ id: string; description?: string }>();
ANSWER_SCHEMAS.add(memberSchema, { id: "Member" });
ANSWER_SCHEMAS.add(memberDetailSchema, { id: "MemberDetail" });
ANSWER_SCHEMAS.add(memberPageSchema, { id: "MemberPage" });
ANSWER_SCHEMAS.add(overviewSchema, { id: "Overview" });
ANSWER_SCHEMAS.add(problemSchema, { id: "Problem", description: "RFC 9457 problem details" });
