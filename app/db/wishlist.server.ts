import { and, asc, eq } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { wishlistItems } from "./schema";

/** The ids of the shoes a user wished for, first wished first. */
export async function wishedShoeIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ shoeId: wishlistItems.shoeId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt));
  return rows.map((r) => r.shoeId);
}

/** Idempotent: wishing twice keeps one row. */
export async function addToWishlist(db: Queryable, userId: string, shoeId: string): Promise<void> {
  await db.insert(wishlistItems).values({ userId, shoeId }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Queryable, userId: string, shoeId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.shoeId, shoeId)));
}
