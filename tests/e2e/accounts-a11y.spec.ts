import { accountMenuButton, createAccount, waitForAuthForm, waitForDashboard } from "./support/accounts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test.describe("accessibility", () => {
  test("axe finds nothing on /auth, on both tabs", async ({ page }) => {
    await page.goto("/auth");
    await waitForAuthForm(page);
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("axe finds nothing on /dashboard: both tabs, the dialog and the avatar menu", async ({ page }) => {
    await createAccount(page, "axe");
    await page.goto("/dashboard");
    await waitForDashboard(page);
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Preferences" }).click();
    await expect(page.getByRole("button", { name: "Save Preferences" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Account Settings" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await accountMenuButton(page).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the dashboard fits without sideways scrolling; axe finds nothing, menu open or not", async ({
      page,
    }) => {
      await createAccount(page, "narrow", "Maximilian Alexander von Humboldt-Ehrenberg");
      await page.goto("/dashboard");
      await waitForDashboard(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.locator("#mobile-menu").getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
