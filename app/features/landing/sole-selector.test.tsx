import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { SOLES } from "~/features/landing/soles";

import { SoleSelector } from "./sole-selector";

describe("SoleSelector", () => {
  it("is four native radios in a group named Sole, trail checked first", () => {
    render(<SoleSelector />);
    const group = screen.getByRole("group", { name: "Sole" });
    const radios = screen.getAllByRole("radio");
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(["trail", "tennis", "street", "gym"]);
    expect((screen.getByRole("radio", { name: "Trail Running" }) as HTMLInputElement).checked).toBe(true);
  });

  it("checks another sole on click, leaving the DOM (not React state) to hold the choice", async () => {
    const user = userEvent.setup();
    render(<SoleSelector />);
    await user.click(screen.getByText("Gym/Training"));
    expect((screen.getByRole("radio", { name: "Gym/Training" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Trail Running" }) as HTMLInputElement).checked).toBe(false);
  });

  it("renders every sole's heading, description and image, each shown only while its radio is checked", () => {
    const { container } = render(<SoleSelector />);
    for (const sole of SOLES) {
      const panel = container.querySelector(`div[data-sole="${sole.id}"]`)!;
      expect(panel.textContent).toContain(`${sole.name} sole`);
      expect(panel.textContent).toContain(sole.description);
      expect(panel.className).toContain(`group-has-[#sole-${sole.id}:checked]:block`);
      const image = container.querySelector<HTMLImageElement>(`img[data-sole="${sole.id}"]`)!;
      expect(image.alt).toBe(`The Modura shoe fitted with the ${sole.name} sole`);
      expect(image.getAttribute("src")).toBe("/images/modura-shoe.svg");
      expect(image.className).toContain(`group-has-[#sole-${sole.id}:checked]:block`);
    }
  });

  it("lists the four swap steps in order", () => {
    render(<SoleSelector />);
    const steps = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain("Twist heel lock. Turn the dial");
    expect(steps[3]).toContain("Push forward and twist to secure.");
  });
});
