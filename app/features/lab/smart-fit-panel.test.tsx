import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SmartFitPanel } from "./smart-fit-panel";

const badges = () =>
  within(screen.getByRole("list", { name: "Scan stages" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const progress = () =>
  screen.getByRole("progressbar", { name: "Scan progress" }).getAttribute("aria-valuenow");
const tick = (ticks = 1) => act(() => vi.advanceTimersByTime(200 * ticks));

describe("SmartFitPanel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("scans in 200 ms steps through the four stages to the fixed results", () => {
    // 0.999 makes every step 15: 15, 30, 45, 60, 75, 90, then 100.
    render(<SmartFitPanel random={() => 0.999} />);
    const button = screen.getByRole("button", { name: "Start Foot Scan" });
    expect(progress()).toBe("0");
    expect(badges()).toEqual([
      "Pressure mappingPending",
      "Arch analysisPending",
      "Gait capturePending",
      "Fit modellingPending",
    ]);

    fireEvent.click(button);
    expect(button).toHaveProperty("disabled", true);
    expect(screen.getByRole("status").textContent).toBe("Scanning your foot…");
    tick(0.99);
    expect(progress()).toBe("0");
    act(() => vi.advanceTimersByTime(2));
    expect(progress()).toBe("15");
    tick();
    expect(progress()).toBe("30");
    expect(badges()[0]).toBe("Pressure mappingComplete");
    expect(badges()[1]).toBe("Arch analysisPending");
    tick(4);
    expect(progress()).toBe("90");
    expect(badges().map((b) => b?.endsWith("Complete"))).toEqual([true, true, true, false]);
    expect(screen.queryByRole("heading", { name: "Your Fit Results" })).toBeNull();
    expect(button).toHaveProperty("disabled", true);

    tick();
    expect(progress()).toBe("100");
    expect(badges().map((b) => b?.endsWith("Complete"))).toEqual([true, true, true, true]);
    expect(button).toHaveProperty("disabled", false);
    expect(screen.getByRole("status").textContent).toBe("Scan complete.");
    const results = screen.getByRole("region", { name: "Your Fit Results" });
    expect(results.textContent).toContain("US 9.5");
    expect(results.textContent).toContain("Medium+");
    expect(results.textContent).toContain("Trail and Gym");
    expect(results.textContent).toContain("98%");
    expect(screen.getByRole("region", { name: "AI Recommendations" }).querySelectorAll("li")).toHaveLength(4);

    // Stopped: no timer is left, and time moves nothing.
    expect(vi.getTimerCount()).toBe(0);
    tick(10);
    expect(progress()).toBe("100");
  });

  it("starts again from 0 and hides the results", () => {
    render(<SmartFitPanel random={() => 0.999} />);
    const button = screen.getByRole("button", { name: "Start Foot Scan" });
    fireEvent.click(button);
    tick(7);
    expect(screen.getByRole("heading", { name: "Your Fit Results" })).toBeTruthy();
    fireEvent.click(button);
    expect(progress()).toBe("0");
    expect(screen.queryByRole("heading", { name: "Your Fit Results" })).toBeNull();
    tick();
    expect(progress()).toBe("15");
  });

  it("adds 3 for the lowest random value, 34 ticks to finish", () => {
    render(<SmartFitPanel random={() => 0} />);
    fireEvent.click(screen.getByRole("button", { name: "Start Foot Scan" }));
    tick(33);
    expect(progress()).toBe("99");
    tick();
    expect(progress()).toBe("100");
  });

  it("is a form asking the lab for the finished scan, keeping the rest of the query", () => {
    render(<SmartFitPanel query={new URLSearchParams("motion=active&tab=motion")} />);
    const form = screen.getByRole("button", { name: "Start Foot Scan" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/lab");
    const fields = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'));
    expect(fields.map((i) => [i.name, i.value])).toEqual([
      ["motion", "active"],
      ["tab", "smart-fit"],
      ["scan", "complete"],
    ]);
  });

  it("starts finished when the query says so, and can scan again", () => {
    render(<SmartFitPanel query={new URLSearchParams("tab=smart-fit&scan=complete")} random={() => 0.999} />);
    expect(progress()).toBe("100");
    expect(badges().map((b) => b?.endsWith("Complete"))).toEqual([true, true, true, true]);
    expect(screen.getByRole("status").textContent).toBe("Scan complete.");
    expect(screen.getByRole("region", { name: "Your Fit Results" }).textContent).toContain("US 9.5");
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Start Foot Scan" }));
    expect(progress()).toBe("0");
    tick();
    expect(progress()).toBe("15");
  });

  it("clears its timer when unmounted mid-scan", () => {
    const { unmount } = render(<SmartFitPanel random={() => 0.5} />);
    fireEvent.click(screen.getByRole("button", { name: "Start Foot Scan" }));
    tick(3);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
