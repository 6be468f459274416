import {
  PASSWORD,
  accountMenuButton,
  signedInHereAndOnAPhone,
  toasts,
  uniqueEmail,
} from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

/*
 * /dashboard/settings once the scripts run: each form answers in place, as a toast. What each form
 * post does (the email link, the devices signed out, an account that cannot sign in again) is an
 * HTTP fact: tests/pages/account-settings.test.ts; every refusal: tests/server/account-settings.test.ts.
 */

test("Change Email answers in place", async ({ page, accounts }) => {
  await accounts.create(page, "settings-email");
  await page.goto("/dashboard/settings");
  // The subject is the in-place answer, which exists once the scripts run.
  await expect(accountMenuButton(page), "the account menu is a menu once React runs").toHaveAttribute(
    "aria-haspopup",
    "menu",
  );
  await page.getByLabel("New Email").fill(uniqueEmail("settings-new"));
  await page.getByRole("button", { name: "Change Email" }).click();
  await expect(toasts(page).filter({ hasText: "Check your email" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});

test("signs another device out, the list updating in place", async ({ page, browser, accounts }) => {
  const { phone } = await signedInHereAndOnAPhone(page, browser, accounts, "settings-devices");

  await page.goto("/dashboard/settings");
  const devices = page.getByRole("region", { name: "Where you're signed in" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(accountMenuButton(page), "the account menu is a menu once React runs").toHaveAttribute(
    "aria-haspopup",
    "menu",
  );
  await devices.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
  await expect(toasts(page).filter({ hasText: "That device is signed out." })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await phone.context().close();
});

test("deletes the account: back on the home page, signed out, saying so", async ({ page, accounts }) => {
  const account = await accounts.create(page, "settings-delete");
  await page.goto("/dashboard/settings");
  await expect(accountMenuButton(page), "the account menu is a menu once React runs").toHaveAttribute(
    "aria-haspopup",
    "menu",
  );
  const danger = page.getByRole("region", { name: "Delete Account" });
  await danger.getByLabel("Type your email to confirm").fill(account.email);
  await danger.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await danger.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).filter({ hasText: "Account deleted" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
});
