import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import { UrlTabs } from "./url-tabs";

const TABS = [
  { value: "one", label: "One", panel: <p>First panel</p> },
  { value: "two", label: "Two", panel: <p>Second panel</p> },
  { value: "three", label: "Three", panel: <p>Third panel</p> },
] as const;

function Page() {
  const { search } = useLocation();
  return (
    <>
      <UrlTabs id="demo" label="Demo" tabs={TABS} />
      <output data-testid="search">{search}</output>
    </>
  );
}

/** The page on `url`; while `hold` is set, a navigation waits on it (as one does on a busy phone). */
function renderTabs(url = "/demo") {
  const gate = { hold: null as Promise<void> | null };
  const Stub = createRoutesStub([
    { path: "/demo", Component: Page, loader: () => gate.hold, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[url]} />);
  return gate;
}

const tab = (name: string) => screen.getByRole("tab", { name });
const search = () => screen.getByTestId("search").textContent;

describe("UrlTabs, once React runs", () => {
  it("renders the tab the URL names, with the others' panels hidden", async () => {
    renderTabs("/demo?tab=two");
    expect(await screen.findByRole("tablist", { name: "Demo" })).toBeTruthy();
    expect(tab("Two").getAttribute("aria-selected")).toBe("true");
    expect(tab("One").getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("tabpanel", { name: "Two" }).textContent).toBe("Second panel");
    expect(screen.getByText("First panel").closest("[hidden]")).toBeTruthy();
    // The default tab keeps the plain address.
    expect(tab("One").getAttribute("href")).toBe("/demo");
    expect(tab("Three").getAttribute("href")).toBe("/demo?tab=three");
  });

  it("moves by arrow keys, wrapping, and puts the tab in the URL", async () => {
    renderTabs();
    await screen.findByRole("tablist");
    tab("One").focus();
    fireEvent.keyDown(tab("One"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Three"));
    await waitFor(() => expect(tab("Three").getAttribute("aria-selected")).toBe("true"));
    await waitFor(() => expect(search()).toBe("?tab=three"));
    fireEvent.keyDown(tab("Three"), { key: "Home" });
    await waitFor(() => expect(search()).toBe(""));
    expect(document.activeElement).toBe(tab("One"));
  });

  it("counts every press, even two inside one navigation", async () => {
    const gate = renderTabs();
    await screen.findByRole("tablist");
    let release = () => {};
    gate.hold = new Promise<void>((resolve) => (release = resolve));
    tab("One").focus();
    // The second press comes while the first one's navigation has not yet changed the address.
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Three"));
    expect(search()).toBe("");
    // Shown at once, before the address follows: a Tab now lands in the chosen tab's panel.
    await waitFor(() => expect(tab("Three").getAttribute("aria-selected")).toBe("true"));
    expect(tab("Three").getAttribute("tabindex")).toBeNull();
    expect(screen.getByText("Third panel").closest("[hidden]")).toBeNull();
    expect(screen.getByText("First panel").closest("[hidden]")).toBeTruthy();
    expect(search()).toBe("");
    gate.hold = null;
    release();
    await waitFor(() => expect(search()).toBe("?tab=three"));
    expect(tab("Three").getAttribute("aria-selected")).toBe("true");
  });
});
