import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";

import { toastStore } from "~/components/ui/toast-store";
import { parseForm } from "~/lib/conform-forms";

import { profileSchema } from "./credentials";
import { SETTINGS_TOASTS } from "./settings";
import AccountSettings from "./settings.route";

const latestToast = () => toastStore.getSnapshot()[0];

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
          message: { ...SETTINGS_TOASTS.profileFailed },
          result: parseForm(form, profileSchema).reply(),
        },
        { status: 500 },
      ),
    );
    const field = (await screen.findByLabelText("Display Name")) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, "Someone");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(latestToast()?.description).toBe(SETTINGS_TOASTS.profileFailed.description));
    expect(latestToast()?.variant).toBe("destructive");
    expect(field.value).toBe("Someone");
    expect(received[0]!.get("displayName")).toBe("Someone");
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
  });
});
