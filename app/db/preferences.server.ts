import { eq, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { userPreferences } from "./schema";

/** The sports the user saved; undefined for an account that never saved any. */
export async function savedSports(db: Queryable, userId: string): Promise<string[] | undefined> {
  const rows = await db
    .select({ sports: userPreferences.sports })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return rows[0]?.sports;
}

export async function saveSportPreferences(
  db: Queryable,
  userId: string,
  sports: readonly string[],
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, sports: [...sports] })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { sports: [...sports], updatedAt: sql`now()` },
    });
}
