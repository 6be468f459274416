import { PASSWORD, signInWithForm, signedInHereAndOnAPhone, toasts, uniqueEmail } from "./support/accounts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { linkIn, waitForMail } from "../support/mail";

/*
 * /dashboard/settings as its owner uses it: change the email, sign another device out, delete the
 * account. Server tests cover every refusal (tests/server/account-settings.test.ts).
 */

test("changes the email: the link sent to the new address makes it the account's", async ({
  page,
  accounts,
}) => {
  const account = await accounts.create(page, "settings-email");
  await page.goto("/dashboard/settings");
  await expectNoAxeViolations(page);
  const newEmail = uniqueEmail("settings-new");
  await page.getByLabel("New Email").fill(newEmail);
  await page.getByRole("button", { name: "Change Email" }).click();
  await expect(toasts(page).filter({ hasText: "Check your email" })).toBeVisible();

  // The address was never verified, so the new one is verified directly.
  const mail = await waitForMail(newEmail, /^Verify your email for Modura$/);
  await page.goto(linkIn(mail, "/account/verify-email"));
  await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(toasts(page).filter({ hasText: "Email changed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Email Address" })).toContainText(newEmail);

  await page.context().clearCookies();
  await page.goto("/auth");
  await signInWithForm(page, { email: account.email, password: PASSWORD });
  await expect(toasts(page).filter({ hasText: "Login failed" })).toBeVisible();
  await signInWithForm(page, { email: newEmail, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard/);
});

test("lists the devices and signs another one out", async ({ page, browser, accounts }) => {
  const { phone } = await signedInHereAndOnAPhone(page, browser, accounts, "settings-devices");

  await page.goto("/dashboard/settings");
  const devices = page.getByRole("region", { name: "Where you're signed in" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").first()).toContainText("This device");
  await devices.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
  await expect(toasts(page).filter({ hasText: "That device is signed out." })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  await phone.goto("/dashboard");
  await expect(phone).toHaveURL(/\/auth\?redirectTo=%2Fdashboard/);
  await phone.context().close();
});

test("deletes the account: signed out, back on the home page, and it cannot sign in again", async ({
  page,
  accounts,
}) => {
  const account = await accounts.create(page, "settings-delete");
  await page.goto("/dashboard/settings");
  const danger = page.getByRole("region", { name: "Delete Account" });
  await danger.getByLabel("Type your email to confirm").fill(account.email);
  await danger.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await danger.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).filter({ hasText: "Account deleted" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
  ).toBeVisible();

  await page.goto("/auth");
  await signInWithForm(page, account);
  await expect(toasts(page).filter({ hasText: "Login failed" })).toBeVisible();
});
