import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import {
  StaticRouterProvider,
  createRoutesStub,
  createStaticHandler,
  createStaticRouter,
} from "react-router";
import { describe, expect, it } from "vitest";

import type { SessionUser } from "~/lib/auth-client";

import { SiteHeader } from "./site-header";

const USER: SessionUser = {
  id: "u1",
  name: "Katherine Johnson",
  email: "katherine@example.com",
  image: null,
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function renderHeader(user: SessionUser | null) {
  const Stub = createRoutesStub([
    // The header reads the user from the root route's loader data, as in the app.
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ user, googleEnabled: false }),
      Component: SiteHeader,
    },
  ]);
  return render(<Stub />);
}

describe("SiteHeader's mobile menu", () => {
  it("is a native popover its button opens, with the links and the signed-out items", async () => {
    const { container } = renderHeader(null);
    // Its name ("Open menu" or "Close menu") follows the menu through CSS, which jsdom does not apply.
    const button = await screen.findByRole("button", { name: /Open menu/ });
    expect(button.getAttribute("popovertarget")).toBe("mobile-menu");
    const menu = container.querySelector<HTMLElement>("#mobile-menu")!;
    expect(menu.getAttribute("popover")).toBe("auto");
    const links = within(menu)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.textContent);
    expect(links).toEqual([
      "Product",
      "Features",
      "Technology",
      "Lab",
      "Sustainability",
      "Join Waitlist",
      "Sign In",
    ]);
  });

  it("signed in: the name, email, Dashboard, AdaptIQ Demo, and Sign Out as the sign-out form", async () => {
    const { container } = renderHeader(USER);
    await screen.findAllByText("Katherine Johnson");
    const menu = container.querySelector<HTMLElement>("#mobile-menu")!;
    expect(menu.textContent).toContain("katherine@example.com");
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toContain("/dashboard");
    const signOut = within(menu).getByRole("button", { name: "Sign Out", hidden: true });
    expect(signOut.getAttribute("type")).toBe("submit");
    expect(signOut.closest("form")?.getAttribute("action")).toBe("/sign-out");
    expect(signOut.closest("form")?.getAttribute("method")).toBe("post");
  });

  it("carries, in the server's HTML, the inline script that closes the menu on a link before React runs", async () => {
    const handler = createStaticHandler([
      { id: "root", path: "/", loader: () => ({ user: null, googleEnabled: false }), Component: SiteHeader },
    ]);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    const script = /<header\b[\s\S]*<script\b[^>]*>([\s\S]*?)<\/script>[\s\S]*<\/header>/.exec(html)?.[1];
    expect(script).toContain('getElementById("mobile-menu")');
    expect(script).toContain("hidePopover");
  });
});

describe("the avatar menu", () => {
  it("is a popover named for the account, a menu of three items once React runs", async () => {
    const { container } = renderHeader(USER);
    const button = await screen.findByRole("button", { name: "Account menu for Katherine Johnson" });
    expect(button.getAttribute("popovertarget")).toBe("account-menu");
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.hasAttribute("disabled")).toBe(false);
    const menu = container.querySelector<HTMLElement>("#account-menu")!;
    expect(menu.getAttribute("popover")).toBe("auto");
    expect(menu.getAttribute("role")).toBe("menu");
    const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(["Dashboard", "AdaptIQ Demo", "Log out"]);
    expect(items.map((item) => item.tabIndex)).toEqual([-1, -1, -1]);
    expect(items[2]!.closest("form")?.getAttribute("action")).toBe("/sign-out");
    expect(menu.textContent).toContain("katherine@example.com");
  });
});
