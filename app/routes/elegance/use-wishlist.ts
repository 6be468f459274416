import { useState } from "react";

import { toast } from "~/components/ui/toast-store";
import type { GalleryShoe, GalleryShoeId } from "~/features/gallery/shoes";
import { WISHLIST_TOASTS, parseWishlist, wishlistRequest } from "~/features/gallery/wishlist";
import { apiRequest } from "~/lib/api";
import { useAuth } from "~/lib/auth-context";

export type Wishlist = ReturnType<typeof useWishlist>;

/**
 * The signed-in visitor's wished shoes: the loader's list (again whenever the loader's answer
 * changes, e.g. after a sign-in), replaced by the server's answer after each change. An anonymous
 * visitor is asked to sign in instead.
 */
export function useWishlist(fromLoader: readonly GalleryShoeId[]) {
  const { user } = useAuth();
  const [wished, setWished] = useState<readonly GalleryShoeId[]>(fromLoader);
  const [loaded, setLoaded] = useState(fromLoader);
  if (loaded !== fromLoader) {
    setLoaded(fromLoader);
    setWished(fromLoader);
  }
  const [pendingId, setPendingId] = useState<GalleryShoeId | null>(null);

  const toggle = async (shoe: GalleryShoe) => {
    if (!user) {
      toast(WISHLIST_TOASTS.signIn);
      return;
    }
    const wasWished = wished.includes(shoe.id);
    const { method, url } = wishlistRequest(shoe.id, wasWished);
    setPendingId(shoe.id);
    try {
      const response = await apiRequest(method, url);
      setWished(parseWishlist(await response.json()));
      toast(wasWished ? WISHLIST_TOASTS.removed(shoe.name) : WISHLIST_TOASTS.added(shoe.name));
    } catch {
      toast(WISHLIST_TOASTS.failed);
    } finally {
      setPendingId(null);
    }
  };

  return { signedIn: user !== null, wished, pendingId, toggle };
}
