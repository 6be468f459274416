import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { INITIAL_PROFILE } from "~/features/designer/rules";

import { DesignerPanel as Panel } from "./designer-panel";

/** The panel with its profile held as the page holds it. */
function DesignerPanel() {
  const [profile, setProfile] = useState(INITIAL_PROFILE);
  return <Panel profile={profile} setProfile={setProfile} />;
}

/** jsdom has no matchMedia: answer the reduced-motion query as the test says. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query === "(prefers-reduced-motion: reduce)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const height = () => screen.getByRole("slider", { name: "Height" });
const hours = () => screen.getByRole("slider", { name: "Wear Duration" });
const angle = () => screen.getByRole("img", { name: "Foot model" }).getAttribute("data-angle");
const result = () => screen.queryByTestId("design-result");

function completeProfile() {
  fireEvent.change(height(), { target: { value: "170" } });
  fireEvent.click(screen.getByRole("radio", { name: /^Low/ }));
  fireEvent.click(screen.getByRole("radio", { name: /^Stiletto/ }));
}

describe("DesignerPanel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks to complete the profile and shows the default result as an example", () => {
    render(<DesignerPanel />);
    expect(height()).toHaveProperty("value", "165");
    expect(hours()).toHaveProperty("value", "4");
    expect(screen.getByText(/Complete your profile to see your personalised design/)).toBeTruthy();
    expect(screen.getByTestId("example-design").textContent).toContain("3.5 in");
    expect(screen.getByTestId("example-design").textContent).toContain("Medium-High");
    expect(result()).toBeNull();
  });

  it("shows the design 1000 ms after the last change, not at 999 ms", () => {
    render(<DesignerPanel />);
    completeProfile();
    act(() => vi.advanceTimersByTime(500));
    // A later change restarts the wait.
    fireEvent.change(hours(), { target: { value: "8" } });
    act(() => vi.advanceTimersByTime(999));
    expect(result()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const text = result()!.textContent;
    expect(text).toContain("2.5 in");
    expect(text).toContain("Extra-High");
    expect(text).toContain("71%");
    expect(text).toContain("80%");
  });

  it("needs height, arch and heel style: the slider left at 165 does not count", () => {
    render(<DesignerPanel />);
    fireEvent.click(screen.getByRole("radio", { name: /^High/ }));
    fireEvent.click(screen.getByRole("radio", { name: /^Block/ }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result()).toBeNull();
    fireEvent.change(height(), { target: { value: "166" } });
    act(() => vi.advanceTimersByTime(1000));
    expect(result()!.textContent).toContain("High");
  });

  it("turns the foot model one degree every 50 ms and clears the spin on unmount", () => {
    const { unmount } = render(<DesignerPanel />);
    expect(angle()).toBe("0");
    act(() => vi.advanceTimersByTime(500));
    expect(angle()).toBe("10");
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears a pending result on unmount", () => {
    const { unmount } = render(<DesignerPanel />);
    completeProfile();
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the foot model still under prefers-reduced-motion", () => {
    stubReducedMotion(true);
    render(<DesignerPanel />);
    act(() => vi.advanceTimersByTime(1000));
    expect(angle()).toBe("0");
    expect(vi.getTimerCount()).toBe(0);
  });
});
