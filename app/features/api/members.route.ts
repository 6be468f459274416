import { findWaitlistEntryByEmail } from "~/db/waitlist.server";
import { findMember, listMembers } from "~/db/team-members.server";
import { joinWaitlistRequest } from "~/features/waitlist/join.server";
import { encodeCursor } from "~/lib/member-cursor";
import { parseMemberFilters } from "~/lib/member-filters";
import { firstMessagePerField } from "~/lib/validation/field-errors";
import { json, readJsonBody } from "~/platform/api-json.server";

import type { Route } from "./+types/members.route";
import { memberDetailJson, memberJson } from "./members";
import { fieldErrors, methodNotAllowed, problem } from "./problem";
import { PAGE_LIMIT, joinBody } from "./schemas";
import { keyedCall } from "./v1.server";

/**
 * GET /api/v1/members: the members view's filters and sorts as query parameters (q, status,
 * activity, source, from, to, referred, flagged, undeliverable, sort), `limit` rows a page and
 * `after`, the `next` cursor of the page before. Unlike the view, a filter it cannot read is
 * refused, since a client would rather know than get every member.
 */
export const loader = keyedCall("read", async ({ request, context }: Route.LoaderArgs) => {
  const params = new URL(request.url).searchParams;
  const limitText = params.get("limit");
  params.delete("limit");
  const limit = limitText === null ? PAGE_LIMIT.default : Number(limitText);
  const errors: { name: string; value: string; message: string }[] = [];
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT.max)
    errors.push({
      name: "limit",
      value: String(limitText),
      message: `A page holds 1 to ${PAGE_LIMIT.max} members.`,
    });
  const { filters, problems } = parseMemberFilters(params);
  errors.push(...problems);
  if (errors.length > 0) return problem(400, "Some query parameters cannot be read: see errors.", { errors });
  const { rows, next } = await listMembers(context.db, filters, limit);
  return json({ data: rows.map(memberJson), next: next ? encodeCursor(next) : null });
});

/** Where a join through the API came from, as the members view's Source shows it. */
const API_SOURCE = { utmSource: "api", utmMedium: null, utmCampaign: null, referrerHost: null };

/**
 * POST /api/v1/members: a join, the one the form makes (the waitlist's schema, its confirmation
 * mail within the per-address limit, its fraud flags), answered with the member: 201 when the
 * address was new, 200 when it was on the list already. The caller is a tool's server, not a
 * visitor, so no network burst is counted for it.
 */
export const action = keyedCall("write", async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (refused) {
    if (!(refused instanceof Response)) throw refused;
    return problem(
      refused.status,
      "The body must be a JSON object of at most 16 KB, sent as application/json.",
    );
  }
  const parsed = joinBody.safeParse(body);
  if (!parsed.success)
    return problem(400, "The member cannot be added: see errors.", {
      errors: fieldErrors(firstMessagePerField(parsed.error)),
    });
  const known = await findWaitlistEntryByEmail(context.db, parsed.data.email);
  const outcome = await joinWaitlistRequest({
    db: context.db,
    entry: parsed.data,
    checkMailLimit: (email) => context.rateLimit("waitlistMail", email),
    logError: context.logError,
    visitAttribution: async () => API_SOURCE,
  });
  const entry =
    outcome.kind === "joined" ? await findWaitlistEntryByEmail(context.db, parsed.data.email) : undefined;
  const member = entry ? await findMember(context.db, entry.id) : undefined;
  if (!member) return problem(503, "The waitlist is unavailable right now. Please try again.");
  return json(memberDetailJson(member), {
    status: known ? 200 : 201,
    headers: { Location: `/api/v1/members/${member.id}` },
  });
});
