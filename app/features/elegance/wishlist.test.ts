import { describe, expect, it } from "vitest";

import { WISHLIST_TOASTS, wishlistFormSchema, wishlistSignInHref } from "./wishlist";

describe("wishlistFormSchema", () => {
  it("reads the gallery's form", () => {
    expect(wishlistFormSchema.parse({ intent: "wishlist", shoe: "quantum-luxe", op: "add" })).toEqual({
      intent: "wishlist",
      shoe: "quantum-luxe",
      op: "add",
    });
    expect(
      wishlistFormSchema.safeParse({ intent: "wishlist", shoe: "aurora-elite", op: "remove" }).success,
    ).toBe(true);
  });

  it("refuses unknown shoes, operations and intents", () => {
    for (const body of [
      { intent: "wishlist", shoe: "flip-flop", op: "add" },
      { intent: "wishlist", shoe: "aurora-elite", op: "toggle" },
      { intent: "other", shoe: "aurora-elite", op: "add" },
      {},
    ]) {
      expect(wishlistFormSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe("wishlistSignInHref", () => {
  it("comes back to the same shoe of the gallery", () => {
    expect(wishlistSignInHref("/elegance?tab=gallery&shoe=2")).toBe(
      "/auth?redirectTo=%2Felegance%3Ftab%3Dgallery%26shoe%3D2",
    );
  });
});

describe("WISHLIST_TOASTS", () => {
  it("has the wishlist's texts", () => {
    expect(WISHLIST_TOASTS.added("Aurora Elite")).toEqual({
      title: "Added to wishlist",
      description: "Aurora Elite is on your wishlist.",
    });
    expect(WISHLIST_TOASTS.removed("Aurora Elite").title).toBe("Removed from wishlist");
  });
});
