import type { Page } from "@playwright/test";

import { toasts } from "../support/browser-accounts";
import {
  announcement,
  carousel,
  expectDesign,
  expectFootModelTurnsAndPauses,
  footAngle,
  footModelTurn,
  gallery,
  height,
  hours,
  pauseRotation,
  setSlider,
} from "../support/elegance-page";
import { expect, test } from "../support/playwright-fixtures";

/** Opens /elegance. Nothing waits for React: every control works from the first paint. */
async function openElegance(page: Page, query = "") {
  await page.goto(`/elegance${query}`);
}

/** Switches tabs in place: the tab roles exist once React runs, so this also waits for it. */
async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel", { name });
}

// The designer's defaults, each tab's content and the gallery's steps as the server sends them are
// page facts: tests/pages/elegance.test.ts.
test.describe("/elegance", () => {
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

  test("height counts at its default: arch and heel show the default result, then the design", async ({
    page,
  }) => {
    await openElegance(page);
    // Every result the page shows, in order: the default one lasts only a second, which a busy
    // machine can let pass between two checks.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shownResults: string[] }).shownResults = shown;
      new MutationObserver(() => {
        const text = document.querySelector("[data-testid=design-result]")?.textContent ?? "";
        if (text && text !== shown.at(-1)) shown.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("radio", { name: /^High/ }).check();
    await page.getByRole("radio", { name: /^Block/ }).check();
    await expect(page.getByText(/Complete your profile/)).toHaveCount(0);
    // A second after the last change, the design for 165 cm and 4 hours:
    // 95 − 12 = 83; 100 − 16.5 − 8 = 75.5, raised to 80.
    await expectDesign(page, ["4 in", "High", "83%", "80%"]);
    // Before it, the default result (docs/product.md, AI Designer).
    const shown = await page.evaluate(() => (window as unknown as { shownResults: string[] }).shownResults);
    expect(shown[0]).toBe("Ideal Heel Height3.5 inArch SupportMedium-HighCushioning85%Balance Score92%");
  });

  test("the foot model turns one degree every 50 ms, and pauses", async ({ page }) => {
    await openElegance(page);
    await expectFootModelTurnsAndPauses(page);
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
    const posture = await openTab(page, "Posture Sync");
    await expect(posture.getByRole("heading", { level: 2, name: "Posture Sync" })).toBeVisible();
    for (const title of ["Reads your stance", "Keeps you aligned", "Learns your walk", "Gentle reminders"]) {
      await expect(posture.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(posture.getByRole("button")).toHaveCount(0);
  });

  test("the gallery wraps both ways, by buttons and by arrow keys", async ({ page }) => {
    await openElegance(page);
    const panel = await openTab(page, "Gallery");
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    const slide = panel.getByRole("group");
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

    await panel.getByRole("link", { name: "Previous" }).click();
    await expect(announcement(page)).toHaveText("Shoe 4 of 4: Ethereal Comfort");
    await expect(page).toHaveURL("/elegance?tab=gallery&shoe=4");
    await expect(slide).toContainText("kitten heel");
    await panel.getByRole("link", { name: "Next" }).click();
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    await panel.getByRole("link", { name: "Next" }).click();
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    await expect(page).toHaveURL("/elegance?tab=gallery&shoe=2");
    // In place: the designer's state is still there, nothing reloaded.
    await expect(page.getByRole("tab", { name: "Gallery" })).toHaveAttribute("aria-selected", "true");

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
    const panel = await openTab(page, "Gallery");
    await panel.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(toasts(page)).toContainText("Sign in to save your wishlist");
    // A toast, not the no-JavaScript line on the page.
    await expect(panel.getByRole("status")).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Sign in to save your wishlist" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Felegance%3Ftab%3Dgallery%26shoe%3D1",
    );
  });

  test("a signed-in visitor adds a shoe to the wishlist, keeps it, and removes it", async ({
    page,
    accounts,
  }) => {
    await accounts.create(page, "elegance-wish");
    await openElegance(page);
    let panel = await openTab(page, "Gallery");
    await panel.getByRole("link", { name: "Next" }).click();
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    const add = panel.getByRole("button", { name: "Add to Wishlist" });
    await expect(add).toHaveAttribute("aria-pressed", "false");
    await add.click();
    await expect(toasts(page)).toContainText("Added to wishlist");
    await expect(toasts(page)).toContainText("Celestial Grace is on your wishlist.");
    await expect(panel.getByRole("button", { name: "On Your Wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(panel.getByRole("link", { name: "Sign in to save your wishlist" })).toHaveCount(0);
    // The shoe shown and the wish survive a switch of tabs.
    await openTab(page, "AI Designer");
    panel = await openTab(page, "Gallery");
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    await expect(panel.getByRole("button", { name: "On Your Wishlist" })).toBeVisible();

    // The URL holds the shoe, and the server the wish.
    await page.reload();
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    const wished = page.getByRole("button", { name: "On Your Wishlist" });
    await expect(wished).toHaveAttribute("aria-pressed", "true");
    await panel.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByRole("button", { name: "Add to Wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await panel.getByRole("link", { name: "Next" }).click();
    await wished.click();
    await expect(toasts(page)).toContainText("Removed from wishlist");
    await expect(panel.getByRole("button", { name: "Add to Wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("opens on the AI Designer, its send button gone once React runs, and every tab is reachable by keyboard", async ({
    page,
  }) => {
    await openElegance(page);
    await expect(page.getByRole("tab", { name: "AI Designer" })).toHaveAttribute("aria-selected", "true");
    for (const name of ["Balance Engine", "Posture Sync", "Gallery"]) {
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "false");
    }
    // The form's button is for visitors without JavaScript.
    await expect(page.getByRole("button", { name: "Show My Design" })).toBeHidden();
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
    const next = gallery(page).getByRole("link", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport({ ratio: 1 });
  });

  test.describe("under prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the foot model stays still", async ({ page }) => {
      await openElegance(page);
      await expect(page.getByText(/Held still: your device asks for reduced motion/)).toBeVisible();
      await expect(pauseRotation(page)).toHaveCount(0);
      // No animation at all, so nothing can turn it: the angle is and stays 0.
      expect(await footModelTurn(page).evaluate((box) => getComputedStyle(box).animationName)).toBe("none");
      expect(await footModelTurn(page).evaluate((box) => box.getAnimations().length)).toBe(0);
      expect(await footAngle(page)).toBe(0);
    });
  });
});
