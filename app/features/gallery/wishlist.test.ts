import { describe, expect, it } from "vitest";

import { WISHLIST_TOASTS, parseWishlist, wishlistRequest } from "./wishlist";

describe("parseWishlist", () => {
  it("keeps the gallery's ids", () => {
    expect(parseWishlist({ shoes: ["aurora-elite", "quantum-luxe"] })).toEqual([
      "aurora-elite",
      "quantum-luxe",
    ]);
    expect(parseWishlist({ shoes: [] })).toEqual([]);
  });

  it("drops unknown ids and rejects other shapes", () => {
    expect(parseWishlist({ shoes: ["aurora-elite", "flip-flop", 3] })).toEqual(["aurora-elite"]);
    expect(() => parseWishlist(null)).toThrow();
    expect(() => parseWishlist({ shoes: "aurora-elite" })).toThrow();
  });
});

describe("wishlistRequest", () => {
  it("adds with PUT and removes with DELETE", () => {
    expect(wishlistRequest("celestial-grace", false)).toEqual({
      method: "PUT",
      url: "/api/me/wishlist/celestial-grace",
    });
    expect(wishlistRequest("celestial-grace", true)).toEqual({
      method: "DELETE",
      url: "/api/me/wishlist/celestial-grace",
    });
  });
});

describe("WISHLIST_TOASTS", () => {
  it("has the wishlist's texts", () => {
    expect(WISHLIST_TOASTS.added("Aurora Elite")).toEqual({
      title: "Added to wishlist",
      description: "Aurora Elite is on your wishlist.",
    });
    expect(WISHLIST_TOASTS.removed("Aurora Elite").title).toBe("Removed from wishlist");
    expect(WISHLIST_TOASTS.failed).toEqual({
      title: "Error",
      description: "Your wishlist could not be updated. Please try again.",
      variant: "destructive",
    });
    expect(WISHLIST_TOASTS.signIn.title).toBe("Sign in to save your wishlist");
  });
});
