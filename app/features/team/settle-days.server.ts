import type { Logger } from "pino";

import type { Queryable } from "~/db/queryable";
import { sumSettledDays } from "~/db/team-overview.server";
import type { JobDefinition, SetTimer } from "~/platform/jobs.server";

import { addDays, isoDayOf, lastSettledDay } from "~/lib/utc-days";

const HOUR_MS = 60 * 60 * 1000;

export type SettleDaysJobOptions = {
  db: Queryable;
  logger: Logger;
  /** RETENTION_PAGE_VIEW_DAYS: no view older than this is kept, so no older day needs summing. */
  keepDays: number;
  /** The clock; the server tests may move it. */
  now?: () => Date;
  setTimer?: SetTimer;
};

/** The days one run summed: from the oldest kept day through the last settled one. */
export type SettledDays = { from: string; through: string };

/**
 * Sums each settled day's page views (app/db/team-overview.server.ts: sumSettledDays) soon after
 * it settles, at start and then hourly, so no one opening the overview waits for it: the first
 * read of a day summed a day's views, and after a quiet month a month's (a million members' launch:
 * 5 to 20 s). Days already summed are skipped, so a run with nothing new is one small read, and
 * instances that run it side by side write each day once. The overview still sums what this has
 * not reached yet.
 */
export function settleDaysJob({
  db,
  logger,
  keepDays,
  now = () => new Date(),
  setTimer,
}: SettleDaysJobOptions): JobDefinition<SettledDays> {
  return {
    name: "page-view days",
    logger,
    failure: "settled days' page views cannot be summed",
    everyMs: HOUR_MS,
    async run() {
      const at = now();
      const days = { from: addDays(isoDayOf(at), -keepDays), through: lastSettledDay(at) };
      await sumSettledDays(db, days.from, days.through);
      return days;
    },
    setTimer,
  };
}
