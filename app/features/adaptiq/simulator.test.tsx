import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { COMPLETE_SIMULATION, IDLE_SIMULATION, type SimulationState } from "~/features/adaptiq/simulation";

import { Simulator, useSimulation } from "./simulator";

/** The simulator in a form whose submit starts the run, as the page wires it. */
function Harness({ random, initial = IDLE_SIMULATION }: { random: () => number; initial?: SimulationState }) {
  const { simulation, start } = useSimulation(initial, random);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
    >
      <Simulator simulation={simulation} sportId="tennis" />
    </form>
  );
}

/** Replays `values` in order, then repeats the last one. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
};

const startButton = () => screen.getByRole("button", { name: /Start AdaptIQ Simulation|Simulating/ });
const progress = () => screen.getByRole("progressbar", { name: "Simulation progress" });
const stepStates = () =>
  within(screen.getByRole("list", { name: "Simulation steps" }))
    .getAllByRole("listitem")
    .map((li) => li.getAttribute("data-state"));

describe("Simulator", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs every 300 ms to the fixed result, disabled while running", () => {
    // Increments: 20 (0.9999), 5 (0), 13 (0.5), then 20 each: 20, 25, 38, 58, 78, 98, 118 → 100.
    render(<Harness random={sequence(0.9999, 0, 0.5, 0.9999)} />);
    expect(startButton().textContent).toBe("Start AdaptIQ Simulation");
    expect(progress().getAttribute("aria-valuenow")).toBe("0");
    expect(stepStates()).toEqual(["pending", "pending", "pending", "pending"]);
    expect(screen.queryByText("Energy Return")).toBeNull();

    fireEvent.click(startButton());
    expect(startButton()).toHaveProperty("disabled", true);
    expect(startButton().textContent).toBe("Simulating...");
    expect(stepStates()).toEqual(["current", "pending", "pending", "pending"]);

    act(() => vi.advanceTimersByTime(299));
    expect(progress().getAttribute("aria-valuenow")).toBe("0");
    act(() => vi.advanceTimersByTime(1));
    expect(progress().getAttribute("aria-valuenow")).toBe("20");
    act(() => vi.advanceTimersByTime(300));
    expect(progress().getAttribute("aria-valuenow")).toBe("25");
    expect(stepStates()).toEqual(["done", "current", "pending", "pending"]);
    act(() => vi.advanceTimersByTime(300 * 4));
    expect(progress().getAttribute("aria-valuenow")).toBe("98");
    expect(stepStates()).toEqual(["done", "done", "done", "current"]);
    expect(startButton()).toHaveProperty("disabled", true);
    expect(screen.queryByText("Energy Return")).toBeNull();

    act(() => vi.advanceTimersByTime(300));
    expect(progress().getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("100%")).toBeTruthy();
    expect(stepStates()).toEqual(["done", "done", "done", "done"]);
    expect(startButton()).toHaveProperty("disabled", false);
    expect(startButton().textContent).toBe("Start AdaptIQ Simulation");
    const results = within(
      screen.getByRole("heading", { name: "Your Optimized Configuration" }).parentElement!,
    )
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(results).toEqual(["+23%Energy Return", "+18%Stability", "+31%Traction", "-15%Impact Force"]);
    expect(document.querySelector("[aria-live=polite]")!.textContent).toBe(
      "Simulation complete: +23% Energy Return, +18% Stability, +31% Traction, -15% Impact Force.",
    );

    // Stopped: no timer left, nothing moves.
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(progress().getAttribute("aria-valuenow")).toBe("100");
  });

  it("starts from the server's finished run, with Start a submit that asks for it", () => {
    render(<Harness random={() => 0.5} initial={COMPLETE_SIMULATION} />);
    expect(progress().getAttribute("aria-valuenow")).toBe("100");
    expect(stepStates()).toEqual(["done", "done", "done", "done"]);
    expect(screen.getByText("Energy Return")).toBeTruthy();
    expect(startButton()).toHaveProperty("disabled", false);
    expect(startButton().getAttribute("type")).toBe("submit");
    expect(startButton().getAttribute("name")).toBe("simulation");
    expect(startButton().getAttribute("value")).toBe("run");
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.click(startButton());
    expect(progress().getAttribute("aria-valuenow")).toBe("0");
    expect(screen.queryByText("Energy Return")).toBeNull();
  });

  it("restarting resets progress to 0 and hides the previous result", () => {
    render(<Harness random={() => 0.9999} />);
    fireEvent.click(startButton());
    act(() => vi.advanceTimersByTime(300 * 5));
    expect(screen.getByText("Energy Return")).toBeTruthy();

    fireEvent.click(startButton());
    expect(progress().getAttribute("aria-valuenow")).toBe("0");
    expect(screen.queryByText("Energy Return")).toBeNull();
    expect(document.querySelector("[aria-live=polite]")!.textContent).toBe("Simulation started for Tennis.");
  });

  it("clears its timer on unmount mid-run", () => {
    const { unmount } = render(<Harness random={() => 0} />);
    fireEvent.click(startButton());
    act(() => vi.advanceTimersByTime(600));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
