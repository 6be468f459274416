import { sql } from "drizzle-orm";

import type { WaitlistEntryInput } from "~/features/waitlist/schema";

import type { Db } from "./client.server";
import { waitlistEntries } from "./schema";

/**
 * Adds an entry, or updates the name and activity of the one already listed under the same
 * address in any case. One statement, so concurrent sign-ups of one address leave one row.
 */
export async function joinWaitlist(db: Db, entry: WaitlistEntryInput): Promise<void> {
  // Raw because drizzle's onConflict target takes columns only, and the unique index is on lower(email).
  await db.execute(sql`
    insert into ${waitlistEntries} (full_name, email, primary_activity)
    values (${entry.fullName}, ${entry.email}, ${entry.primaryActivity})
    on conflict (lower(email)) do update
      set full_name = excluded.full_name,
          primary_activity = excluded.primary_activity,
          updated_at = now()`);
}

export async function findWaitlistEntryByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(sql`lower(${waitlistEntries.email}) = lower(${email.trim()})`);
  return rows[0];
}

export async function countWaitlistEntries(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
  return rows[0]?.n ?? 0;
}
