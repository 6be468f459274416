import { and, desc, eq, isNull, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { apiKeys } from "./schema";

// The REST API's keys (app/features/api): made and revoked in the launch room, looked up by hash.

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Queryable,
  key: { name: string; scope: string; keyHash: string; prefix: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(apiKeys).values(key).returning({ id: apiKeys.id });
  return row!.id;
}

/** Every key, newest first, revoked ones too (the list says so). */
export async function listApiKeys(db: Queryable): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** The key with this hash, unless it was revoked. */
export async function findActiveApiKey(db: Queryable, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Revokes a key; its name, or undefined when there is no such key or it was revoked already. */
export async function revokeApiKeyRow(db: Queryable, id: string, by: string): Promise<string | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name });
  return row?.name;
}

/** Notes a key's use, at most once a minute a key (the list shows "last used"). */
export async function touchApiKey(db: Queryable, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
