import type { Locator, Page } from "@playwright/test";

import { expect } from "./playwright-fixtures";

/** Locators and steps shared by the /elegance specs (with and without JavaScript). */

export const height = (page: Page) => page.getByRole("slider", { name: "Height" });
export const hours = (page: Page) => page.getByRole("slider", { name: "Wear Duration" });
export const designResult = (page: Page) => page.getByTestId("design-result");
export const footModel = (page: Page) => page.getByRole("img", { name: "Foot model" });
export const pauseRotation = (page: Page) => page.getByRole("checkbox", { name: "Pause rotation" });

/** What CSS turns: the box around the foot model's SVG. */
export const footModelTurn = (page: Page) => footModel(page).locator("xpath=..");

/** The foot model's angle now, in whole degrees, read from its box's computed transform. */
export const footAngle = (page: Page) =>
  footModelTurn(page).evaluate((box) => {
    const transform = getComputedStyle(box).transform;
    if (transform === "none") return 0;
    const matrix = new DOMMatrixReadOnly(transform);
    return Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI + 360) % 360;
  });

/** It turns one degree every 50 ms: 360 steps over 18 s, then stops while "Pause rotation" is checked. */
export async function expectFootModelTurnsAndPauses(page: Page) {
  const style = await footModelTurn(page).evaluate((box) => {
    const { animationDuration, animationTimingFunction, animationIterationCount } = getComputedStyle(box);
    return { animationDuration, animationTimingFunction, animationIterationCount };
  });
  expect(style).toEqual({
    animationDuration: "18s",
    animationTimingFunction: "steps(360)",
    animationIterationCount: "infinite",
  });
  const first = await footAngle(page);
  await expect.poll(() => footAngle(page)).not.toBe(first);

  // What a visitor taps: the visible label (the checkbox itself is visually hidden).
  const toggle = page.locator("label").filter({ hasText: "Pause rotation" });
  await toggle.click();
  await expect(pauseRotation(page)).toBeChecked();
  const paused = await footAngle(page);
  // Paused is the browser's own word for an animation whose time stands still.
  await expect
    .poll(() => footModelTurn(page).evaluate((box) => box.getAnimations().map((a) => a.playState)))
    .toEqual(["paused"]);
  expect(await footAngle(page)).toBe(paused);

  await toggle.click();
  await expect(pauseRotation(page)).not.toBeChecked();
  await expect.poll(() => footAngle(page)).not.toBe(paused);
}
export const carousel = (page: Page) => page.getByRole("region", { name: "Shoe gallery" });
export const announcement = (page: Page) => carousel(page).locator("[aria-live=polite]");

export const gallery = (page: Page) => page.getByRole("tabpanel", { name: "Gallery" });

/** Moves a range input by keyboard: Home or End first, then ArrowRight presses. */
export async function setSlider(slider: Locator, start: "Home" | "End", rightPresses = 0) {
  await slider.focus();
  await slider.press(start);
  for (let i = 0; i < rightPresses; i++) await slider.press("ArrowRight");
}

export async function expectDesign(page: Page, values: [string, string, string, string]) {
  const [ideal, arch, cushioning, balance] = values;
  const result = designResult(page);
  await expect(result).toBeVisible();
  await expect(result.getByRole("definition").nth(0)).toHaveText(ideal);
  await expect(result.getByRole("definition").nth(1)).toHaveText(arch);
  await expect(result.getByRole("progressbar", { name: "Cushioning" })).toBeVisible();
  await expect(result).toContainText(`Cushioning${cushioning}`);
  await expect(result).toContainText(`Balance Score${balance}`);
}
