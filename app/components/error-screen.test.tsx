import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";

import { ErrorBoundary } from "~/root";

import { ErrorScreen } from "./error-screen";

describe("ErrorScreen", () => {
  it("says the not-found texts for a 404, with a way home", () => {
    render(<ErrorScreen status={404} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("404 Page Not Found");
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });

  it.each([500, 503, 400])("says one plain message for a %i, never the 404 texts", (status) => {
    render(<ErrorScreen status={status} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
    expect(screen.getByText("Please try again in a moment.")).toBeTruthy();
    expect(screen.queryByText(/404|router/)).toBeNull();
  });

  it("is the page's main landmark, which the skip link targets", () => {
    render(<ErrorScreen status={500} />);
    expect(screen.getByRole("main").id).toBe("main-content");
  });
});

describe("the root error boundary", () => {
  function renderFailingPage(status: number) {
    const Stub = createRoutesStub([
      {
        path: "/",
        loader: () => {
          throw data(null, { status });
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary,
      },
    ]);
    return render(<Stub />);
  }

  it("shows the error screen for the status below the site header", async () => {
    const { unmount } = renderFailingPage(503);
    const heading = await screen.findByRole("heading", { level: 1, name: "Something went wrong" });
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(within(header).getAllByRole("link", { name: "Sign In" }).length).toBeGreaterThan(0);
    expect(header.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    renderFailingPage(404);
    await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" });
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
  });
});
