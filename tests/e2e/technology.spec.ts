import type { Page } from "@playwright/test";

import { PRODUCT_NAME } from "../../app/lib/product";
import { toasts } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

const TABS = ["Neural AI", "Modular System", "Smart Sensors", "Auto-Calibration"] as const;

/** A phrase of each tab's panel, with its figures. */
const TAB_CONTENT: Record<(typeof TABS)[number], RegExp[]> = {
  "Neural AI": [/Under 100 ms/, /10,000\+/, /7-day learning period/],
  "Modular System": [/3 seconds/, /12\+/, /under 30 seconds/],
  "Smart Sensors": [/64 pressure sensors/, /6-axis IMU/, /±0\.1 °C/, /over 10,000 data points per second/],
  "Auto-Calibration": [/30 to 100%/, /50 ms/, /7 days/],
};

const explorer = (page: Page) => page.getByRole("tablist", { name: "Technology explorer" });
const main = (page: Page) => page.getByRole("main");

/** Opens the page; nothing waits for React (the explorer's tab roles only exist once it runs). */
async function openTechnology(page: Page) {
  await page.goto("/technology");
}

// The page's text, its feature cards and where its links lead are page facts: tests/pages/lab.test.ts.
test.describe("technology page", () => {
  test("explorer tabs move by arrow keys, each with its content", async ({ page }) => {
    await openTechnology(page);
    await expect(explorer(page).getByRole("tab")).toHaveText([...TABS]);
    await expect(explorer(page).getByRole("tab", { name: "Neural AI" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await explorer(page).getByRole("tab", { name: "Neural AI" }).focus();
    for (const [i, name] of TABS.entries()) {
      if (i > 0) await page.keyboard.press("ArrowRight");
      const tab = explorer(page).getByRole("tab", { name });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name });
      for (const phrase of TAB_CONTENT[name]) await expect(panel).toContainText(phrase);
    }
    // Arrow keys wrap; Home and End jump to the ends.
    await page.keyboard.press("ArrowRight");
    await expect(explorer(page).getByRole("tab", { name: "Neural AI" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(explorer(page).getByRole("tab", { name: "Auto-Calibration" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Home");
    await expect(explorer(page).getByRole("tab", { name: "Neural AI" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // Tab leaves the tab list for the open panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Neural AI" })).toBeFocused();
  });

  test("Download App says the companion app is coming soon, in place, each time", async ({ page }) => {
    await openTechnology(page);
    await expect(explorer(page)).toBeVisible();
    const download = main(page).getByRole("button", { name: "Download App" });
    await expect(download).toBeEnabled();
    await download.click();
    await expect(toasts(page)).toContainText("Coming soon");
    await expect(toasts(page)).toContainText(`The ${PRODUCT_NAME} companion app is coming soon.`);
    // In place: the page did not reload, and the message is a toast, not a line on the page.
    await expect(page).toHaveURL("/technology");
    await expect(main(page).getByRole("status")).toHaveCount(0);
    // Again: the action answers again, and the one toast at a time shows it.
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/technology"),
    );
    await download.click();
    expect((await answered).status()).toBe(200);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(`The ${PRODUCT_NAME} companion app is coming soon.`);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits, with every tab reachable", async ({ page }) => {
      await openTechnology(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The four tabs wrap inside the width rather than running off the side.
      for (const name of TABS) {
        const box = await explorer(page).getByRole("tab", { name }).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
      await explorer(page).getByRole("tab", { name: "Smart Sensors" }).click();
      await expect(page.getByRole("tabpanel", { name: "Smart Sensors" })).toContainText(
        "64 pressure sensors",
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

// Tapped as soon as the page is painted: a tab is a link and Download App a form, so the tap
// works before React runs; React then keeps what it did.
test.describe("technology, tapped right away", () => {
  test("an explorer tab", async ({ page }) => {
    await openTechnology(page);
    await page.locator("#explorer-tab-smart-sensors").click();
    await expect(page).toHaveURL("/technology?tab=smart-sensors");
    await expect(main(page).getByText("64 pressure sensors").first()).toBeVisible();
    await expect(explorer(page).getByRole("tab", { name: "Smart Sensors" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("Download App", async ({ page }) => {
    await openTechnology(page);
    await main(page).getByRole("button", { name: "Download App" }).click();
    // Before React runs the server answers on the page, which React then shows as the toast.
    await expect(toasts(page)).toContainText(`The ${PRODUCT_NAME} companion app is coming soon.`);
  });
});
