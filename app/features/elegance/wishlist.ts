import * as z from "zod/mini";

import type { FormAnswer } from "~/lib/conform-forms";
import type { ToastInput } from "~/vocabulary";

import { GALLERY_SHOE_IDS } from "./gallery-shoes";

/** The wishlist's messages: a toast with JavaScript, a status line on the page without. */
export const WISHLIST_TOASTS = {
  added: (name: string): ToastInput => ({
    title: "Added to wishlist",
    description: `${name} is on your wishlist.`,
  }),
  removed: (name: string): ToastInput => ({
    title: "Removed from wishlist",
    description: `${name} is no longer on your wishlist.`,
  }),
  failed: {
    title: "Error",
    description: "Your wishlist could not be updated. Please try again.",
    variant: "destructive",
  } satisfies ToastInput,
  signIn: {
    title: "Sign in to save your wishlist",
    description: "Create an account or sign in, and the shoes you love will be waiting for you.",
  } satisfies ToastInput,
};

/** The `intent` of the gallery's wishlist form, posted to the /elegance action. */
export const WISHLIST_INTENT = "wishlist";

/** What the wishlist form posts: the shoe, and whether to add it or take it off again. */
export const wishlistFormSchema = z.object({
  intent: z.literal(WISHLIST_INTENT),
  shoe: z.enum(GALLERY_SHOE_IDS),
  op: z.enum(["add", "remove"]),
});

/** Where an anonymous visitor signs in and comes back to the gallery at the same shoe. */
export function wishlistSignInHref(galleryHref: string): string {
  return `/auth?redirectTo=${encodeURIComponent(galleryHref)}`;
}

/** What the /elegance action answers the wishlist form (app/lib/conform-forms.ts), always with a message. */
export type WishlistAnswer = FormAnswer & { message: ToastInput };
