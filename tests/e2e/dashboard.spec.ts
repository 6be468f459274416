import type { Page } from "@playwright/test";

import {
  accountMenuButton,
  createAccount,
  destructiveToast,
  mainNav,
  signInWithForm,
  toasts,
  waitForDashboard,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";

const openPreferences = async (page: Page) => {
  await waitForDashboard(page);
  await page.getByRole("tab", { name: "Preferences" }).click();
  return page.getByRole("tabpanel", { name: "Preferences" });
};

const pressedSports = (page: Page) =>
  page.getByRole("tabpanel", { name: "Preferences" }).locator("button[aria-pressed=true]");

test.describe("dashboard", () => {
  test("greets the user and shows the account", async ({ page }) => {
    const account = await createAccount(page, "dash", "Grace Hopper");
    await page.goto("/dashboard");
    await expect(page).toHaveTitle(/^Dashboard \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const header = page.getByRole("region", { name: "Welcome back, Grace Hopper!" });
    await expect(header.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Grace Hopper!");
    await expect(header).toContainText("GH");
    await expect(header).toContainText(account.email);

    const overview = page.getByRole("region", { name: "Account Overview" });
    await expect(overview).toContainText(account.email);
    await expect(overview).toContainText("Active");
    await expect(overview.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

    await expect(page.getByRole("tab", { name: "My Orders" })).toHaveAttribute("aria-selected", "true");
    const orders = page.getByRole("tabpanel", { name: "My Orders" });
    await expect(orders.getByRole("heading", { name: "No orders yet" })).toBeVisible();
    await expect(orders.getByRole("link", { name: "Join Waitlist" })).toHaveAttribute("href", "/#waitlist");
  });

  test("falls back to User and the email's initial without a display name", async ({ page }) => {
    const account = await createAccount(page, "dash-noname", "");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, User!");
    await expect(page.getByRole("region", { name: "Welcome back, User!" })).toContainText(
      account.email[0]!.toUpperCase(),
    );
  });

  test("Join Waitlist leads to the landing page's waitlist", async ({ page }) => {
    await createAccount(page, "dash-waitlist");
    await page.goto("/dashboard");
    await page
      .getByRole("tabpanel", { name: "My Orders" })
      .getByRole("link", { name: "Join Waitlist" })
      .click();
    await expect(page).toHaveURL("/#waitlist");
    await expect(page.locator("#waitlist")).toBeInViewport();
  });

  test("Try AdaptIQ Demo and the demo card go to /adaptiq-demo", async ({ page }) => {
    await createAccount(page, "dash-demo");
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("link", { name: "Try AdaptIQ Demo" }).click();
    await expect(page).toHaveURL("/adaptiq-demo");
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await page.getByRole("link", { name: "Launch Demo" }).click();
    await expect(page).toHaveURL("/adaptiq-demo");
  });

  test("Schedule Fitting and Community say they are coming soon", async ({ page }) => {
    await createAccount(page, "dash-soon");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Book a Fitting" }).click();
    await expect(toasts(page)).toContainText("Coming soon");
    await expect(toasts(page)).toContainText("Fitting scheduling is coming soon.");
    await page.getByRole("button", { name: "Join Community" }).click();
    await expect(toasts(page)).toContainText("The community is coming soon.");
  });

  test("Sign Out returns to / signed out", async ({ page }) => {
    await createAccount(page, "dash-signout");
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(toasts(page)).toContainText("Signed out");
    await expect(page).toHaveURL("/");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("member since", () => {
  test.use({ locale: "de-DE", timezoneId: "Asia/Tokyo" });

  test("is the creation date in the visitor's locale and time zone", async ({ page }) => {
    await createAccount(page, "locale");
    await page.goto("/dashboard");
    const time = page.getByRole("region", { name: "Account Overview" }).locator("time");
    const iso = await time.getAttribute("datetime");
    const expected = new Date(iso!).toLocaleDateString("de-DE", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "Asia/Tokyo",
    });
    await expect(time).toHaveText(expected);
  });
});

test.describe("preferences", () => {
  test("a new account starts with Trail Running, Gym Training and Hiking", async ({ page }) => {
    await createAccount(page, "prefs-new");
    await page.goto("/dashboard");
    const panel = await openPreferences(page);
    await expect(panel.getByRole("button")).toHaveText([
      "Trail Running",
      "Tennis",
      "Gym Training",
      "Street Walking",
      "Basketball",
      "Hiking",
      "Save Preferences",
    ]);
    await expect(pressedSports(page)).toHaveText(["Trail Running", "Gym Training", "Hiking"]);
  });

  test("tiles toggle, and the saved choice survives a reload and a new sign-in", async ({ page }) => {
    const account = await createAccount(page, "prefs-save");
    await page.goto("/dashboard");
    const panel = await openPreferences(page);
    const tennis = panel.getByRole("button", { name: "Tennis" });
    await tennis.click();
    await expect(tennis).toHaveAttribute("aria-pressed", "true");
    await panel.getByRole("button", { name: "Hiking" }).click();
    await expect(panel.getByRole("button", { name: "Hiking" })).toHaveAttribute("aria-pressed", "false");
    await tennis.focus();
    await page.keyboard.press("Space");
    await expect(tennis).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    await expect(tennis).toHaveAttribute("aria-pressed", "true");

    // Unsaved choices survive a switch of tabs.
    await page.getByRole("tab", { name: "My Orders" }).click();
    await openPreferences(page);
    const chosen = ["Trail Running", "Tennis", "Gym Training"];
    await expect(pressedSports(page)).toHaveText(chosen);

    await panel.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toasts(page)).toContainText("Preferences saved");
    await expect(toasts(page)).toContainText("Your sport preferences have been saved.");

    await page.reload();
    await openPreferences(page);
    await expect(pressedSports(page)).toHaveText(chosen);

    await accountMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/auth?redirectTo=%2Fdashboard");
    await signInWithForm(page, account);
    await expect(page).toHaveURL("/dashboard");
    await openPreferences(page);
    await expect(pressedSports(page)).toHaveText(chosen);
  });

  test("a failed save shows the error toast and keeps the choice", async ({ page }) => {
    await createAccount(page, "prefs-fail");
    await page.route("**/api/me/preferences", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/dashboard");
    const panel = await openPreferences(page);
    await panel.getByRole("button", { name: "Basketball" }).click();
    await panel.getByRole("button", { name: "Save Preferences" }).click();
    await expect(destructiveToast(page)).toContainText("Error");
    await expect(destructiveToast(page)).toContainText(
      "Your preferences could not be saved. Please try again.",
    );
    await expect(panel.getByRole("button", { name: "Basketball" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("account settings", () => {
  test("changes the display name, shown in the greeting and the avatar menu", async ({ page }) => {
    await createAccount(page, "settings", "Ada Lovelace");
    await page.goto("/dashboard");
    const open = page.getByRole("button", { name: "Account Settings" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Account Settings" });
    const field = dialog.getByLabel("Display Name");
    await expect(field).toHaveValue("Ada Lovelace");

    await field.fill("   ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please enter your name.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("Augusta Ada King");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Profile updated");
    await expect(toasts(page)).toContainText("Your display name has been saved.");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Augusta Ada King!");
    await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Augusta Ada King");
    await accountMenuButton(page).click();
    await expect(page.getByRole("menu")).toContainText("Augusta Ada King");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Augusta Ada King!");
  });

  test("closes with Escape, giving focus back, and reports a failed save", async ({ page }) => {
    await createAccount(page, "settings-fail");
    await page.goto("/dashboard");
    const open = page.getByRole("button", { name: "Account Settings" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Account Settings" });
    await expect(dialog.getByLabel("Display Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.route("**/api/me", (route) => route.fulfill({ status: 500, body: "boom" }));
    await open.click();
    await dialog.getByLabel("Display Name").fill("Someone");
    await dialog.getByRole("button", { name: "Save" }).click();
    // The open modal hides the rest of the page from the accessibility tree: find the toast by its markup.
    const toast = page.locator("[data-variant=destructive]");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Your display name could not be saved. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Display Name")).toHaveAccessibleDescription(
      "Your display name could not be saved. Please try again.",
    );
  });
});
