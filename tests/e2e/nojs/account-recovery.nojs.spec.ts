import { authForm, signInWithForm } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, waitForMail } from "../../support/mail";

/*
 * Verifying and recovering with JavaScript off: every step is a link or a form post the server
 * answers with a page.
 */

const NEW_PASSWORD = "another-new-password";

test("the dashboard's Resend and the verification link's button work without JavaScript", async ({
  page,
  accounts,
}) => {
  const account = await accounts.create(page, "nojs-verify");
  await page.goto("/dashboard");
  const notice = page.getByRole("region", { name: "Email not verified" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Resend the email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Verification email sent" })).toBeVisible();

  const mail = await waitForMail(account.email, /^Verify your email for Modura$/);
  await page.goto(linkIn(mail, "/account/verify-email"));
  await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page).toHaveURL(/\/dashboard\?notice=email-verified$/);
  await expect(page.getByRole("status").filter({ hasText: "Email verified" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Email not verified" })).toHaveCount(0);
});

test("forgot → reset → sign in works without JavaScript", async ({ page, accounts }) => {
  const account = await accounts.createSignedOut(page, "nojs-reset");
  await page.goto("/auth");
  await authForm(page, "sign-in").getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists, we sent a link.");

  const mail = await waitForMail(account.email, /^Reset your Modura password$/);
  await page.goto(linkIn(mail, "/auth/reset-password"));
  // The server checks the rules: a short password is named under its field, the link still works.
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth\?notice=password-reset$/);
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();

  await signInWithForm(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard/);
});
