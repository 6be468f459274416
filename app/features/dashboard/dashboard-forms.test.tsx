import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { toastStore } from "~/components/ui/toast-store";
import { DASHBOARD_TOASTS } from "~/features/dashboard/messages";

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
