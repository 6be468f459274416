import { accountMenuButton, createAccount, mainNav, toasts, waitForSignedInNav } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("avatar menu", () => {
  test("works by keyboard alone", async ({ page }) => {
    await createAccount(page, "keyboard", "Katherine Johnson");
    await page.goto("/");
    await waitForSignedInNav(page);
    const trigger = accountMenuButton(page);
    await expect(trigger).toHaveAccessibleName("Account menu for Katherine Johnson");
    await expect(trigger).toHaveText("K");

    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("Katherine Johnson");
    const item = (name: string) => menu.getByRole("menuitem", { name });
    await expect(item("Dashboard")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item("AdaptIQ Demo")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item("Log out")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(item("AdaptIQ Demo")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(item("Dashboard")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/dashboard");
    await expect(menu).toBeHidden();
  });

  test("shows the email's first letter when the account has no display name", async ({ page }) => {
    const account = await createAccount(page, "noname", "");
    await page.goto("/");
    await expect(accountMenuButton(page)).toHaveText(account.email[0]!.toUpperCase());
    await expect(accountMenuButton(page)).toHaveAccessibleName(`Account menu for ${account.email}`);
  });
});

test.describe("mobile menu at 390 px, signed in", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the account's items, and Sign Out signs out", async ({ page }) => {
    const account = await createAccount(page, "mobile", "Mae Jemison");
    await page.goto("/");
    await waitForSignedInNav(page);
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

test.describe("server-rendered navigation", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's HTML already shows the signed-in items, with no signed-out flash", async ({ page }) => {
    await createAccount(page, "ssr", "Hedy Lamarr");
    await page.goto("/");
    await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Hedy Lamarr");
    await expect(mainNav(page).getByRole("link", { name: "AdaptIQ Demo" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  });

  test("/auth's buttons wait for JavaScript, so no form is ever posted natively", async ({ page }) => {
    await page.goto("/auth");
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await expect(main.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(main.locator("form")).toHaveAttribute("method", "post");
  });
});
