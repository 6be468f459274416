import type { Page } from "@playwright/test";

import { PASSWORD, signInWithForm, signedInHereAndOnAPhone, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, waitForMail } from "../../support/mail";

/* /dashboard/settings with JavaScript off: each section is a form the server answers with the page. */

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("changes the password, then signs out everywhere else, without JavaScript", async ({
  page,
  browser,
  accounts,
}) => {
  const elsewhere = await browser.newContext({ javaScriptEnabled: false });
  const other = await elsewhere.newPage();
  const account = await accounts.create(other, "nojs-settings");
  await page.goto("/auth");
  await signInWithForm(page, account);
  await page.goto("/dashboard/settings");

  const password = page.getByRole("region", { name: "Change Password" });
  await password.getByLabel("Current Password").fill("not-my-password");
  await password.getByLabel("New Password", { exact: true }).fill("nojs-new-password");
  await password.getByLabel("Confirm New Password").fill("nojs-new-password");
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your current password is not right.")).toBeVisible();

  await password.getByLabel("Current Password").fill(PASSWORD);
  await password.getByLabel("New Password", { exact: true }).fill("nojs-new-password");
  await password.getByLabel("Confirm New Password").fill("nojs-new-password");
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(status(page, "Password changed")).toBeVisible();
  await waitForMail(account.email, /^Your Modura password was changed$/);
  // The other browser was signed out by the change; sign it in again to sign it out from here.
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/auth\?redirectTo=/);
  await signInWithForm(other, { email: account.email, password: "nojs-new-password" });
  await expect(other).toHaveURL(/\/dashboard/);

  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(status(page, "Every other device is signed out.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Where you're signed in" }).getByRole("listitem"),
  ).toHaveCount(1);
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/auth\?redirectTo=/);
  await elsewhere.close();
});

test("deletes the account without JavaScript", async ({ page, accounts }) => {
  const account = await accounts.create(page, "nojs-delete");
  await page.goto("/dashboard/settings");
  const danger = page.getByRole("region", { name: "Delete Account" });
  await danger.getByLabel("Type your email to confirm").fill("someone-else@example.com");
  await danger.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await danger.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByText("Type your email address exactly as shown to confirm.")).toBeVisible();

  await danger.getByLabel("Type your email to confirm").fill(account.email);
  await danger.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await danger.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL("/?notice=account-deleted");
  await expect(status(page, "Account deleted")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
});

test("changes the email through the link, without JavaScript", async ({ page, accounts }) => {
  const account = await accounts.create(page, "nojs-email");
  await page.goto("/dashboard/settings");
  const email = page.getByRole("region", { name: "Email Address" });
  const newEmail = uniqueEmail("nojs-email-new");
  await email.getByLabel("New Email").fill(newEmail);
  await email.getByRole("button", { name: "Change Email" }).click();
  await expect(status(page, "Check your email")).toBeVisible();

  // Never verified, so the new address is verified directly; its link page's button is a form.
  const mail = await waitForMail(newEmail, /^Verify your email for Modura$/);
  await page.goto(linkIn(mail, "/account/verify-email"));
  await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings/);
  await expect(status(page, "Email changed")).toBeVisible();
  await expect(page.getByRole("region", { name: "Email Address" })).toContainText(newEmail);
});

test("signs one other device out by its button, without JavaScript", async ({ page, browser, accounts }) => {
  const { phone } = await signedInHereAndOnAPhone(page, browser, accounts, "nojs-devices", {
    javaScriptEnabled: false,
  });
  await page.goto("/dashboard/settings");
  const devices = page.getByRole("region", { name: "Where you're signed in" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await devices.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
  await expect(status(page, "That device is signed out.")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices.getByRole("listitem")).toContainText("This device");

  await phone.goto("/dashboard");
  await expect(phone).toHaveURL(/\/auth\?redirectTo=%2Fdashboard/);
  await phone.context().close();
});
