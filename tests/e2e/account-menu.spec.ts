import { accountMenuButton, toasts } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

// Log out from the menu: tests/e2e/accounts.spec.ts; the menu's items in the server's HTML:
// tests/pages/landing-nojs.test.ts.
test.describe("avatar menu", () => {
  test("works by keyboard alone, as an ARIA menu once React runs", async ({ page, accounts }) => {
    await accounts.create(page, "keyboard", "Katherine Johnson");
    await page.goto("/");
    const trigger = accountMenuButton(page);
    await expect(trigger).toHaveAccessibleName("Account menu for Katherine Johnson");
    await expect(trigger).toHaveText("K");
    // The menu semantics (and the arrow keys they promise) come with JavaScript: the effect checked.
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");

    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("Katherine Johnson");
    const item = (name: string) => menu.getByRole("menuitem", { name });
    await expect(menu.getByRole("menuitem")).toHaveText(["Dashboard", "AdaptIQ Demo", "Log out"]);
    await expect(item("Dashboard")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item("AdaptIQ Demo")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item("Log out")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(item("AdaptIQ Demo")).toBeFocused();
    await page.keyboard.press("End");
    await expect(item("Log out")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(item("Dashboard")).toBeFocused();
    // Typeahead: the first letter of an item.
    await page.keyboard.press("l");
    await expect(item("Log out")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowUp");
    await expect(item("Log out")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(item("Dashboard")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/dashboard");
    await expect(menu).toBeHidden();
  });

  test("opens under its button, and closes on an outside click and on Tab", async ({ page, accounts }) => {
    await accounts.create(page, "outside", "Dorothy Vaughan");
    await page.goto("/");
    const trigger = accountMenuButton(page);
    const menu = page.locator("#account-menu");
    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("Dorothy Vaughan");
    const [button, box] = await Promise.all([trigger.boundingBox(), menu.boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(Math.abs(box!.x + box!.width - (button!.x + button!.width))).toBeLessThan(24);

    await page.mouse.click(20, 600);
    await expect(menu).toBeHidden();

    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await trigger.click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
  });
});

test.describe("mobile menu at 390 px, signed in", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the account's items, and Sign Out signs out", async ({ page, accounts }) => {
    const account = await accounts.create(page, "mobile", "Mae Jemison");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toContainText("Mae Jemison");
    await expect(menu).toContainText(account.email);
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(menu.getByRole("link", { name: "AdaptIQ Demo" })).toHaveAttribute("href", "/adaptiq-demo");
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);

    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(toasts(page)).toContainText("Signed out");
    await expect(page).toHaveURL("/");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
