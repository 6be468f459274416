import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";

import { toastStore } from "~/components/ui/toast-store";
import { profileSchema } from "~/features/auth/credentials";
import { DASHBOARD_TOASTS } from "~/features/dashboard/messages";
import { parseForm } from "~/lib/forms";

import AccountSettings from "../dashboard.settings";
import { ExploreCards } from "./explore-cards";
import { PreferencesPanel } from "./preferences-panel";

const latestToast = () => toastStore.getSnapshot()[0];

/** `element` on a route whose action records what was posted and answers with `answer`. */
function renderWithAction(element: React.ReactNode, answer: (form: FormData) => unknown) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      HydrateFallback: () => null,
      Component: () => element,
      action: async ({ request }: { request: Request }) => {
        const form = await request.formData();
        received.push(form);
        return answer(form);
      },
    },
  ]);
  render(<Stub />);
  return { user: userEvent.setup(), received };
}

describe("the dashboard's preferences", () => {
  it("are native checkboxes, the saved ones checked, posted with Save Preferences", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, received } = renderWithAction(
      <PreferencesPanel initial={["tennis", "hiking"]} />,
      async () => {
        await held;
        return { intent: "preferences", message: { ...DASHBOARD_TOASTS.preferencesSaved } };
      },
    );
    const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
    await screen.findByRole("button", { name: "Save Preferences" });
    expect(box("Tennis").checked).toBe(true);
    expect(box("Trail Running").checked).toBe(false);

    await user.click(screen.getByText("Basketball"));
    await user.click(screen.getByText("Tennis"));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    release();

    await waitFor(() => expect(latestToast()?.title).toBe("Preferences saved"));
    expect(received[0]!.get("intent")).toBe("preferences");
    expect(received[0]!.getAll("sports")).toEqual(["basketball", "hiking"]);
    expect(box("Basketball").checked).toBe(true);
    expect((screen.getByRole("button", { name: "Save Preferences" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe("the coming-soon cards", () => {
  it("post their intent, and toast the action's answer", async () => {
    const { user, received } = renderWithAction(<ExploreCards />, (form) => ({
      intent: form.get("intent"),
      message: { title: "Coming soon", description: `${String(form.get("intent"))} is coming soon.` },
    }));
    await user.click(await screen.findByRole("button", { name: "Book a Fitting" }));
    await waitFor(() => expect(latestToast()?.description).toBe("fitting is coming soon."));
    await user.click(screen.getByRole("button", { name: "Join Community" }));
    await waitFor(() => expect(latestToast()?.description).toBe("community is coming soon."));
    expect(received.map((form) => form.get("intent"))).toEqual(["fitting", "community"]);
  });
});

describe("the account settings page", () => {
  function renderSettings(answer: (form: FormData) => unknown) {
    const received: FormData[] = [];
    const Stub = createRoutesStub([
      {
        path: "/dashboard/settings",
        HydrateFallback: () => null,
        Component: AccountSettings,
        loader: () => ({
          name: "Ada Lovelace",
          email: "ada@example.com",
          emailVerified: false,
          hasPassword: true,
          sessions: [],
        }),
        action: async ({ request }: { request: Request }) => {
          const form = await request.formData();
          received.push(form);
          return answer(form);
        },
      },
      { path: "/dashboard", Component: () => <p>Dashboard</p> },
    ]);
    render(<Stub initialEntries={["/dashboard/settings"]} />);
    return { user: userEvent.setup(), received };
  }

  it("names a blank name under the field and posts nothing", async () => {
    const { user, received } = renderSettings(() => null);
    const field = (await screen.findByLabelText("Display Name")) as HTMLInputElement;
    expect(field.value).toBe("Ada Lovelace");
    await user.clear(field);
    await user.type(field, "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter your name.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);
    expect(received).toEqual([]);
  });

  it("checks a new password before sending: a mismatch toasts and focuses the confirmation", async () => {
    const { user, received } = renderSettings(() => null);
    await user.type(await screen.findByLabelText("Current Password"), "old-password");
    await user.type(screen.getByLabelText("New Password"), "brand-new-pw");
    await user.type(screen.getByLabelText("Confirm New Password"), "brand-new-pW");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(latestToast()?.title).toBe("Password mismatch"));
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm New Password"));
    expect(received).toEqual([]);
  });

  it("asks for the email typed out before deleting, then re-checks as it is typed", async () => {
    const { user, received } = renderSettings(() => null);
    const confirm = await screen.findByLabelText("Type your email to confirm");
    await user.type(confirm, "ada@example");
    await user.type(screen.getByLabelText("Password", { selector: "#settings-delete-password" }), "secret");
    await user.click(screen.getByRole("button", { name: "Delete My Account" }));
    expect(await screen.findByText("Type your email address exactly as shown to confirm.")).toBeTruthy();
    expect(document.activeElement).toBe(confirm);
    await user.type(confirm, ".com");
    await waitFor(() =>
      expect(screen.queryByText("Type your email address exactly as shown to confirm.")).toBeNull(),
    );
    expect(received).toEqual([]);
  });

  it("toasts a failed save and keeps what was typed", async () => {
    const { user, received } = renderSettings((form) =>
      data(
        {
          intent: "display-name",
          message: { ...DASHBOARD_TOASTS.profileFailed },
          result: parseForm(form, profileSchema).reply(),
        },
        { status: 500 },
      ),
    );
    const field = (await screen.findByLabelText("Display Name")) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, "Someone");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(latestToast()?.description).toBe(DASHBOARD_TOASTS.profileFailed.description));
    expect(latestToast()?.variant).toBe("destructive");
    expect(field.value).toBe("Someone");
    expect(received[0]!.get("displayName")).toBe("Someone");
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
  });
});
