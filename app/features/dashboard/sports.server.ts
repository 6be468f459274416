import type { Queryable } from "~/db/queryable";
import { savedSports } from "~/db/preferences.server";

import { DEFAULT_SPORTS, type SportId } from "./sports";

/** The user's saved sports, or the defaults for an account that never saved any. */
export async function getSportPreferences(db: Queryable, userId: string): Promise<SportId[]> {
  return ((await savedSports(db, userId)) as SportId[] | undefined) ?? [...DEFAULT_SPORTS];
}
