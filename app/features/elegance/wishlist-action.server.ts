import { data } from "react-router";

import { addToWishlist, removeFromWishlist } from "~/db/wishlist.server";
import { GALLERY_SHOES } from "~/features/elegance/gallery-shoes";
import { WISHLIST_TOASTS, type WishlistAnswer, wishlistFormSchema } from "~/features/elegance/wishlist";
import { parseForm } from "~/lib/conform-forms";
import type { SessionUser } from "~/platform/auth.server";
import type { ModuraLoadContext } from "~/platform/load-context";

/**
 * The gallery's wishlist form (intent=wishlist): the same store as PUT and DELETE
 * /api/me/wishlist/:shoe, answered with the message the page shows (a toast with JavaScript, a
 * status line without). An anonymous visitor is asked to sign in: a prompt, not an error.
 */
export async function wishlistAction(
  form: FormData,
  { user, db, logError }: { user: SessionUser | null } & Pick<ModuraLoadContext, "db" | "logError">,
) {
  const submission = parseForm(form, wishlistFormSchema);
  const answer = (message: WishlistAnswer["message"], status = 200) =>
    data<WishlistAnswer>({ result: submission.reply(), message }, { status });
  if (submission.status !== "success") return answer({ ...WISHLIST_TOASTS.failed }, 400);
  if (!user) return answer({ ...WISHLIST_TOASTS.signIn });

  const { shoe: shoeId, op } = submission.value;
  const shoe = GALLERY_SHOES.find((s) => s.id === shoeId)!;
  try {
    if (op === "add") await addToWishlist(db, user.id, shoeId);
    else await removeFromWishlist(db, user.id, shoeId);
  } catch (error) {
    logError(error);
    return answer({ ...WISHLIST_TOASTS.failed }, 500);
  }
  return answer(op === "add" ? WISHLIST_TOASTS.added(shoe.name) : WISHLIST_TOASTS.removed(shoe.name));
}
