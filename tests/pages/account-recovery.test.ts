import { expect, test } from "vitest";

import { POOL_PASSWORD } from "../support/account-pool";
import { linkIn, waitForMail } from "../support/mail-sink-client";

import {
  dashboardSendsToAuth,
  errorOf,
  fillSignUp,
  headings,
  message,
  signInWithForm,
} from "../support/account-steps";
import { signedInVisitor, uniqueEmail, mailFromThisSite, visitor } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";

/*
 * Verifying an address and recovering a password without JavaScript: the forms, the emails the
 * real SMTP sink received, and the pages their links open, each a link or a form post the server
 * answers with a page.
 */

mailFromThisSite();

const NEW_PASSWORD = "a-brand-new-password";
const VERIFY_SUBJECT = /^Verify your email for Modura$/;

/** The dashboard's "Email not verified" notice: how many the page shows (one, or none once verified). */
const notVerified = (page: HtmlPage) => headings(page, "Email not verified").length;

/** Opens a verification link and presses its page's button: where that lands. */
async function verifyThrough(page: HtmlPage): Promise<HtmlPage> {
  expect(page.status).toBe(200);
  expect(page.text("main h1")).toBe("Verify your email");
  const verified = await page.form("Verify my email").submit();
  expect(verified.path).toBe("/dashboard?notice=email-verified");
  expect(message(verified, "status", "Email verified")).toBe(
    "Email verified Thank you: your email address is confirmed.",
  );
  expect(notVerified(verified)).toBe(0);
  return verified;
}

test("a sign-up is asked to verify, verifies from the email, and the dashboard stops asking", async () => {
  const email = uniqueEmail("pages-verify");
  const person = visitor();
  const signUp = await person.open("/auth?tab=signup");
  // A name anyone may type beside anyone's address: the site's mail never repeats it.
  const name = "Your account is locked visit evil";
  const dashboard = await fillSignUp(signUp, { name, email, password: POOL_PASSWORD }).submit(
    "Create Account",
  );
  expect(dashboard.path).toBe("/dashboard?notice=signed-up");
  expect(notVerified(dashboard)).toBe(1);

  const mail = await waitForMail(email, VERIFY_SUBJECT);
  expect(mail.text).toMatch(/^Hi,$/m);
  expect(mail.text + mail.html).not.toContain(name);
  // Opening the link changes nothing (mail scanners open links): the dashboard still asks.
  const link = await person.open(linkIn(mail, "/account/verify-email"));
  expect(notVerified(await person.open("/dashboard"))).toBe(1);
  await verifyThrough(link);
});

test("the dashboard's Resend and the verification link's button work", async () => {
  const { visitor: member, account } = signedInVisitor();
  const dashboard = await member.open("/dashboard");
  expect(notVerified(dashboard)).toBe(1);
  expect(dashboard.region("Email not verified").text()).toContain(
    "We sent a link to your address when you signed up. Open it to confirm the address is yours.",
  );
  const resent = await dashboard.form("Resend the email").submit();
  expect(resent.status).toBe(200);
  expect(message(resent, "status", "Verification email sent")).toBe(
    "Verification email sent Open the link in it to verify your address. It works for 24 hours.",
  );

  const mail = await waitForMail(account.email, VERIFY_SUBJECT);
  await verifyThrough(await member.open(linkIn(mail, "/account/verify-email")));
});

test("forgot → reset: the new password signs in, the old one fails, and another device is signed out", async () => {
  // Another device, signed in to the account before the reset.
  const { visitor: elsewhere, account } = signedInVisitor();
  expect(await dashboardSendsToAuth(elsewhere)).toBe(false);

  const person = visitor();
  const auth = await person.open("/auth");
  const forgot = await auth.follow("Forgot password?");
  expect(forgot.path).toBe("/auth/forgot-password");
  const asked = await forgot.form("Send reset link").fill("Email", account.email).submit();
  expect(message(asked, "status", "If an account exists, we sent a link.")).toBe(
    "Check your email. If an account exists, we sent a link. It works once, for one hour.",
  );

  const mail = await waitForMail(account.email, /^Reset your Modura password$/);
  const link = linkIn(mail, "/auth/reset-password");
  const reset = await person.open(link);
  expect(reset.status).toBe(200);
  expect(reset.text("main h1")).toBe("Choose a new password");

  const choose = (page: HtmlPage, password: string, confirm = password) =>
    page.form("Set new password").fill("New Password", password).fill("Confirm Password", confirm).submit();
  // The server checks the rules: a short password is named under its field, the link still works.
  const short = await choose(reset, "short");
  expect(short.status).toBe(400);
  const field = errorOf(short.form("Set new password"), "New Password");
  expect(field.invalid).toBe(true);
  expect(field.describedBy).toContain("Password must be at least 8 characters.");
  const mismatch = await choose(short, NEW_PASSWORD, "something-else");
  expect(mismatch.status).toBe(400);
  expect(message(mismatch, "alert", "Password mismatch")).toBe(
    "Password mismatch Please make sure your passwords match.",
  );

  const done = await choose(mismatch, NEW_PASSWORD);
  expect(done.path).toBe("/auth?notice=password-reset");
  expect(message(done, "status", "Password changed")).toBe(
    "Password changed Sign in with your new password. You were signed out everywhere else.",
  );

  const old = await signInWithForm(done, account);
  expect(message(old, "alert", "Login failed")).toBe("Login failed Invalid email or password");
  const signedIn = await signInWithForm(old, { email: account.email, password: NEW_PASSWORD });
  expect(signedIn.path).toBe("/dashboard?notice=signed-in");

  // The other device's session ended with the reset.
  expect(await dashboardSendsToAuth(elsewhere)).toBe(true);

  // The notice, and a link that works once.
  await waitForMail(account.email, /^Your Modura password was changed$/);
  const spent = await person.open(link);
  expect(spent.status).toBe(410);
  expect(spent.text("main h1")).toBe("This link no longer works");
  expect((await spent.follow("Get a new link")).path).toBe("/auth/forgot-password");
});

test("forgot password says the same for an address without an account", async () => {
  const forgot = await visitor().open("/auth/forgot-password");
  const asked = await forgot.form("Send reset link").fill("Email", uniqueEmail("nobody")).submit();
  expect(asked.status).toBe(200);
  expect(message(asked, "status", "Check your email.")).toBe(
    "Check your email. If an account exists, we sent a link. It works once, for one hour.",
  );
});
