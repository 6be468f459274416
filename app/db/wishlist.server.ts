import { and, asc, eq } from "drizzle-orm";

import { GALLERY_SHOE_IDS, type GalleryShoeId } from "~/features/elegance/gallery-shoes";

import type { Db } from "./client.server";
import { wishlistItems } from "./schema";

/** The shoes a user wished for, in the gallery's order. */
export async function getWishlist(db: Db, userId: string): Promise<GalleryShoeId[]> {
  const rows = await db
    .select({ shoeId: wishlistItems.shoeId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt));
  const wished = new Set(rows.map((r) => r.shoeId));
  return GALLERY_SHOE_IDS.filter((id) => wished.has(id));
}

/** Idempotent: wishing twice keeps one row. */
export async function addToWishlist(db: Db, userId: string, shoeId: GalleryShoeId): Promise<void> {
  await db.insert(wishlistItems).values({ userId, shoeId }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Db, userId: string, shoeId: GalleryShoeId): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.shoeId, shoeId)));
}
