import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { SoleSelector } from "./sole-selector";

describe("SoleSelector", () => {
  it("starts on trail and switches sole on click", async () => {
    const user = userEvent.setup();
    render(<SoleSelector />);
    const trail = screen.getByRole("button", { name: "Trail Running" });
    const gym = screen.getByRole("button", { name: "Gym/Training" });
    expect(trail.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("heading", { name: "Trail Running sole" })).toBeTruthy();

    await user.click(gym);
    expect(gym.getAttribute("aria-pressed")).toBe("true");
    expect(trail.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("heading", { name: "Gym/Training sole" })).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("src")).toBe("/images/modura-shoe.svg");
  });

  it("lists the four swap steps in order", () => {
    render(<SoleSelector />);
    const steps = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain("Twist heel lock. Turn the dial");
    expect(steps[3]).toContain("Push forward and twist to secure.");
  });
});
