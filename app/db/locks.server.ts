import { sql } from "drizzle-orm";

import type { Queryable } from "./queryable";

/**
 * Waits for the advisory lock `key` and holds it until the transaction `tx` ends: what a use-case
 * takes so that two runs of it on any instances happen one after the other.
 */
export async function holdTransactionLock(tx: Queryable, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
