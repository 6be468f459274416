import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { toastStore } from "~/components/ui/toast-store";
import { AuthProvider } from "~/lib/auth-context";

import type { Route } from "../+types/auth";
import AuthPage from "../auth";

afterEach(() => vi.unstubAllGlobals());

function renderAuthPage(tab: "signin" | "signup") {
  const props = { loaderData: { redirectTo: "/dashboard", tab } } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <AuthProvider user={null} googleEnabled={false}>
          <AuthPage {...props} />
        </AuthProvider>
      ),
    },
    { path: "/dashboard", Component: () => <p>Dashboard page</p> },
  ]);
  render(<Stub />);
  return userEvent.setup();
}

/** The server's 429 (tested in tests/server/rate-limits.test.ts); Better Auth's own names it X-Retry-After. */
function answerTooMany(header: "Retry-After" | "X-Retry-After", seconds: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: "Too many requests. Please try again later." }), {
          status: 429,
          headers: { "Content-Type": "application/json", [header]: seconds },
        }),
    ),
  );
}

const latestToast = () => toastStore.getSnapshot()[0];

describe("/auth and the rate limit", () => {
  it("toasts how long to wait when sign-in is refused, keeping the values and freeing the button", async () => {
    answerTooMany("Retry-After", "17");
    const user = renderAuthPage("signin");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(latestToast()?.title).toBe("Too many attempts"));
    expect(latestToast()).toMatchObject({ description: "Please wait 17 seconds and try again." });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Sign In" }).hasAttribute("disabled")).toBe(false),
    );
  });

  it("toasts how long to wait when sign-up is refused, keeping the values", async () => {
    answerTooMany("X-Retry-After", "5");
    const user = renderAuthPage("signup");
    await user.type(await screen.findByLabelText("Full Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.type(screen.getByLabelText("Confirm Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(latestToast()?.description).toBe("Please wait 5 seconds and try again."));
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada Lovelace");
  });
});
