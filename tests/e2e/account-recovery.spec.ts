import type { Page } from "@playwright/test";

import {
  PASSWORD,
  authForm,
  destructiveToast,
  fillSignUp,
  signInWithForm,
  toasts,
  uniqueEmail,
} from "./support/accounts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { linkIn, waitForMail } from "../support/mail";

/*
 * Verifying an address and recovering a password, as a visitor does them: the forms, the emails
 * the real SMTP sink received, and the pages their links open. Without JavaScript:
 * nojs/account-recovery.nojs.spec.ts.
 */

const NEW_PASSWORD = "a-brand-new-password";
const notVerified = (page: Page) => page.getByRole("heading", { name: "Email not verified" });

test("a sign-up is asked to verify, verifies from the email, and the dashboard stops asking", async ({
  page,
  accounts,
}) => {
  const email = uniqueEmail("verify");
  await page.goto("/auth?tab=signup");
  await (
    await fillSignUp(page, { name: "Vera Verify", email, password: PASSWORD })
  )
    .getByRole("button", { name: "Create Account" })
    .click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(notVerified(page)).toBeVisible();

  // "Resend the email" answers in place.
  await page.getByRole("button", { name: "Resend the email" }).click();
  await expect(toasts(page).filter({ hasText: "Verification email sent" })).toBeVisible();

  const mail = await waitForMail(email, /^Verify your email for Modura$/);
  expect(mail.text).toContain("Hi Vera Verify,");
  await page.goto(linkIn(mail, "/account/verify-email"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your email");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Verify my email" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).filter({ hasText: "Email verified" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(notVerified(page)).toHaveCount(0);
});

test("forgot → reset: the new password signs in, the old one fails, and another browser is signed out", async ({
  page,
  browser,
  accounts,
}) => {
  // Another browser, signed in to the account before the reset.
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  const account = await accounts.create(otherPage, "reset");
  await otherPage.goto("/dashboard");
  await expect(otherPage.getByRole("heading", { name: /Welcome back/ })).toBeVisible();

  await page.goto("/auth");
  await authForm(page, "sign-in").getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists, we sent a link.");

  const mail = await waitForMail(account.email, /^Reset your Modura password$/);
  const link = linkIn(mail, "/auth/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expectNoAxeViolations(page);
  // A mismatch is refused before anything is sent.
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill("something-else");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(destructiveToast(page).filter({ hasText: "Password mismatch" })).toBeVisible();
  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toasts(page).filter({ hasText: "Password changed" })).toBeVisible();

  await signInWithForm(page, account);
  await expect(destructiveToast(page).filter({ hasText: "Login failed" })).toBeVisible();
  await signInWithForm(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard/);

  // The other browser's session ended with the reset.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\?redirectTo=%2Fdashboard/);
  await elsewhere.close();

  // The notice, and a link that works once.
  await waitForMail(account.email, /^Your Modura password was changed$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
  await page.getByRole("link", { name: "Get a new link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test("forgot password says the same for an address without an account", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Check your email. If an account exists, we sent a link. It works once, for one hour.",
  );
});
