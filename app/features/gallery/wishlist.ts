import { type GalleryShoeId, isGalleryShoeId } from "./shoes";

/** The wishlist's toasts. */
export const WISHLIST_TOASTS = {
  added: (name: string) => ({ title: "Added to wishlist", description: `${name} is on your wishlist.` }),
  removed: (name: string) => ({
    title: "Removed from wishlist",
    description: `${name} is no longer on your wishlist.`,
  }),
  failed: {
    title: "Error",
    description: "Your wishlist could not be updated. Please try again.",
    variant: "destructive" as const,
  },
  signIn: {
    title: "Sign in to save your wishlist",
    description: "Create an account or sign in, and the shoes you love will be waiting for you.",
  },
};

/** Where an anonymous visitor signs in and comes back to the gallery. */
export const WISHLIST_SIGN_IN_HREF = "/auth?redirectTo=/elegance";

/** The server's `{ shoes: string[] }`, kept to the gallery's known ids; anything else is an error. */
export function parseWishlist(body: unknown): GalleryShoeId[] {
  if (typeof body !== "object" || body === null || !Array.isArray((body as { shoes?: unknown }).shoes)) {
    throw new Error("Unexpected wishlist answer");
  }
  return (body as { shoes: unknown[] }).shoes.filter(
    (id): id is GalleryShoeId => typeof id === "string" && isGalleryShoeId(id),
  );
}

/** The request that flips a shoe's wish: PUT to add, DELETE to remove. */
export function wishlistRequest(
  shoeId: GalleryShoeId,
  wished: boolean,
): { method: "PUT" | "DELETE"; url: string } {
  return { method: wished ? "DELETE" : "PUT", url: `/api/me/wishlist/${shoeId}` };
}
