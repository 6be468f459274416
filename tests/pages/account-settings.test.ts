import { expect, test } from "vitest";

import { POOL_PASSWORD } from "../support/account-pool";
import { linkIn, waitForMail } from "../support/mail-sink-client";

import {
  IPHONE_SAFARI,
  accountMenuName,
  canSignIn,
  dashboardSendsToAuth,
  errorOf,
  message,
  navSignInLinks,
  signInWithForm,
  signedInElsewhere,
  valueOf,
} from "../support/account-steps";
import { signedInVisitor, uniqueEmail, mailFromThisSite } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";

/*
 * /dashboard/settings without JavaScript: each section is a form the server answers with the page,
 * or with a redirect back here saying what changed. Every refusal of each action has a server test
 * (tests/server/account-settings.test.ts).
 */

mailFromThisSite();

const PASSWORD = POOL_PASSWORD;
const NEW_PASSWORD = "pages-new-password";

/** The devices "Where you're signed in" lists, each item's text (all of them). */
const devices = (page: HtmlPage) =>
  page
    .region("Where you're signed in")
    .find("li")
    .toArray()
    .map((item) => page.$(item).text().replace(/\s+/g, " ").trim());

test("the display name is changed on its own page", async () => {
  const { visitor, account } = signedInVisitor();
  const dashboard = await visitor.open("/dashboard");
  const page = await dashboard.follow("Account Settings");
  expect(page.path).toBe("/dashboard/settings");
  expect(valueOf(page.form("Save"), "Display Name")).toBe(account.name);

  const refused = await page.form("Save").fill("Display Name", "   ").submit();
  expect(refused.status).toBe(400);
  const field = errorOf(refused.form("Save"), "Display Name");
  expect(field.invalid).toBe(true);
  expect(field.describedBy).toBe("Please enter your name.");

  const saved = await refused.form("Save").fill("Display Name", "Augusta Ada King").submit();
  expect(saved.path).toBe("/dashboard/settings?notice=profile-updated");
  expect(message(saved, "status", "Profile updated")).toBe(
    "Profile updated Your display name has been saved.",
  );
  expect(valueOf(saved.form("Save"), "Display Name")).toBe("Augusta Ada King");
  expect(accountMenuName(saved)).toBe("Account menu for Augusta Ada King");

  // The notice sits over the top of the page until dismissed, as a visitor would.
  const dismissed = await saved.follow("Dismiss");
  expect(dismissed.path).toBe("/dashboard/settings");
  const back = await dismissed.follow("Back to Dashboard");
  expect(back.path).toBe("/dashboard");
  expect(back.text("main h1")).toBe("Welcome back, Augusta Ada King!");
});

test("changes the password, then signs out everywhere else", async () => {
  const { visitor: here, account } = signedInVisitor();
  const other = await signedInElsewhere(account);
  const page = await here.open("/dashboard/settings");

  const fill = (at: HtmlPage, current: string) =>
    at
      .form("Change Password")
      .fill("Current Password", current)
      .fill("New Password", NEW_PASSWORD)
      .fill("Confirm New Password", NEW_PASSWORD);
  const refused = await fill(page, "not-my-password").submit();
  expect(refused.status).toBe(400);
  const current = errorOf(refused.form("Change Password"), "Current Password");
  expect(current.invalid).toBe(true);
  expect(current.describedBy).toBe("Your current password is not right.");

  const changed = await fill(refused, PASSWORD).submit();
  expect(changed.path).toBe("/dashboard/settings?notice=password-changed");
  expect(message(changed, "status", "Password changed")).toBe(
    "Password changed Your new password is saved. Every other device was signed out.",
  );
  await waitForMail(account.email, /^Your Modura password was changed$/);
  expect(await canSignIn(account.email, PASSWORD)).toBe(false);
  // The other device was signed out by the change; sign it in again to sign it out from here.
  expect(await dashboardSendsToAuth(other)).toBe(true);
  const otherIn = await signInWithForm(await other.open("/auth"), {
    email: account.email,
    password: NEW_PASSWORD,
  });
  expect(otherIn.path).toBe("/dashboard?notice=signed-in");

  const settings = await here.open("/dashboard/settings");
  expect(devices(settings)).toHaveLength(2);
  const signedOut = await settings.form("Sign out everywhere else").submit();
  expect(signedOut.path).toBe("/dashboard/settings?notice=sessions-revoked");
  expect(message(signedOut, "status", "Every other device is signed out.")).toBe(
    "Signed out Every other device is signed out.",
  );
  expect(devices(signedOut)).toHaveLength(1);
  expect(devices(signedOut)[0]).toContain("This device");
  expect(await dashboardSendsToAuth(other)).toBe(true);
});

test("deletes the account: signed out, back on the home page, and it cannot sign in again", async () => {
  const { visitor, account } = signedInVisitor();
  const page = await visitor.open("/dashboard/settings");
  const refused = await page
    .form("Delete My Account")
    .fill("Type your email to confirm", "someone-else@example.com")
    .fill("Password", PASSWORD)
    .submit();
  expect(refused.status).toBe(400);
  const confirm = errorOf(refused.form("Delete My Account"), "Type your email to confirm");
  expect(confirm.invalid).toBe(true);
  expect(confirm.describedBy).toContain("Type your email address exactly as shown to confirm.");

  const home = await refused
    .form("Delete My Account")
    .fill("Type your email to confirm", account.email)
    .fill("Password", PASSWORD)
    .submit();
  expect(home.path).toBe("/?notice=account-deleted");
  expect(message(home, "status", "Account deleted")).toBe(
    "Account deleted Your account and its data are gone. Goodbye!",
  );
  expect(navSignInLinks(home)).toBeGreaterThan(0);
  expect(await dashboardSendsToAuth(visitor)).toBe(true);
  expect(await canSignIn(account.email, PASSWORD)).toBe(false);
});

test("changes the email: the link sent to the new address makes it the account's", async () => {
  const { visitor, account } = signedInVisitor();
  const page = await visitor.open("/dashboard/settings");
  const newEmail = uniqueEmail("pages-email-new");
  const sent = await page.form("Change Email").fill("New Email", newEmail).submit();
  expect(sent.status).toBe(200);
  expect(message(sent, "status", "Check your email")).toBe(
    "Check your email To change your address, open the link we sent. If your address is verified, the link goes to your current address first.",
  );

  // Never verified, so the new address is verified directly; its link page's button is a form.
  const mail = await waitForMail(newEmail, /^Verify your email for Modura$/);
  const link = await visitor.open(linkIn(mail, "/account/verify-email"));
  expect(link.text("main h1")).toBe("Verify your email");
  const changed = await link.form("Verify my email").submit();
  expect(changed.path).toBe("/dashboard/settings?notice=email-changed");
  expect(message(changed, "status", "Email changed")).toBe(
    "Email changed Your account now uses your new email address.",
  );
  expect(changed.region("Email Address").text()).toContain(newEmail);

  expect(await canSignIn(account.email, PASSWORD)).toBe(false);
  expect(await canSignIn(newEmail, PASSWORD)).toBe(true);
});

test("lists the devices and signs one other device out by its button", async () => {
  const { visitor: here, account } = signedInVisitor();
  const phone = await signedInElsewhere(account, IPHONE_SAFARI);
  const page = await here.open("/dashboard/settings");
  const listed = devices(page);
  expect(listed).toHaveLength(2);
  expect(listed[0]).toContain("This device");
  expect(listed[1]).toContain("Safari on iPhone");
  expect(listed[1]).not.toContain("This device");

  const signedOut = await page.form("Sign out Safari on iPhone").submit();
  expect(signedOut.path).toBe("/dashboard/settings?notice=session-revoked");
  expect(message(signedOut, "status", "That device is signed out.")).toBe(
    "Signed out That device is signed out.",
  );
  const left = devices(signedOut);
  expect(left).toHaveLength(1);
  expect(left[0]).toContain("This device");
  expect(await dashboardSendsToAuth(phone)).toBe(true);
});
