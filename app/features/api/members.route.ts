import { listMembers } from "~/db/team-members.server";
import { encodeCursor } from "~/lib/member-cursor";
import { parseMemberFilters } from "~/lib/member-filters";
import { json } from "~/platform/api-json.server";

import type { Route } from "./+types/members.route";
import { memberJson } from "./members";
import { problem } from "./problem";
import { keyedCall } from "./v1.server";

const LIMIT_DEFAULT = 50;
const LIMIT_MAX = 200;

/**
 * GET /api/v1/members: the members view's filters and sorts as query parameters (q, status,
 * activity, source, from, to, referred, flagged, undeliverable, sort), `limit` rows a page (1–200,
 * 50 unless given) and `after`, the `next` cursor of the page before. Unlike the view, a filter it
 * cannot read is refused, since a client would rather know than get every member.
 */
export const loader = keyedCall("read", async ({ request, context }: Route.LoaderArgs) => {
  const params = new URL(request.url).searchParams;
  const limitText = params.get("limit");
  params.delete("limit");
  const limit = limitText === null ? LIMIT_DEFAULT : Number(limitText);
  const errors: { name: string; value: string; message: string }[] = [];
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
    errors.push({
      name: "limit",
      value: String(limitText),
      message: `A page holds 1 to ${LIMIT_MAX} members.`,
    });
  const { filters, problems } = parseMemberFilters(params);
  errors.push(...problems);
  if (errors.length > 0) return problem(400, "Some query parameters cannot be read: see errors.", { errors });
  const { rows, next } = await listMembers(context.db, filters, limit);
  return json({ data: rows.map(memberJson), next: next ? encodeCursor(next) : null });
});
