import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { CustomizerPanel } from "./customizer-panel";
import { MotionPanel } from "./motion-panel";

describe("MotionPanel", () => {
  it("toggles between Activate and Active, showing the readings only when active", async () => {
    const user = userEvent.setup();
    render(<MotionPanel />);
    const toggle = screen.getByRole("button", { name: "Activate" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText(/Motion AI is off/)).toBeTruthy();
    expect(screen.queryByText("Rough Trail")).toBeNull();

    await user.click(toggle);
    expect(toggle.textContent).toBe("Active");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    const readings = screen.getByRole("list", { name: "Live readings" }).textContent;
    expect(readings).toContain("Rough Trail");
    expect(readings).toContain("165 SPM");
    expect(readings).toContain("2.1x BW");

    await user.click(toggle);
    expect(toggle.textContent).toBe("Activate");
    expect(screen.queryByText("Rough Trail")).toBeNull();
  });
});

describe("CustomizerPanel", () => {
  const values = () =>
    ["Flexibility", "Grip", "Cushioning", "Stability"].map((name) =>
      screen.getByRole("progressbar", { name }).getAttribute("aria-valuenow"),
    );

  it("starts on Trail and switches sport", async () => {
    const user = userEvent.setup();
    render(<CustomizerPanel />);
    expect(screen.getByRole("button", { name: "Trail" }).getAttribute("aria-pressed")).toBe("true");
    expect(values()).toEqual(["75", "95", "80", "90"]);
    await user.click(screen.getByRole("button", { name: "Street" }));
    expect(screen.getByRole("heading", { name: "Street sole" })).toBeTruthy();
    expect(values()).toEqual(["80", "60", "90", "75"]);
    expect(screen.getByRole("button", { name: "Trail" }).getAttribute("aria-pressed")).toBe("false");
  });
});
