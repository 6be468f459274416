import { afterEach, describe, expect, it, vi } from "vitest";

import type { Db } from "~/db/queryable";
import { addToWishlist, removeFromWishlist } from "~/db/wishlist.server";
import type { SessionUser } from "~/platform/auth.server";

import { wishlistAction } from "./wishlist-action.server";

vi.mock("~/db/wishlist.server", () => ({ addToWishlist: vi.fn(), removeFromWishlist: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const db = {} as Db;
const user = { id: "u1" } as SessionUser;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const wish = (op: string, shoe = "quantum-luxe") => form({ intent: "wishlist", shoe, op });

/** What `data()` wraps: the answer and its status. */
const answer = (result: Awaited<ReturnType<typeof wishlistAction>>) => ({
  status: result.init?.status ?? 200,
  message: result.data.message,
});

describe("wishlistAction", () => {
  it("asks an anonymous visitor to sign in, storing nothing", async () => {
    const result = answer(await wishlistAction(wish("add"), { user: null, db, logError: vi.fn() }));
    expect(result).toEqual({
      status: 200,
      message: {
        title: "Sign in to save your wishlist",
        description: "Create an account or sign in, and the shoes you love will be waiting for you.",
      },
    });
    expect(addToWishlist).not.toHaveBeenCalled();
  });

  it("adds and removes with the same store as the JSON API", async () => {
    const added = answer(await wishlistAction(wish("add"), { user, db, logError: vi.fn() }));
    expect(addToWishlist).toHaveBeenCalledWith(db, "u1", "quantum-luxe");
    expect(added).toEqual({
      status: 200,
      message: { title: "Added to wishlist", description: "Quantum Luxe is on your wishlist." },
    });
    const removed = answer(await wishlistAction(wish("remove"), { user, db, logError: vi.fn() }));
    expect(removeFromWishlist).toHaveBeenCalledWith(db, "u1", "quantum-luxe");
    expect(removed.message.title).toBe("Removed from wishlist");
  });

  it("refuses an unknown shoe or operation with the error message", async () => {
    for (const body of [
      wish("add", "flip-flop"),
      wish("toggle"),
      form({ shoe: "quantum-luxe", op: "add" }),
    ]) {
      const result = answer(await wishlistAction(body, { user, db, logError: vi.fn() }));
      expect(result.status).toBe(400);
      expect(result.message).toMatchObject({ title: "Error", variant: "destructive" });
    }
    expect(addToWishlist).not.toHaveBeenCalled();
  });

  it("logs a failed store and says the wishlist could not be updated", async () => {
    vi.mocked(addToWishlist).mockRejectedValueOnce(new Error("db down"));
    const logError = vi.fn();
    const result = answer(await wishlistAction(wish("add"), { user, db, logError }));
    expect(result.status).toBe(500);
    expect(result.message.description).toBe("Your wishlist could not be updated. Please try again.");
    expect(logError).toHaveBeenCalledOnce();
  });
});
