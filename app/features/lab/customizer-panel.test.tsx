import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { CustomizerPanel } from "./customizer-panel";

describe("CustomizerPanel", () => {
  const values = () =>
    ["Flexibility", "Grip", "Cushioning", "Stability"].map((name) =>
      screen.getByRole("progressbar", { name }).getAttribute("aria-valuenow"),
    );
  const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });

  it("starts on Trail and switches sport with native radios", async () => {
    const user = userEvent.setup();
    render(<CustomizerPanel />);
    expect(screen.getByRole("group", { name: "Sport" })).toBeTruthy();
    expect(radio("Trail").checked).toBe(true);
    expect(values()).toEqual(["75", "95", "80", "90"]);
    await user.click(radio("Street"));
    expect(screen.getByRole("heading", { name: "Street sole" })).toBeTruthy();
    expect(values()).toEqual(["80", "60", "90", "75"]);
    expect(radio("Trail").checked).toBe(false);
    await user.click(screen.getByText("Gym"));
    expect(radio("Gym").checked).toBe(true);
    expect(screen.getByRole("heading", { name: "Gym sole" })).toBeTruthy();
  });

  it("shows one sport's details once it has read the radios", () => {
    render(<CustomizerPanel />);
    expect(screen.getAllByRole("heading", { level: 3, hidden: true })).toHaveLength(1);
  });
});
