import { PRODUCT_NAME } from "../../../app/lib/product";
import { expect, test } from "../../support/playwright-fixtures";

// JavaScript is off (the no-javascript project): what only the browser does on /lab and
// /technology, CSS showing the checked sport and the jump to an answer's anchor. Every tab, form
// and answer of the server is tests/pages/lab.test.ts.

test.describe("lab without JavaScript", () => {
  test("each sport shows its adaptations as soon as it is checked", async ({ page }) => {
    await page.goto("/lab");
    const sports: [string, string][] = [
      ["Trail", "Rocky, uneven trails"],
      ["Tennis", "Hard and clay courts"],
      ["Gym", "Flat gym floors"],
      ["Street", "City pavements"],
      ["Trail", "Rocky, uneven trails"],
    ];
    for (const [sport, terrain] of sports) {
      await page.locator("label", { hasText: sport }).click();
      await expect(page.getByRole("radio", { name: sport })).toBeChecked();
      await expect(page.getByRole("heading", { level: 3 })).toHaveText(`${sport} sole`);
      await expect(page.getByText(`Terrain: ${terrain}`)).toBeVisible();
      // Only the checked sport's bars are shown.
      await expect(page.getByRole("progressbar")).toHaveCount(4);
    }
    // The keyboard moves the choice too.
    await page.getByRole("radio", { name: "Trail" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText("Tennis sole");
  });
});

test.describe("technology without JavaScript", () => {
  test("Download App's answer is scrolled into view", async ({ page }) => {
    await page.goto("/technology");
    await page.getByRole("button", { name: "Download App" }).click();
    await expect(page).toHaveURL("/technology#companion-app");
    const status = page
      .getByRole("region", { name: `The ${PRODUCT_NAME} Companion App` })
      .getByRole("status");
    await expect(status).toHaveText(`Coming soon The ${PRODUCT_NAME} companion app is coming soon.`);
    await expect(status).toBeInViewport();
  });
});
