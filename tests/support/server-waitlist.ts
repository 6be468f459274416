import { sql } from "drizzle-orm";
import { pino } from "pino";

import type { Db } from "../../app/db/queryable";
import { rowsOf } from "../../app/db/rows";
import { readConfig } from "../../app/platform/config.server";
import { joinWaitlistRequest } from "../../app/features/waitlist/join.server";
import { validateWaitlist } from "../../app/features/waitlist/entry-schema";
import type { WaitlistMembers } from "../../app/features/waitlist/members.server";
import { createRateLimiting } from "../../server/rate-limit";

export const SECRET = "waitlist-test-secret-of-at-least-32-chars";

export const valid = { fullName: "Ada Lovelace", email: "ada@example.com", primaryActivity: "trail" };

/**
 * The join service as the form action and POST /api/waitlist call it once they have parsed the
 * entry (here with the same schema; an invalid one is a mistake in the test), on a real database
 * with the real per-address mail limit (counted in the database's rate_limits table, `max` per
 * hour). Unexpected errors are collected.
 */
export function joiner(db: Db, { max = 3 }: { max?: number } = {}) {
  const defaults = readConfig({}).rateLimits;
  const limits = createRateLimiting({
    config: {
      rateLimit: true,
      redis: undefined,
      rateLimits: { ...defaults, waitlistMail: { max, windowSeconds: 3600 } },
    },
    db,
    logger: pino({ level: "silent" }),
  });
  const errors: unknown[] = [];
  const join = (input: Record<string, unknown>) => {
    const parsed = validateWaitlist(input);
    if (!parsed.ok) throw new Error(`not a valid entry: ${JSON.stringify(parsed.fields)}`);
    return joinWaitlistRequest({
      db,
      entry: parsed.entry,
      checkMailLimit: (email) => limits.check("waitlistMail", email),
      logError: (error) => errors.push(error),
    });
  };
  return { join, errors };
}

export type OutboxRow = { recipient: string; kind: string; payload: Record<string, string> };

/** The outbox, oldest first. */
export async function outbox(db: Db): Promise<OutboxRow[]> {
  const result = await db.execute(
    sql`select recipient, kind, payload from mail_outbox order by created_at, id`,
  );
  return rowsOf<OutboxRow>(result);
}

export async function emptyWaitlist(db: Db): Promise<void> {
  await db.execute(sql`delete from mail_outbox`);
  await db.execute(sql`delete from waitlist_entries`);
  await db.execute(sql`delete from rate_limits`);
}

/** The services' context on a clock the test may move. */
export function members(db: Db, clock = { now: Date.now() }): WaitlistMembers & { clock: { now: number } } {
  return { db, secret: SECRET, now: () => clock.now, clock };
}
