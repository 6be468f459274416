import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { type HeelProfile, INITIAL_PROFILE } from "~/features/elegance/designer-rules";

import { DesignerPanel } from "./designer-panel";

const height = () => screen.getByRole("slider", { name: "Height" });
const hours = () => screen.getByRole("slider", { name: "Wear Duration" });
const result = () => screen.queryByTestId("design-result");
const prompt = () => screen.queryByText(/Complete your profile to see your personalised design/);
const updating = () =>
  document.querySelector('[aria-labelledby="design-result-heading"] [role="status"]')!.textContent;

function pickArchAndHeel() {
  fireEvent.click(screen.getByRole("radio", { name: /^Low/ }));
  fireEvent.click(screen.getByRole("radio", { name: /^Stiletto/ }));
}

describe("DesignerPanel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starts at 165 cm and 4 h and asks for arch and heel, with no figures", () => {
    render(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    expect(height()).toHaveProperty("value", "165");
    expect(height().getAttribute("aria-valuetext")).toBe("165 cm");
    expect(hours()).toHaveProperty("value", "4");
    expect(prompt()).toBeTruthy();
    expect(result()).toBeNull();
    expect(screen.queryByText(/\d+(\.\d)? in$/)).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("with arch and heel picked (height left at 165), shows the default result, then the design 1000 ms later", () => {
    render(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    pickArchAndHeel();
    expect(prompt()).toBeNull();
    expect(result()!.textContent).toContain("3.5 in");
    expect(result()!.textContent).toContain("Medium-High");
    expect(result()!.textContent).toContain("85%");
    expect(result()!.textContent).toContain("92%");
    expect(updating()).toBe("Updating your design…");
    act(() => vi.advanceTimersByTime(999));
    expect(result()!.textContent).toContain("3.5 in");
    act(() => vi.advanceTimersByTime(1));
    // 165 cm, low arch, 4 h: 4 in, Extra-High, 95 − 12 = 83, 100 − 16.5 − 8 = 75.5 raised to 80.
    const text = result()!.textContent;
    expect(text).toContain("4 in");
    expect(text).toContain("Extra-High");
    expect(text).toContain("83%");
    expect(text).toContain("80%");
    expect(updating()).toBe("");
  });

  it("waits a full second after the last change, keeping the last design meanwhile", () => {
    render(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    pickArchAndHeel();
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(hours(), { target: { value: "8" } });
    expect(hours().getAttribute("aria-valuetext")).toBe("8 h");
    act(() => vi.advanceTimersByTime(999));
    expect(result()!.textContent).toContain("3.5 in");
    act(() => vi.advanceTimersByTime(1));
    expect(result()!.textContent).toContain("2.5 in");
    expect(result()!.textContent).toContain("71%");

    fireEvent.change(height(), { target: { value: "150" } });
    expect(updating()).toBe("Updating your design…");
    expect(result()!.textContent).toContain("2.5 in");
    act(() => vi.advanceTimersByTime(1000));
    expect(updating()).toBe("");
  });

  it("renders a submitted profile's design at once (the server's answer without JavaScript)", () => {
    const submitted: HeelProfile = {
      heightCm: 150,
      archType: "normal",
      heelStyle: "kitten",
      wearHours: 1,
      occasion: "daily",
    };
    render(<DesignerPanel initialProfile={submitted} />);
    expect(height()).toHaveProperty("value", "150");
    expect(screen.getByRole("radio", { name: /^Kitten/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: /^Daily/ })).toHaveProperty("checked", true);
    const text = result()!.textContent;
    expect(text).toContain("4 in");
    expect(text).toContain("Medium");
    expect(text).toContain("92%");
    expect(text).toContain("83%");
    expect(updating()).toBe("");
    expect(vi.getTimerCount()).toBe(0); // no design pending
  });

  it("is one GET form whose submit button shows only until the scripts run", () => {
    const html = renderToString(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    expect(html).toMatch(/<form[^>]*action="\/elegance" method="get"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Show My Design<\/button>/);
    expect(html).not.toMatch(/<button type="submit" hidden/);
    for (const name of ['name="height"', 'name="arch"', 'name="heel"', 'name="hours"', 'name="occasion"']) {
      expect(html).toContain(name);
    }
    render(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.textContent).toBe("Show My Design");
    expect(submit.hidden).toBe(true);
  });

  it("keeps what the visitor set before hydration, and designs from it", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    // The visitor acts on the server's HTML before React runs.
    const input = (selector: string) => container.querySelector<HTMLInputElement>(selector)!;
    input('input[name="height"]').value = "170";
    input('input[name="arch"][value="high"]').checked = true;
    input('input[name="heel"][value="block"]').checked = true;

    const root = await act(async () =>
      hydrateRoot(container, <DesignerPanel initialProfile={INITIAL_PROFILE} />),
    );
    expect(input('input[name="height"]').value).toBe("170");
    expect(input('input[name="arch"][value="high"]').checked).toBe(true);
    expect(input('input[name="height"]').getAttribute("aria-valuetext")).toBe("170 cm");
    expect(container.textContent).toContain("3.5 in");
    act(() => vi.advanceTimersByTime(1000));
    // 170 cm, high arch, 4 h: 4 in, High, 83, 100 − 17 − 8 = 75 raised to 80.
    const design = container.querySelector('[data-testid="design-result"]')!.textContent;
    expect(design).toContain("4 in");
    expect(design).toContain("High");
    expect(design).toContain("83%");
    act(() => root.unmount());
    container.remove();
  });

  it("sends the foot model turning, its pause and its reduced-motion note in the server's HTML", () => {
    // CSS turns it and holds it (app.css), so it needs no timer and works before the scripts run.
    const html = renderToString(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    expect(html).toContain('class="foot-model-turn');
    expect(html).toContain("animation-duration:18000ms");
    expect(html).toMatch(/<label class="foot-model-pause[^"]*"><input type="checkbox"/);
    expect(html).toContain("Held still: your device asks for reduced motion.");
    render(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    expect(screen.getByRole("checkbox", { name: "Pause rotation" })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears a pending result on unmount", () => {
    const { unmount } = render(<DesignerPanel initialProfile={INITIAL_PROFILE} />);
    pickArchAndHeel();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
