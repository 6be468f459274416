import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { MotionPanel } from "./motion-panel";

const hiddenFields = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((i) => [i.name, i.value]);

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

  it("is a form that asks the lab for the other state, keeping the rest of the query", () => {
    render(<MotionPanel query={new URLSearchParams("scan=complete")} />);
    const form = screen.getByRole("button", { name: "Activate" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/lab");
    expect(hiddenFields(form)).toEqual([
      ["scan", "complete"],
      ["tab", "motion"],
      ["motion", "active"],
    ]);
  });

  it("starts active when the query says so, its form then turning it off", () => {
    render(<MotionPanel query={new URLSearchParams("tab=motion&motion=active")} />);
    const toggle = screen.getByRole("button", { name: "Active" });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("list", { name: "Live readings" })).toBeTruthy();
    expect(hiddenFields(toggle.closest("form")!)).toEqual([["tab", "motion"]]);
  });
});
