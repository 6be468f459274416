import { readOverview } from "~/db/team-overview.server";
import { firstMessagePerField } from "~/lib/validation/field-errors";
import { addDays, daysBetween, daysFrom, isoDayOf, lastSettledDay } from "~/lib/utc-days";
import { json } from "~/platform/api-json.server";

import type { Route } from "./+types/overview.route";
import { fieldErrors, methodNotAllowed, problem } from "./problem";
import { overviewQuery } from "./schemas";
import { keyedCall } from "./v1.server";

/** The most days one call counts: a year and a day. */
const MAX_DAYS = 366;

/**
 * GET /api/v1/overview: the launch room overview's figures for the days `from` to `to` (UTC, both
 * included; the last 30 days unless given): visitors, joins (confirmed and referred of them), each
 * day's, and who is on the list now.
 */
export const loader = keyedCall("read", async ({ request, context }: Route.LoaderArgs) => {
  const parsed = overviewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return problem(400, "Some query parameters cannot be read: see errors.", {
      errors: fieldErrors(firstMessagePerField(parsed.error)),
    });
  const now = new Date();
  const today = isoDayOf(now);
  const to = parsed.data.to ?? today;
  const from = parsed.data.from ?? addDays(to, -29);
  const refusal =
    to > today
      ? "to is after today (UTC): no day after it has been counted."
      : from > to
        ? "from is after to."
        : daysBetween(from, to) >= MAX_DAYS
          ? `One call counts at most ${MAX_DAYS} days.`
          : undefined;
  if (refusal) return problem(400, refusal);
  const counts = await readOverview(context.db, { from, to, settledThrough: lastSettledDay(now) });
  const visitorsOn = new Map(counts.visitors.byDay.map((row) => [row.day, row.visitors]));
  const joinsOn = new Map(counts.joins.byDay.map(({ day, ...joins }) => [day, joins]));
  const perDay = daysFrom(from, to).map((day) => ({
    day,
    visitors: visitorsOn.get(day) ?? 0,
    ...(joinsOn.get(day) ?? { joins: 0, confirmed: 0, referred: 0 }),
  }));
  return json({
    from,
    to,
    visitors: perDay.reduce((sum, day) => sum + day.visitors, 0),
    joins: counts.joins.total,
    perDay,
    waiting: counts.waiting,
  });
});

export function action() {
  return methodNotAllowed("GET");
}
