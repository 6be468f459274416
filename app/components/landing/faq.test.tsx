import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Faq } from "./faq";

describe("Faq", () => {
  it("toggles each answer independently and links question and answer", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const swap = screen.getByRole("button", { name: "How long does it take to swap a sole?" });
    const lock = screen.getByRole("button", { name: "Can the sole come loose during intense activity?" });
    const swapPanel = document.getElementById(swap.getAttribute("aria-controls") ?? "");
    expect(swapPanel).toHaveProperty("dataset.state", "closed");
    expect(swapPanel?.getAttribute("aria-labelledby")).toBe(swap.id);

    await user.click(swap);
    await user.click(lock);
    expect(swap.getAttribute("aria-expanded")).toBe("true");
    expect(lock.getAttribute("aria-expanded")).toBe("true");
    expect(swapPanel).toHaveProperty("dataset.state", "open");

    await user.click(swap);
    expect(swap.getAttribute("aria-expanded")).toBe("false");
    expect(lock.getAttribute("aria-expanded")).toBe("true");
  });

  it("renders every answer's text even while closed, for visitors without JavaScript", () => {
    render(<Faq />);
    expect(screen.getByText(/withstands up to 4x the force of intense activity/)).toBeTruthy();
  });
});
