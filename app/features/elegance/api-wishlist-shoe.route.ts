import { addToWishlist, removeFromWishlist } from "~/db/wishlist.server";
import { isGalleryShoeId } from "~/features/elegance/gallery-shoes";
import { getWishlist } from "~/features/elegance/wishlist.server";

import type { Route } from "./+types/api-wishlist-shoe.route";
import { json, jsonRoute, notFound, requireApiUser } from "~/platform/api-json.server";

/**
 * PUT and DELETE /api/me/wishlist/:shoeId: wish for a gallery shoe or stop, once each, as the
 * gallery's form does (routes/elegance/wishlist-action.server.ts); answers the whole list.
 */
export const action = jsonRoute(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "PUT" && request.method !== "DELETE") return notFound();
  const user = await requireApiUser(context);
  if (!isGalleryShoeId(params.shoeId)) return json({ error: "No such shoe" }, { status: 404 });
  if (request.method === "PUT") await addToWishlist(context.db, user.id, params.shoeId);
  else await removeFromWishlist(context.db, user.id, params.shoeId);
  return json({ shoes: await getWishlist(context.db, user.id) });
});

export function loader() {
  return notFound();
}
