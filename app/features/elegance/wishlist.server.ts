import type { Queryable } from "~/db/queryable";
import { wishedShoeIds } from "~/db/wishlist.server";

import { GALLERY_SHOE_IDS, type GalleryShoeId } from "./gallery-shoes";

/** The shoes a user wished for, in the gallery's order. */
export async function getWishlist(db: Queryable, userId: string): Promise<GalleryShoeId[]> {
  const wished = new Set(await wishedShoeIds(db, userId));
  return GALLERY_SHOE_IDS.filter((id) => wished.has(id));
}
