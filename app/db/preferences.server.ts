import { eq, sql } from "drizzle-orm";

import { DEFAULT_SPORTS, type SportId } from "~/features/dashboard/sports";

import type { Db } from "./client.server";
import { userPreferences } from "./schema";

/** The user's saved sports, or the defaults for an account that never saved any. */
export async function getSportPreferences(db: Db, userId: string): Promise<SportId[]> {
  const rows = await db
    .select({ sports: userPreferences.sports })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return (rows[0]?.sports as SportId[] | undefined) ?? [...DEFAULT_SPORTS];
}

export async function saveSportPreferences(
  db: Db,
  userId: string,
  sports: readonly SportId[],
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, sports: [...sports] })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { sports: [...sports], updatedAt: sql`now()` },
    });
}
