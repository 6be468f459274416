import { expectDesign, height, hours, setSlider } from "../support/elegance-page";
import { expect, test } from "../support/playwright-fixtures";
import { slowScripts } from "../support/slow-scripts";

// /elegance tapped the moment it shows, before React runs: each tap does its native job and
// hydration keeps what the visitor did.

test.describe("/elegance: a tap right after the page shows", () => {
  test("a heel style and an arch picked at once are kept and designed for", async ({ page }) => {
    await page.goto("/elegance");
    await page.getByRole("radio", { name: /^Platform/ }).check();
    await page.getByRole("radio", { name: /^Low/ }).check();
    await expect(page.getByRole("radio", { name: /^Platform/ })).toBeChecked();
    // 165 cm, 4 h: 4 in, Extra-High, 83%, 80%.
    await expectDesign(page, ["4 in", "Extra-High", "83%", "80%"]);
    await expect(page.getByRole("radio", { name: /^Platform/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Low/ })).toBeChecked();
  });

  test("sliders set before hydration on a slow CPU keep their values", async ({ page, context }) => {
    const phone = await slowScripts(context, page);
    await page.goto("/elegance", { waitUntil: "commit" });
    await setSlider(height(page), "Home");
    await setSlider(hours(page), "Home");
    await page.getByRole("radio", { name: /^Normal/ }).check();
    await page.getByRole("radio", { name: /^Stiletto/ }).check();
    await expect(page.getByRole("tab"), "the visitor acted before React ran").toHaveCount(0);
    phone.release();
    // A JavaScript-only effect: the tab links become ARIA tabs once React runs.
    await expect(page.getByRole("tab", { name: "AI Designer" })).toBeVisible({ timeout: 20_000 });
    await phone.stop();
    await expect(height(page)).toHaveValue("150");
    await expect(hours(page)).toHaveValue("1");
    await expect(page.getByRole("radio", { name: /^Stiletto/ })).toBeChecked();
    // React read them: their labels and the design follow (95 − 3 = 92; 100 − 15 − 2 = 83).
    await expect(height(page)).toHaveAttribute("aria-valuetext", "150 cm");
    await expect(hours(page)).toHaveAttribute("aria-valuetext", "1 h");
    await expectDesign(page, ["4 in", "Medium", "92%", "83%"]);
  });
});
