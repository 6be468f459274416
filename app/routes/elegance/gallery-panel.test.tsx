import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "~/components/ui/toaster";
import type { GalleryShoeId } from "~/features/gallery/shoes";
import { apiRequest } from "~/lib/api";
import type { SessionUser } from "~/lib/auth-client";
import { AuthProvider } from "~/lib/auth-context";

import { GalleryPanel } from "./gallery-panel";
import { useWishlist } from "./use-wishlist";

vi.mock("~/lib/api", () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);
afterEach(() => request.mockReset());

const USER = { id: "u1", name: "Ada", email: "ada@example.com" } as unknown as SessionUser;

function Gallery({ wished }: { wished: GalleryShoeId[] }) {
  const [index, setIndex] = useState(0);
  const wishlist = useWishlist(wished);
  return <GalleryPanel index={index} setIndex={setIndex} wishlist={wishlist} />;
}

function renderGallery(user: SessionUser | null, wished: GalleryShoeId[] = []) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <AuthProvider user={user} googleEnabled={false}>
          <Gallery wished={wished} />
        </AuthProvider>
      ),
    },
  ]);
  render(
    <>
      <Stub />
      <Toaster />
    </>,
  );
}

const answer = (shoes: string[]) => new Response(JSON.stringify({ shoes }), { status: 200 });
const live = () => screen.getByText(/^Shoe \d of 4: /);

describe("GalleryPanel", () => {
  it("wraps both ways with the buttons and the arrow keys", async () => {
    renderGallery(null);
    expect((await screen.findByText(/^Shoe \d of 4: /)).textContent).toBe("Shoe 1 of 4: Aurora Elite");
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(live().textContent).toBe("Shoe 4 of 4: Ethereal Comfort");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(live().textContent).toBe("Shoe 1 of 4: Aurora Elite");
    const carousel = screen.getByRole("region", { name: "Shoe gallery" });
    fireEvent.keyDown(carousel, { key: "ArrowLeft" });
    expect(live().textContent).toBe("Shoe 4 of 4: Ethereal Comfort");
    fireEvent.keyDown(carousel, { key: "ArrowRight" });
    fireEvent.keyDown(carousel, { key: "ArrowRight" });
    expect(live().textContent).toBe("Shoe 2 of 4: Celestial Grace");
  });

  it("asks an anonymous visitor to sign in, and calls nothing", async () => {
    renderGallery(null);
    fireEvent.click(await screen.findByRole("button", { name: "Add to Wishlist" }));
    expect(await screen.findByText("Sign in to save your wishlist", { selector: "div" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to save your wishlist" }).getAttribute("href")).toBe(
      "/auth?redirectTo=/elegance",
    );
    expect(request).not.toHaveBeenCalled();
  });

  it("adds with PUT and removes with DELETE for a signed-in visitor", async () => {
    request.mockResolvedValueOnce(answer(["aurora-elite"])).mockResolvedValueOnce(answer([]));
    renderGallery(USER);
    fireEvent.click(await screen.findByRole("button", { name: "Add to Wishlist" }));
    const wished = await screen.findByRole("button", { name: "On Your Wishlist" });
    expect(wished.getAttribute("aria-pressed")).toBe("true");
    expect(request).toHaveBeenLastCalledWith("PUT", "/api/me/wishlist/aurora-elite");
    expect(await screen.findByText("Aurora Elite is on your wishlist.")).toBeTruthy();
    fireEvent.click(wished);
    await screen.findByRole("button", { name: "Add to Wishlist" });
    expect(request).toHaveBeenLastCalledWith("DELETE", "/api/me/wishlist/aurora-elite");
    expect(await screen.findByText("Removed from wishlist")).toBeTruthy();
  });

  it("starts from the loader's wishes and says so when an update fails", async () => {
    request.mockRejectedValueOnce(new Error("500: boom"));
    renderGallery(USER, ["aurora-elite"]);
    fireEvent.click(await screen.findByRole("button", { name: "On Your Wishlist" }));
    expect(await screen.findByText("Your wishlist could not be updated. Please try again.")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "On Your Wishlist" })).toHaveProperty("disabled", false),
    );
  });
});
