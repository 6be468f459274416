import { accountMenuButton, tabTrigger, toasts } from "./support/accounts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// axe on the enhanced pages (ARIA tabs, menus and toasts come with the scripts): each test waits for
// the tab roles it checks, not for a marker. The server's HTML alone is checked in
// nojs/accounts.nojs.spec.ts.

test.describe("accessibility", () => {
  test("axe finds nothing on /auth, on both tabs", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("axe finds nothing on /dashboard: both tabs, a message, the settings page and the avatar menu", async ({
    page,
    accounts,
  }) => {
    await accounts.create(page, "axe");
    await page.goto("/dashboard");
    await expect(page.getByRole("tab", { name: "Preferences" })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTrigger(page, "Preferences").click();
    await expect(page.getByRole("button", { name: "Save Preferences" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toasts(page)).toContainText("Preferences saved");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Account Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Display Name").fill(" ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Display Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await accountMenuButton(page).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the dashboard fits without sideways scrolling; axe finds nothing, menu open or not", async ({
      page,
      accounts,
    }) => {
      await accounts.create(page, "narrow", "Maximilian Alexander von Humboldt-Ehrenberg");
      await page.goto("/dashboard");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.locator("#mobile-menu").getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
