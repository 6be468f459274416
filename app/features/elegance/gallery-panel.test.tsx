import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Outlet, createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";

import { Toaster } from "~/components/ui/toaster";
import type { GalleryShoeId } from "~/features/elegance/gallery-shoes";
import { WISHLIST_TOASTS } from "~/features/elegance/wishlist";
import type { SessionUser } from "~/lib/auth-client";

import { GalleryPanel } from "./gallery-panel";

const USER = { id: "u1", name: "Ada", email: "ada@example.com" } as unknown as SessionUser;

/**
 * The gallery on /elegance, with a loader giving the wishlist and an action standing in for the
 * page's: it records each post and answers as the real one does for this visitor.
 */
function renderGallery(
  user: SessionUser | null,
  { url = "/elegance?tab=gallery", wished = [] as GalleryShoeId[] } = {},
) {
  const posts: Record<string, string>[] = [];
  const stored = new Set(wished);
  let release: () => void = () => {};
  const Stub = createRoutesStub([
    {
      // The signed-in user comes from the root route's loader data, as in the app.
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ user, googleEnabled: false }),
      Component: Outlet,
      children: [
        {
          path: "elegance",
          loader: () => ({ wishlist: [...stored] }),
          action: async ({ request }) => {
            const form = Object.fromEntries(await request.formData()) as Record<string, string>;
            posts.push(form);
            await new Promise<void>((resolve) => (release = resolve));
            if (!user) return { message: { ...WISHLIST_TOASTS.signIn } };
            const id = form.shoe as GalleryShoeId;
            if (form.op === "add") stored.add(id);
            else stored.delete(id);
            return { message: WISHLIST_TOASTS[form.op === "add" ? "added" : "removed"]("That shoe") };
          },
          Component: () => (
            <GalleryPanel wishlist={useLoaderData<{ wishlist: GalleryShoeId[] }>().wishlist} />
          ),
        },
      ],
    },
  ]);
  render(
    <>
      <Stub initialEntries={[url]} />
      <Toaster />
    </>,
  );
  return { posts, release: () => release() };
}

const live = () => screen.getByText(/^Shoe \d of 4: /);
const link = (name: string) => screen.getByRole("link", { name });

describe("GalleryPanel", () => {
  it("shows the shoe the URL names", async () => {
    renderGallery(null, { url: "/elegance?tab=gallery&shoe=3" });
    expect((await screen.findByText(/^Shoe \d of 4: /)).textContent).toBe("Shoe 3 of 4: Quantum Luxe");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Quantum Luxe");
  });

  it("falls back to the first shoe for an odd ?shoe=", async () => {
    renderGallery(null, { url: "/elegance?tab=gallery&shoe=9" });
    expect((await screen.findByText(/^Shoe \d of 4: /)).textContent).toBe("Shoe 1 of 4: Aurora Elite");
  });

  it("has Previous and Next as links wrapping both ways, switching in place, and arrow keys", async () => {
    renderGallery(null);
    await screen.findByText(/^Shoe \d of 4: /);
    expect(link("Previous").getAttribute("href")).toBe("/elegance?tab=gallery&shoe=4");
    expect(link("Next").getAttribute("href")).toBe("/elegance?tab=gallery&shoe=2");
    fireEvent.click(link("Previous"));
    await waitFor(() => expect(live().textContent).toBe("Shoe 4 of 4: Ethereal Comfort"));
    expect(link("Next").getAttribute("href")).toBe("/elegance?tab=gallery&shoe=1");
    fireEvent.click(link("Next"));
    await waitFor(() => expect(live().textContent).toBe("Shoe 1 of 4: Aurora Elite"));
    const carousel = screen.getByRole("region", { name: "Shoe gallery" });
    fireEvent.keyDown(carousel, { key: "ArrowLeft" });
    await waitFor(() => expect(live().textContent).toBe("Shoe 4 of 4: Ethereal Comfort"));
    fireEvent.keyDown(carousel, { key: "ArrowRight" });
    await waitFor(() => expect(live().textContent).toBe("Shoe 1 of 4: Aurora Elite"));
    // Two presses inside one navigation each count: the second steps from the shoe on screen.
    fireEvent.keyDown(carousel, { key: "ArrowRight" });
    fireEvent.keyDown(carousel, { key: "ArrowRight" });
    await waitFor(() => expect(live().textContent).toBe("Shoe 3 of 4: Quantum Luxe"));
    await waitFor(() => expect(link("Next").getAttribute("href")).toBe("/elegance?tab=gallery&shoe=4"));
  });

  it("posts an anonymous visitor's wish to the page, which asks them to sign in", async () => {
    const { posts, release } = renderGallery(null, { url: "/elegance?tab=gallery&shoe=2" });
    const add = await screen.findByRole("button", { name: "Add to Wishlist" });
    expect(add.getAttribute("aria-pressed")).toBeNull();
    expect(link("Sign in to save your wishlist").getAttribute("href")).toBe(
      "/auth?redirectTo=%2Felegance%3Ftab%3Dgallery%26shoe%3D2",
    );
    fireEvent.click(add);
    await waitFor(() => expect(posts).toEqual([{ intent: "wishlist", shoe: "celestial-grace", op: "add" }]));
    expect(add).toHaveProperty("disabled", true);
    release();
    expect(await screen.findByText("Sign in to save your wishlist", { selector: "div" })).toBeTruthy();
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
  });

  it("adds and removes a signed-in visitor's wish, starting from the loader's", async () => {
    const { posts, release } = renderGallery(USER, { wished: ["aurora-elite"] });
    const wished = await screen.findByRole("button", { name: "On Your Wishlist" });
    expect(wished.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("link", { name: "Sign in to save your wishlist" })).toBeNull();
    fireEvent.click(wished);
    await waitFor(() =>
      expect(posts.at(-1)).toEqual({ intent: "wishlist", shoe: "aurora-elite", op: "remove" }),
    );
    release();
    expect(await screen.findByText("Removed from wishlist")).toBeTruthy();
    const add = await screen.findByRole("button", { name: "Add to Wishlist" });
    expect(add.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    fireEvent.click(add);
    await waitFor(() =>
      expect(posts.at(-1)).toEqual({ intent: "wishlist", shoe: "aurora-elite", op: "add" }),
    );
    release();
    expect(await screen.findByText("Added to wishlist")).toBeTruthy();
    expect(
      (await screen.findByRole("button", { name: "On Your Wishlist" })).getAttribute("aria-pressed"),
    ).toBe("true");
  });
});
