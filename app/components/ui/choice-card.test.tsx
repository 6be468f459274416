import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { ChoiceCard } from "./choice-card";

const SPORTS = ["Trail", "Tennis", "Gym"] as const;

function renderGroup(type: "radio" | "checkbox", checked: readonly string[]) {
  render(
    <form aria-label="Sports">
      <fieldset>
        <legend>Sport</legend>
        {SPORTS.map((sport) => (
          <ChoiceCard
            key={sport}
            type={type}
            look="soft"
            name="sport"
            value={sport.toLowerCase()}
            defaultChecked={checked.includes(sport)}
            className="flex"
          >
            <span aria-hidden="true">*</span>
            {sport}
          </ChoiceCard>
        ))}
      </fieldset>
    </form>,
  );
  const form = screen.getByRole("form", { name: "Sports" }) as HTMLFormElement;
  return { chosen: () => new FormData(form).getAll("sport") };
}

describe("ChoiceCard", () => {
  it("is a native radio named by its card, which posts with its form", async () => {
    const { chosen } = renderGroup("radio", ["Trail"]);
    const tennis = screen.getByRole("radio", { name: "Tennis" });
    expect(tennis.getAttribute("name")).toBe("sport");
    expect(chosen()).toEqual(["trail"]);

    // A click anywhere on the card (its label) checks it, as the browser does without script.
    await userEvent.click(screen.getByText("Tennis"));
    expect(screen.getByRole("radio", { name: "Tennis" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Trail" })).toHaveProperty("checked", false);
    expect(chosen()).toEqual(["tennis"]);
  });

  it("as checkboxes, toggles each card on its own", async () => {
    const { chosen } = renderGroup("checkbox", ["Gym"]);
    await userEvent.click(screen.getByText("Trail"));
    await userEvent.click(screen.getByText("Gym"));
    expect(chosen()).toEqual(["trail"]);
  });

  it("covers the card with the transparent input, and styles the card by its checked state", () => {
    renderGroup("radio", []);
    const input = screen.getByRole("radio", { name: "Gym" });
    const card = input.closest("label")!;
    expect(input.className).toContain("opacity-0");
    expect(input.className).toContain("absolute inset-0");
    expect(card.className).toContain("has-checked:");
    expect(card.className).toContain("has-focus-visible:outline-2");
    expect(card.className.endsWith(" flex")).toBe(true);
  });
});
