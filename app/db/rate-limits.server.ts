import { sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { rateLimits } from "./schema";

/** A counter stops here rather than overflow the integer column under a flood. */
const COUNT_CEILING = 2_000_000_000;

/**
 * Counts one hit of `key` in a fixed window of `windowMs` that starts with the key's first hit: one
 * upsert, so concurrent instances never lose a count, and the database's clock decides when a
 * window ends, so instances' clocks need not agree.
 */
export async function countRateLimitHit(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ count: number; msLeft: number }> {
  const result = await db.execute(sql`
    insert into ${rateLimits} as r (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else least(r.count + 1, ${COUNT_CEILING}::int) end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as ms_left`);
  const row = (result as unknown as { rows: { count: number | string; ms_left: number | string }[] })
    .rows[0]!;
  return { count: Number(row.count), msLeft: Number(row.ms_left) };
}

/** Deletes the counters whose window has ended. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
}
