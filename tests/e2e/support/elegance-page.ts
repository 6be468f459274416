import type { Locator, Page } from "@playwright/test";

import { expect } from "./fixtures";

/** Locators and steps shared by the /elegance specs (with and without JavaScript). */

export const height = (page: Page) => page.getByRole("slider", { name: "Height" });
export const hours = (page: Page) => page.getByRole("slider", { name: "Wear Duration" });
export const designResult = (page: Page) => page.getByTestId("design-result");
export const footModel = (page: Page) => page.getByRole("img", { name: "Foot model" });
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
