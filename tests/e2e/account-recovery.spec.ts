import type { Page } from "@playwright/test";

import { accountMenuButton, authForm, destructiveToast, toasts } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";
import { linkIn, waitForMail } from "../support/mail-sink-client";

/*
 * Verifying an address and recovering a password once the scripts run: answers in place, as
 * toasts, and checks made before anything is sent. Every step as HTTP (the forms, the emails, the
 * pages their links open, what a reset ends): tests/pages/account-recovery.test.ts.
 */

const NEW_PASSWORD = "a-brand-new-password";
const notVerified = (page: Page) => page.getByRole("heading", { name: "Email not verified" });

test("Resend the email answers in place, and the link's button says the address is verified", async ({
  page,
  accounts,
}) => {
  const account = await accounts.create(page, "verify");
  await page.goto("/dashboard");
  await expect(notVerified(page)).toBeVisible();
  // The subject is the in-place answer, which exists once the scripts run.
  await expect(accountMenuButton(page), "the account menu is a menu once React runs").toHaveAttribute(
    "aria-haspopup",
    "menu",
  );
  await page.getByRole("button", { name: "Resend the email" }).click();
  await expect(toasts(page).filter({ hasText: "Verification email sent" })).toBeVisible();

  const mail = await waitForMail(account.email, /^Verify your email for Modura$/);
  await page.goto(linkIn(mail, "/account/verify-email"));
  await page.getByRole("button", { name: "Verify my email" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).filter({ hasText: "Email verified" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(notVerified(page)).toHaveCount(0);
});

test("the reset form refuses a mismatch before sending anything, and a reset says so", async ({
  page,
  accounts,
}) => {
  const account = await accounts.createSignedOut(page, "reset");
  await page.goto("/auth");
  await authForm(page, "sign-in").getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The address changes before the page it names is drawn (a client-side navigation): a person
  // reads the new heading first, and so does the test, or it types into /auth's Email fields.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists, we sent a link.");

  const mail = await waitForMail(account.email, /^Reset your Modura password$/);
  await page.goto(linkIn(mail, "/auth/reset-password"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  // The subject is the check the scripts make before sending (the server's own is a page test).
  await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/auth/reset-password"))
      posts.push(request.url());
  });
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill("something-else");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(destructiveToast(page).filter({ hasText: "Password mismatch" })).toBeVisible();
  expect(posts).toEqual([]);

  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toasts(page).filter({ hasText: "Password changed" })).toBeVisible();
});
