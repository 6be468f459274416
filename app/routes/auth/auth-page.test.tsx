import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "~/components/ui/toaster";
import { AuthProvider } from "~/lib/auth-context";
import { continueWithGoogle } from "~/lib/google-sign-in";

import type { Route } from "../+types/auth";
import AuthPage from "../auth";

vi.mock("~/lib/google-sign-in", () => ({ continueWithGoogle: vi.fn() }));
const google = vi.mocked(continueWithGoogle);

afterEach(() => google.mockReset());

/** /auth with the given Google setting, and a /dashboard to land on. */
function renderAuthPage(googleEnabled: boolean) {
  const props = {
    loaderData: { redirectTo: "/dashboard", tab: "signin" },
  } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <AuthProvider user={null} googleEnabled={googleEnabled}>
          <AuthPage {...props} />
        </AuthProvider>
      ),
    },
    { path: "/dashboard", Component: () => <p>Dashboard page</p> },
  ]);
  render(
    <>
      <Stub />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const googleButton = () => screen.findByRole("button", { name: "Continue with Google" });

describe("Continue with Google on /auth", () => {
  it("says Google is not configured, and calls nothing", async () => {
    const user = renderAuthPage(false);
    await user.click(await googleButton());
    expect(await screen.findByText("Google sign-in is not configured.")).toBeTruthy();
    expect(screen.getByText("Google login failed")).toBeTruthy();
    expect(google).not.toHaveBeenCalled();
  });

  it("shows the provider's message on failure and frees the buttons", async () => {
    google.mockResolvedValue({ status: "failed", message: "The visitor cancelled." });
    const user = renderAuthPage(true);
    await user.click(await googleButton());
    expect(await screen.findByText("The visitor cancelled.")).toBeTruthy();
    expect(google).toHaveBeenCalledWith({ redirectTo: "/dashboard" });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Sign In" }).hasAttribute("disabled")).toBe(false),
    );
  });

  it("stays busy while the page leaves for Google", async () => {
    google.mockResolvedValue({ status: "redirecting" });
    const user = renderAuthPage(true);
    await user.click(await googleButton());
    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect((await googleButton()).hasAttribute("disabled")).toBe(true);
  });

  it("welcomes the user and goes to redirectTo when signed in", async () => {
    google.mockResolvedValue({ status: "signed-in" });
    const user = renderAuthPage(true);
    await user.click(await googleButton());
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
    expect(screen.getByText("You've successfully logged in with Google.")).toBeTruthy();
  });
});
