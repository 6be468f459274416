import { act, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useInterval } from "./use-interval";

function Counter({ delay }: { delay: number | null }) {
  const [count, setCount] = useState(0);
  useInterval(() => setCount((c) => c + 1), delay);
  return <p>{count}</p>;
}

describe("useInterval", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks every delay while running, and not once stopped", () => {
    const { container, rerender } = render(<Counter delay={300} />);
    act(() => vi.advanceTimersByTime(900));
    expect(container.textContent).toBe("3");
    rerender(<Counter delay={null} />);
    act(() => vi.advanceTimersByTime(900));
    expect(container.textContent).toBe("3");
  });

  it("clears its timer on unmount", () => {
    const { unmount } = render(<Counter delay={200} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
