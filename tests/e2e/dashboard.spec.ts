import type { Page } from "@playwright/test";

import {
  accountMenuButton,
  destructiveToast,
  mainNav,
  signInWithForm,
  tabTrigger,
  toasts,
} from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

/** The Preferences form, its tab open (a link before React runs, an ARIA tab after). */
const openPreferences = async (page: Page) => {
  await tabTrigger(page, "Preferences").click();
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="intent"][value="preferences"]') });
  await expect(form.getByRole("button", { name: "Save Preferences" })).toBeVisible();
  return form;
};

const checkedSports = async (page: Page) => {
  const form = await openPreferences(page);
  const names: string[] = [];
  for (const box of await form.getByRole("checkbox").all())
    if (await box.isChecked()) names.push((await box.getAttribute("value"))!);
  return names;
};

// The greeting, the account's details, the fallback without a name and the preferences a new
// account starts with are page facts: tests/pages/dashboard.test.ts.
test.describe("dashboard", () => {
  test("opens on My Orders, whose Join Waitlist leads to the landing page's waitlist", async ({
    page,
    accounts,
  }) => {
    await accounts.create(page, "dash-waitlist");
    await page.goto("/dashboard");
    await expect(page.getByRole("tab", { name: "My Orders" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "My Orders" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Join Waitlist" }).click();
    await expect(page).toHaveURL("/#waitlist");
    await expect(page.locator("#waitlist")).toBeInViewport();
  });

  test("Try AdaptIQ Demo and the demo card go to /adaptiq-demo", async ({ page, accounts }) => {
    await accounts.create(page, "dash-demo");
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("link", { name: "Try AdaptIQ Demo" }).click();
    await expect(page).toHaveURL("/adaptiq-demo");
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await page.getByRole("link", { name: "Launch Demo" }).click();
    await expect(page).toHaveURL("/adaptiq-demo");
  });

  test("Schedule Fitting and Community say they are coming soon", async ({ page, accounts }) => {
    await accounts.create(page, "dash-soon");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Book a Fitting" }).click();
    await expect(toasts(page)).toContainText("Coming soon");
    await expect(toasts(page)).toContainText("Fitting scheduling is coming soon.");
    await page.getByRole("button", { name: "Join Community" }).click();
    await expect(toasts(page)).toContainText("The community is coming soon.");
    await expect(page).toHaveURL("/dashboard");
  });

  test("Sign Out returns to / signed out", async ({ page, accounts }) => {
    await accounts.create(page, "dash-signout");
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(toasts(page)).toContainText("Signed out");
    await expect(page).toHaveURL("/");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("member since", () => {
  test.use({ locale: "de-DE", timezoneId: "Asia/Tokyo" });

  // The page is English, so is its date in every locale; the day is the visitor's (app/lib/dates).
  test("is the creation date in English, its day in the visitor's time zone", async ({ page, accounts }) => {
    await accounts.create(page, "locale");
    await page.goto("/dashboard");
    const time = page.getByRole("region", { name: "Account Overview" }).locator("time");
    const iso = await time.getAttribute("datetime");
    const expected = new Date(iso!).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "Asia/Tokyo",
    });
    await expect(time).toHaveText(expected);
  });
});

test.describe("preferences", () => {
  test("tiles toggle, and the saved choice survives a switch of tabs, a reload and a new sign-in", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create(page, "prefs-save");
    await page.goto("/dashboard");
    const form = await openPreferences(page);
    // Unsaved choices survive a switch of tabs once switches happen in place.
    await expect(page.getByRole("tab", { name: "Preferences" })).toHaveAttribute("aria-selected", "true");
    const tennis = form.getByRole("checkbox", { name: "Tennis" });
    await form.getByText("Tennis", { exact: true }).click();
    await expect(tennis).toBeChecked();
    await form.getByText("Hiking", { exact: true }).click();
    await expect(form.getByRole("checkbox", { name: "Hiking" })).not.toBeChecked();
    await tennis.focus();
    await page.keyboard.press("Space");
    await expect(tennis).not.toBeChecked();
    await page.keyboard.press("Space");
    await expect(tennis).toBeChecked();

    await tabTrigger(page, "My Orders").click();
    await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
    const chosen = ["trail-running", "tennis", "gym-training"];
    expect(await checkedSports(page)).toEqual(chosen);

    await form.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toasts(page)).toContainText("Preferences saved");
    await expect(toasts(page)).toContainText("Your sport preferences have been saved.");
    const saved = await page.request.get("/api/me/preferences");
    expect(await saved.json()).toEqual({ sports: chosen });

    await page.reload();
    expect(await checkedSports(page)).toEqual(chosen);

    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/auth?redirectTo=%2Fdashboard");
    await signInWithForm(page, account);
    await expect(page).toHaveURL("/dashboard");
    expect(await checkedSports(page)).toEqual(chosen);
  });

  test("a refused save shows the error toast and keeps the choice", async ({ page, accounts }) => {
    await accounts.create(page, "prefs-fail");
    await page.goto("/dashboard");
    const form = await openPreferences(page);
    // The in-place save (React Router's data request) carries a sport the server does not know:
    // the schema refuses the whole form.
    await expect(accountMenuButton(page), "the account menu is a menu once React runs").toHaveAttribute(
      "aria-haspopup",
      "menu",
    );
    await page.route(/\/dashboard\.data/, (route) =>
      route.request().method() === "POST"
        ? route.continue({ postData: "intent=preferences&sports=basketball&sports=curling" })
        : route.continue(),
    );
    await form.getByText("Basketball", { exact: true }).click();
    await form.getByRole("button", { name: "Save Preferences" }).click();
    await expect(destructiveToast(page)).toContainText("Error");
    await expect(destructiveToast(page)).toContainText(
      "Your preferences could not be saved. Please try again.",
    );
    await expect(form.getByRole("checkbox", { name: "Basketball" })).toBeChecked();
    const saved = await page.request.get("/api/me/preferences");
    expect(await saved.json()).toEqual({ sports: ["trail-running", "gym-training", "hiking"] });
  });
});

test.describe("account settings", () => {
  test("a page of its own changes the display name, shown in the greeting and the avatar menu", async ({
    page,
    accounts,
  }) => {
    await accounts.create(page, "settings", "Ada Lovelace");
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Account Settings" }).click();
    await expect(page).toHaveURL("/dashboard/settings");
    await expect(page).toHaveTitle(/^Account Settings \| /);
    const field = page.getByLabel("Display Name");
    await expect(field).toHaveValue("Ada Lovelace");

    await field.fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("Augusta Ada King");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Profile updated");
    await expect(toasts(page)).toContainText("Your display name has been saved.");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Augusta Ada King");

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Augusta Ada King!");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Augusta Ada King!");
  });

  test("an anonymous visit goes to /auth and back after signing in", async ({ page, accounts }) => {
    const account = await accounts.create(page, "settings-guard");
    await page.context().clearCookies();
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fdashboard%2Fsettings");
    await signInWithForm(page, account);
    await expect(page).toHaveURL("/dashboard/settings");
    await expect(page.getByLabel("Display Name")).toHaveValue(account.name);
  });
});
