import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub, data, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { toastStore } from "~/components/ui/toast-store";
import { tooManyAttemptsToast } from "~/lib/rate-limit/messages";
import { parseForm } from "~/lib/conform-forms";
import { openGooglePopup, signInWithPopup } from "~/features/auth/google-sign-in";

import AuthPage from "./auth.route";
import { signInSchema } from "./credentials";
import type { AuthAnswer } from "./intents";
import { AUTH_TOASTS } from "./messages";

vi.mock("~/features/auth/google-sign-in", () => ({ openGooglePopup: vi.fn(), signInWithPopup: vi.fn() }));
const openPopup = vi.mocked(openGooglePopup);
const popupSignIn = vi.mocked(signInWithPopup);

afterEach(() => {
  openPopup.mockReset();
  popupSignIn.mockReset();
});

type Action = (form: FormData) => Promise<unknown>;

function Landing() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

/** /auth with a stand-in action (its forms post to it), and a /dashboard to land on. */
function renderAuthPage({
  action = async () => null,
  googleEnabled = true,
  path = "/auth",
}: {
  action?: Action;
  googleEnabled?: boolean;
  path?: string;
}) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      // The root route's loader data says whether Google is on, as in the app.
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ user: null, googleEnabled }),
      Component: Outlet,
      children: [
        {
          path: "auth",
          Component: AuthPage,
          loader: () => ({ redirectTo: "/dashboard", googleFailure: undefined }),
          action: async ({ request }: { request: Request }) => {
            const form = await request.formData();
            received.push(form);
            return action(form);
          },
        },
        { path: "dashboard", Component: Landing },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { user: userEvent.setup(), received };
}

const latestToast = () => toastStore.getSnapshot()[0];
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
/** Both tabs' forms are rendered (one hidden), so fields are found by id. */
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** An action that answers `answer` once `release` is called. */
function heldAction(answer: (form: FormData) => unknown) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { action: async (form: FormData) => (await held, answer(form)), release };
}

describe("/auth's forms", () => {
  it("posts a sign-in with its intent; while it runs every button is busy, then the answer toasts", async () => {
    const { action, release } = heldAction((form) =>
      data<AuthAnswer>(
        {
          intent: "sign-in",
          result: parseForm(form, signInSchema).reply({ hideFields: ["password"] }),
          message: {
            title: "Login failed",
            description: "Invalid email or password",
            variant: "destructive",
          },
        },
        { status: 401 },
      ),
    );
    const { user, received } = renderAuthPage({ action });
    await screen.findByRole("button", { name: "Sign In" });
    await user.type(field("sign-in-email"), "ada@example.com");
    await user.type(field("sign-in-password"), "not-the-password");
    await user.click(button("Sign In"));

    await waitFor(() => expect(button("Signing in...").disabled).toBe(true));
    expect(button("Continue with Google").disabled).toBe(true);
    release();

    await waitFor(() => expect(latestToast()?.description).toBe("Invalid email or password"));
    expect(Object.fromEntries(received[0]!)).toEqual({
      intent: "sign-in",
      email: "ada@example.com",
      password: "not-the-password",
    });
    expect(field("sign-in-email").value).toBe("ada@example.com");
    expect(button("Sign In").disabled).toBe(false);
  });

  it("toasts how long to wait when the action refuses for too many attempts", async () => {
    const refusal: AuthAnswer = { intent: "sign-up", message: tooManyAttemptsToast(17) };
    const { user } = renderAuthPage({
      action: async () => data(refusal, { status: 429 }),
      path: "/auth?tab=signup",
    });
    await screen.findByRole("button", { name: "Create Account" });
    await user.type(field("sign-up-name"), "Ada Lovelace");
    await user.type(field("sign-up-email"), "ada@example.com");
    await user.type(field("sign-up-password"), "correct-horse");
    await user.type(field("sign-up-confirm-password"), "correct-horse");
    await user.click(button("Create Account"));
    await waitFor(() => expect(latestToast()?.title).toBe("Too many attempts"));
    expect(latestToast()).toMatchObject({ description: "Please wait 17 seconds and try again." });
    expect(field("sign-up-name").value).toBe("Ada Lovelace");
  });

  it("toasts a password mismatch, focuses the confirmation and posts nothing", async () => {
    const { user, received } = renderAuthPage({ path: "/auth?tab=signup" });
    await screen.findByRole("button", { name: "Create Account" });
    await user.type(field("sign-up-name"), "Ada Lovelace");
    await user.type(field("sign-up-email"), "ada@example.com");
    await user.type(field("sign-up-password"), "correct-horse");
    await user.type(field("sign-up-confirm-password"), "correct-horsE");
    await user.click(button("Create Account"));
    await waitFor(() => expect(latestToast()?.title).toBe(AUTH_TOASTS.passwordMismatch.title));
    expect(document.activeElement).toBe(field("sign-up-confirm-password"));
    expect(received).toEqual([]);
  });

  it("names a short password under its field, focused, posts nothing, then re-checks on change", async () => {
    const { user, received } = renderAuthPage({ path: "/auth?tab=signup" });
    await screen.findByRole("button", { name: "Create Account" });
    await user.type(field("sign-up-name"), "Ada Lovelace");
    await user.type(field("sign-up-email"), "ada@example.com");
    await user.type(field("sign-up-password"), "short");
    await user.type(field("sign-up-confirm-password"), "short");
    await user.click(button("Create Account"));
    expect(await screen.findByText("Password must be at least 8 characters.")).toBeTruthy();
    expect(field("sign-up-password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("sign-up-password"));

    await user.type(field("sign-up-password"), "-enough");
    await user.type(field("sign-up-confirm-password"), "-enough");
    await waitFor(() => expect(screen.queryByText("Password must be at least 8 characters.")).toBeNull());
    expect(received).toEqual([]);
  });
});

describe("Continue with Google on /auth", () => {
  it("posts intent=google to the action when Google is not configured, opening no popup", async () => {
    const answer: AuthAnswer = {
      intent: "google",
      message: { ...AUTH_TOASTS.googleNotConfigured, variant: "destructive" },
    };
    const { user, received } = renderAuthPage({
      action: async () => data(answer, { status: 404 }),
      googleEnabled: false,
    });
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(latestToast()?.description).toBe("Google sign-in is not configured."));
    expect(received.map((form) => form.get("intent"))).toEqual(["google"]);
    expect(openPopup).not.toHaveBeenCalled();
  });

  it("posts the form when the popup is blocked, so the action sends the page to Google", async () => {
    openPopup.mockReturnValue(null);
    const { user, received } = renderAuthPage({ action: async () => null });
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(received.map((form) => form.get("intent"))).toEqual(["google"]));
    expect(popupSignIn).not.toHaveBeenCalled();
  });

  it("shows the popup's failure and frees the buttons, posting nothing", async () => {
    const popup = {} as Window;
    openPopup.mockReturnValue(popup);
    let finish!: (outcome: { status: "failed"; message: string }) => void;
    popupSignIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, received } = renderAuthPage({});
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(button("Signing in...").disabled).toBe(true));
    expect(button("Continue with Google").disabled).toBe(true);
    finish({ status: "failed", message: "The visitor cancelled." });

    await waitFor(() => expect(latestToast()?.description).toBe("The visitor cancelled."));
    expect(latestToast()?.title).toBe("Google login failed");
    await waitFor(() => expect(button("Sign In").disabled).toBe(false));
    expect(popupSignIn).toHaveBeenCalledWith(popup);
    expect(received).toEqual([]);
  });

  it("goes to redirectTo with the welcome notice when the popup signed in", async () => {
    openPopup.mockReturnValue({} as Window);
    popupSignIn.mockResolvedValue({ status: "signed-in" });
    const { user } = renderAuthPage({});
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Landed on /dashboard?notice=google-signed-in")).toBeTruthy();
  });
});
