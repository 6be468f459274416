import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { Toaster } from "~/components/ui/toaster";
import { COMPANION_APP_TOAST } from "~/features/technology/content";

import { CompanionApp } from "./companion-app";

describe("CompanionApp", () => {
  it("posts Download App to the page's action and toasts its answer, each time", async () => {
    const action = vi.fn(() => ({ message: { ...COMPANION_APP_TOAST } }));
    const Stub = createRoutesStub([{ path: "/technology", Component: () => <CompanionApp />, action }]);
    const user = userEvent.setup();
    render(
      <>
        <Stub initialEntries={["/technology"]} />
        <Toaster />
      </>,
    );
    const button = await screen.findByRole("button", { name: "Download App" });
    expect(button).toHaveProperty("disabled", false);
    expect(button.closest("form")!.getAttribute("method")).toBe("post");

    await user.click(button);
    expect(await screen.findByText(COMPANION_APP_TOAST.description)).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
    await user.click(button);
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    // One toast at a time: the new one replaces the old.
    expect(await screen.findAllByText(COMPANION_APP_TOAST.description)).toHaveLength(1);
  });

  it("shows the answer the server rendered (no JavaScript yet) as the toast once running", async () => {
    const Stub = createRoutesStub([
      { path: "/technology", Component: () => <CompanionApp message={{ ...COMPANION_APP_TOAST }} /> },
    ]);
    render(
      <>
        <Stub initialEntries={["/technology"]} />
        <Toaster />
      </>,
    );
    expect(await screen.findByText(COMPANION_APP_TOAST.description)).toBeTruthy();
  });
});
