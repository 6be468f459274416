import { desc, eq } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { passkey } from "./schema";

export type PasskeyRow = { id: string; name: string | null; createdAt: Date | null };

/** A user's passkeys, newest first: what the launch room lists (never the key material). */
export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  return db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt));
}

/** One passkey's owner and name, for the audit entry of its removal; undefined when there is none. */
export async function findPasskey(
  db: Queryable,
  id: string,
): Promise<{ userId: string; name: string | null } | undefined> {
  const [row] = await db
    .select({ userId: passkey.userId, name: passkey.name })
    .from(passkey)
    .where(eq(passkey.id, id));
  return row;
}
