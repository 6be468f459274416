import type { Locator, Page } from "@playwright/test";

import { createAccount, toasts, waitForSignedInNav } from "./support/accounts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

const height = (page: Page) => page.getByRole("slider", { name: "Height" });
const hours = (page: Page) => page.getByRole("slider", { name: "Wear Duration" });
const designResult = (page: Page) => page.getByTestId("design-result");
const footModel = (page: Page) => page.getByRole("img", { name: "Foot model" });
const carousel = (page: Page) => page.getByRole("region", { name: "Shoe gallery" });
const announcement = (page: Page) => carousel(page).locator("[aria-live=polite]");

/** Opens /elegance and waits for hydration (the profile's inputs are disabled until then). */
async function openElegance(page: Page) {
  await page.goto("/elegance");
  await expect(height(page)).toBeEnabled();
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
}

/** Moves a range input by keyboard: Home or End first, then ArrowRight presses. */
async function setSlider(slider: Locator, start: "Home" | "End", rightPresses = 0) {
  await slider.focus();
  await slider.press(start);
  for (let i = 0; i < rightPresses; i++) await slider.press("ArrowRight");
}

async function expectDesign(page: Page, values: [string, string, string, string]) {
  const [ideal, arch, cushioning, balance] = values;
  const result = designResult(page);
  await expect(result).toBeVisible();
  await expect(result.getByRole("definition").nth(0)).toHaveText(ideal);
  await expect(result.getByRole("definition").nth(1)).toHaveText(arch);
  await expect(result.getByRole("progressbar", { name: "Cushioning" })).toBeVisible();
  await expect(result).toContainText(`Cushioning${cushioning}`);
  await expect(result).toContainText(`Balance Score${balance}`);
}

test.describe("/elegance", () => {
  test("opens on the AI Designer with its defaults", async ({ page }) => {
    await openElegance(page);
    await expect(page).toHaveTitle(/Modura Elegance/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /stiletto/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Modura Elegance\s*Beta/);
    await expect(page.getByRole("tab", { name: "AI Designer" })).toHaveAttribute("aria-selected", "true");
    for (const name of ["Balance Engine", "Posture Sync", "Gallery"]) {
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "false");
    }
    await expect(height(page)).toHaveValue("165");
    await expect(height(page)).toHaveAttribute("aria-valuetext", "165 cm");
    await expect(hours(page)).toHaveValue("4");
    await expect(hours(page)).toHaveAttribute("aria-valuetext", "4 h");
    await expect(page.getByText(/Complete your profile to see your personalised design/)).toBeVisible();
    const example = page.getByTestId("example-design");
    await expect(example).toContainText("Example design, before any input");
    await expect(example).toContainText("3.5 in");
    await expect(example).toContainText("Medium-High");
    await expect(example).toContainText("Cushioning85%");
    await expect(example).toContainText("Balance Score92%");
    await expect(designResult(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Early Access" })).toHaveAttribute("href", "/auth");
  });

  test("designs for 170 cm, a low arch, a stiletto and 8 hours", async ({ page }) => {
    await openElegance(page);
    await setSlider(height(page), "Home", 20);
    await expect(height(page)).toHaveAttribute("aria-valuetext", "170 cm");
    await page.getByRole("radio", { name: /^Low/ }).check();
    await page.getByRole("radio", { name: /^Stiletto/ }).check();
    await setSlider(hours(page), "Home", 14);
    await expect(hours(page)).toHaveAttribute("aria-valuetext", "8 h");
    // 95 − 24 = 71; 100 − 17 − 16 = 67, raised to the floor of 80.
    await expectDesign(page, ["2.5 in", "Extra-High", "71%", "80%"]);
  });

  test("designs for 150 cm, a normal arch, a kitten heel and 1 hour", async ({ page }) => {
    await openElegance(page);
    await page.getByRole("radio", { name: /^Normal/ }).check();
    await page.getByRole("radio", { name: /^Kitten/ }).check();
    await page.getByRole("radio", { name: /^Daily/ }).check();
    await setSlider(hours(page), "Home");
    await expect(page.getByText(/Complete your profile/)).toBeVisible();
    await setSlider(height(page), "Home");
    // 95 − 3 = 92; 100 − 15 − 2 = 83.
    await expectDesign(page, ["4 in", "Medium", "92%", "83%"]);
    // The profile and its design survive a switch of tabs.
    await openTab(page, "Gallery");
    await openTab(page, "AI Designer");
    await expect(height(page)).toHaveValue("150");
    await expect(page.getByRole("radio", { name: /^Kitten/ })).toBeChecked();
    await expectDesign(page, ["4 in", "Medium", "92%", "83%"]);
  });

  test("designs for 190 cm, a high arch, a platform and 6 then 6.5 hours", async ({ page }) => {
    await openElegance(page);
    await setSlider(height(page), "End");
    await page.getByRole("radio", { name: /^High/ }).check();
    await page.getByRole("radio", { name: /^Platform/ }).check();
    await setSlider(hours(page), "Home", 10);
    await expect(hours(page)).toHaveAttribute("aria-valuetext", "6 h");
    // 6 hours is not above 6: 4 in; 95 − 18 = 77.
    await expectDesign(page, ["4 in", "High", "77%", "80%"]);
    await hours(page).press("ArrowRight");
    await expect(hours(page)).toHaveAttribute("aria-valuetext", "6.5 h");
    await expect(page.getByText("Updating your design…")).toBeVisible();
    // 95 − 19.5 = 75.5; 100 − 19 − 13 = 68, raised to 80.
    await expectDesign(page, ["2.5 in", "High", "75.5%", "80%"]);
  });

  test("the foot model turns", async ({ page }) => {
    await openElegance(page);
    const first = Number(await footModel(page).getAttribute("data-angle"));
    await expect
      .poll(async () => Number(await footModel(page).getAttribute("data-angle")))
      .toBeGreaterThan(first + 5);
    await expect(footModel(page)).toHaveAttribute("style", /rotate\(\d+deg\)/);
    await page.getByRole("button", { name: "Pause rotation" }).click();
    await expect(page.getByRole("button", { name: "Pause rotation" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const paused = await footModel(page).getAttribute("data-angle");
    await page.waitForTimeout(300);
    await expect(footModel(page)).toHaveAttribute("data-angle", paused!);
  });

  test("explains the Balance Engine and Posture Sync", async ({ page }) => {
    await openElegance(page);
    const balance = await openTab(page, "Balance Engine");
    await expect(balance.getByRole("heading", { level: 2, name: "Balance Engine" })).toBeVisible();
    for (const title of [
      "Reads every step",
      "Shares the load",
      "Adjusts in under 100 ms",
      "Steadies the heel",
    ]) {
      await expect(balance.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    const posture = await openTab(page, "Posture Sync");
    await expect(posture.getByRole("heading", { level: 2, name: "Posture Sync" })).toBeVisible();
    for (const title of ["Reads your stance", "Keeps you aligned", "Learns your walk", "Gentle reminders"]) {
      await expect(posture.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(posture.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the gallery wraps both ways, by buttons and by arrow keys", async ({ page }) => {
    await openElegance(page);
    const gallery = await openTab(page, "Gallery");
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    const slide = gallery.getByRole("group");
    await expect(slide.getByRole("heading", { level: 3 })).toHaveText("Aurora Elite");
    await expect(slide).toContainText("pointed stiletto");
    await expect(slide).toContainText("4.5 in");
    await expect(slide.getByRole("progressbar", { name: "Aurora Elite Comfort" })).toHaveAttribute(
      "aria-valuenow",
      "92",
    );
    await expect(slide.getByRole("progressbar", { name: "Aurora Elite Elegance" })).toHaveAttribute(
      "aria-valuenow",
      "98",
    );
    await expect(slide.getByRole("progressbar", { name: "Aurora Elite Stability" })).toHaveAttribute(
      "aria-valuenow",
      "85",
    );

    await gallery.getByRole("button", { name: "Previous" }).click();
    await expect(announcement(page)).toHaveText("Shoe 4 of 4: Ethereal Comfort");
    await expect(slide).toContainText("kitten heel");
    await gallery.getByRole("button", { name: "Next" }).click();
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    await gallery.getByRole("button", { name: "Next" }).click();
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    await expectNoAxeViolations(page);

    await carousel(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(announcement(page)).toHaveText("Shoe 4 of 4: Ethereal Comfort");
    await page.keyboard.press("ArrowRight");
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    await page.keyboard.press("ArrowLeft");
    await expect(announcement(page)).toHaveText("Shoe 4 of 4: Ethereal Comfort");
    await expect(slide).toContainText("Ethereal Comfort");
  });

  test("an anonymous visitor is asked to sign in to save a wish", async ({ page }) => {
    await openElegance(page);
    const gallery = await openTab(page, "Gallery");
    await gallery.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(toasts(page)).toContainText("Sign in to save your wishlist");
    await expect(gallery.getByRole("link", { name: "Sign in to save your wishlist" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=/elegance",
    );
  });

  test("a signed-in visitor adds a shoe to the wishlist, keeps it, and removes it", async ({ page }) => {
    await createAccount(page, "elegance-wish");
    await openElegance(page);
    await waitForSignedInNav(page);
    let gallery = await openTab(page, "Gallery");
    await gallery.getByRole("button", { name: "Next" }).click();
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    const add = gallery.getByRole("button", { name: "Add to Wishlist" });
    await expect(add).toHaveAttribute("aria-pressed", "false");
    await add.click();
    await expect(toasts(page)).toContainText("Added to wishlist");
    await expect(toasts(page)).toContainText("Celestial Grace is on your wishlist.");
    await expect(gallery.getByRole("button", { name: "On Your Wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(gallery.getByRole("link", { name: "Sign in to save your wishlist" })).toHaveCount(0);
    // The shoe shown and the wish survive a switch of tabs.
    await openTab(page, "AI Designer");
    gallery = await openTab(page, "Gallery");
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    await expect(gallery.getByRole("button", { name: "On Your Wishlist" })).toBeVisible();

    await page.reload();
    await expect(height(page)).toBeEnabled();
    gallery = await openTab(page, "Gallery");
    await expect(gallery.getByRole("button", { name: "Add to Wishlist" })).toBeVisible();
    await gallery.getByRole("button", { name: "Next" }).click();
    const wished = gallery.getByRole("button", { name: "On Your Wishlist" });
    await expect(wished).toHaveAttribute("aria-pressed", "true");
    await wished.click();
    await expect(toasts(page)).toContainText("Removed from wishlist");
    await expect(gallery.getByRole("button", { name: "Add to Wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("every tab is reachable by keyboard, and axe finds nothing on the designer", async ({ page }) => {
    await openElegance(page);
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "AI Designer" }).focus();
    for (const name of ["Balance Engine", "Posture Sync", "Gallery"]) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name })).toBeFocused();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name })).toBeVisible();
    }
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "AI Designer" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "AI Designer" })).toBeFocused();
  });

  test("works at 390 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openElegance(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole("radio", { name: /^Normal/ }).check();
    await page.getByRole("radio", { name: /^Block/ }).check();
    await setSlider(height(page), "Home", 10);
    await expectDesign(page, ["4 in", "Medium", "83%", "80%"]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openTab(page, "Gallery");
    expect(await overflow()).toBeLessThanOrEqual(0);
    const next = page.getByRole("button", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  });

  test.describe("under prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the foot model stays still", async ({ page }) => {
      await openElegance(page);
      await expect(page.getByText(/Held still: your device asks for reduced motion/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Pause rotation" })).toHaveCount(0);
      await page.waitForTimeout(500);
      await expect(footModel(page)).toHaveAttribute("data-angle", "0");
      await expect(footModel(page)).toHaveAttribute("style", /rotate\(0deg\)/);
    });
  });
});
