import { getWishlist } from "~/features/elegance/wishlist.server";

import type { Route } from "./+types/api-wishlist.route";
import { json, jsonRoute, notFound, requireApiUser } from "~/platform/api-json.server";

/** GET /api/me/wishlist: the signed-in user's wished shoes, in the gallery's order. */
export const loader = jsonRoute(async ({ context }: Route.LoaderArgs) => {
  const user = await requireApiUser(context);
  return json({ shoes: await getWishlist(context.db, user.id) });
});

export function action() {
  return notFound();
}
