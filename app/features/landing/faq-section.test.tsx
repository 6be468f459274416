import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Faq } from "./faq-section";

const details = (question: string) => screen.getByText(question).closest("details")!;

describe("Faq", () => {
  it("is five native disclosures, closed at first", () => {
    const { container } = render(<Faq />);
    const all = container.querySelectorAll("details");
    expect(all).toHaveLength(5);
    for (const item of all) {
      expect(item.open).toBe(false);
      expect(item.querySelector(":scope > summary h3")).not.toBeNull();
    }
  });

  it("opens and closes each answer independently", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const swap = details("How long does it take to swap a sole?");
    const lock = details("Can the sole come loose during intense activity?");

    await user.click(screen.getByText("How long does it take to swap a sole?"));
    await user.click(screen.getByText("Can the sole come loose during intense activity?"));
    expect(swap.open).toBe(true);
    expect(lock.open).toBe(true);

    await user.click(screen.getByText("How long does it take to swap a sole?"));
    expect(swap.open).toBe(false);
    expect(lock.open).toBe(true);
  });

  it("keeps every answer in the HTML, so find-in-page and no-JavaScript visitors reach it", () => {
    render(<Faq />);
    expect(screen.getByText(/withstands up to 4x the force of intense activity/)).toBeTruthy();
  });
});
