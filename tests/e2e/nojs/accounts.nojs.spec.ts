import type { Page } from "@playwright/test";

import {
  PASSWORD,
  accountMenuButton,
  authForm,
  fillSignUp,
  mainNav,
  signInWithForm,
  uniqueEmail,
} from "../support/accounts";
import { E2E_BASE_URL } from "../support/browser";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { standInUser } from "../../../dev/oidc/users";
import { GOOGLE_STAND_IN_ISSUER } from "../support/google";

// JavaScript is off (the no-javascript project): /auth, /dashboard and /dashboard/settings do
// every job through links and forms whose route actions answer, and messages show on the page.

const tabLink = (page: Page, name: string) => page.getByRole("main").getByRole("link", { name, exact: true });
/** A message on the page (an action's answer or a redirect's notice) with its title. */
const status = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
const alert = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });
const dashboardForm = (page: Page, intent: string) =>
  page.locator("form").filter({ has: page.locator(`input[name="intent"][value="${intent}"]`) });

/** Whether Better Auth signs these credentials in (through its JSON endpoint, in a separate request). */
async function canSignIn(page: Page, email: string, password: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { Origin: E2E_BASE_URL },
  });
  return response.ok();
}

test.describe("/auth without JavaScript", () => {
  test("Sign In is the default tab; the tab links switch, with no axe violations", async ({ page }) => {
    // axe runs on a scriptless copy of the page, several times: slow on a busy machine.
    test.slow();
    await page.goto("/auth");
    await expect(tabLink(page, "Sign In")).toHaveAttribute("aria-current", "page");
    await expect(authForm(page, "sign-in").getByLabel("Email")).toBeVisible();
    await expect(authForm(page, "sign-up")).toBeHidden();
    await expect(page.locator("noscript")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await tabLink(page, "Sign Up").click();
    await expect(page).toHaveURL("/auth?tab=signup");
    await expect(tabLink(page, "Sign Up")).toHaveAttribute("aria-current", "page");
    await expect(authForm(page, "sign-up").getByLabel("Full Name")).toBeVisible();
    await expect(authForm(page, "sign-in")).toBeHidden();
    await expectNoAxeViolations(page);

    await tabLink(page, "Sign In").click();
    await expect(page).toHaveURL("/auth");
    await expect(authForm(page, "sign-in").getByLabel("Email")).toBeVisible();
    for (const button of await page.getByRole("main").getByRole("button").all())
      await expect(button).toBeEnabled();
  });

  test("signs up: the dashboard greets the new account and says so", async ({ page, accounts }) => {
    const email = uniqueEmail("nojs-signup");
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, { name: "Nora Nojs", email, password: PASSWORD });
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/dashboard?notice=signed-up");
    await expect(status(page, "Account created!")).toContainText(
      "Welcome! Your account has been created successfully.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nora Nojs!");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  });

  test("mismatched passwords are refused by the server, keeping the name and email only", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-mismatch");
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, {
      name: "Ada Lovelace",
      email,
      password: PASSWORD,
      confirm: `${PASSWORD}-typo`,
    });
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(alert(page, "Password mismatch")).toContainText("Please make sure your passwords match.");
    await expect(page).toHaveURL("/auth?tab=signup");
    await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Confirm Password")).toHaveValue("");
    expect(await canSignIn(page, email, PASSWORD)).toBe(false);
  });

  test("an email already used, and a too short password, are refused with the reasons", async ({
    page,
    accounts,
  }) => {
    // axe runs on a scriptless copy of the page, several times: slow on a busy machine.
    test.slow();
    const account = await accounts.createSignedOut(page, "nojs-taken");
    await page.goto("/auth?tab=signup");
    let form = await fillSignUp(page, { name: "Someone Else", email: account.email, password: PASSWORD });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(alert(page, "Signup failed")).toContainText("User already exists. Use another email.");
    await expect(form.getByLabel("Email")).toHaveValue(account.email);

    form = await fillSignUp(page, { name: "Ada", email: uniqueEmail("nojs-short"), password: "short" });
    await form.getByRole("button", { name: "Create Account" }).click();
    const password = form.getByLabel("Password", { exact: true });
    await expect(form.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("a filled honeypot is answered as a success, without an account", async ({ page }) => {
    const email = uniqueEmail("nojs-bot");
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, { name: "Bot", email, password: PASSWORD });
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await form.getByRole("button", { name: "Create Account" }).click();
    // Sent on to the dashboard as a person would be, which, with no session, sends it back to /auth.
    await expect(page).toHaveURL("/auth?redirectTo=%2Fdashboard%3Fnotice%3Dsigned-up");
    expect(await canSignIn(page, email, PASSWORD)).toBe(false);
  });

  test("a wrong password shows the provider's message and keeps the email", async ({ page, accounts }) => {
    // axe runs on a scriptless copy of the page, several times: slow on a busy machine.
    test.slow();
    const account = await accounts.createSignedOut(page, "nojs-wrongpw");
    await page.goto("/auth");
    await signInWithForm(page, { email: account.email, password: "not-the-password" });
    await expect(alert(page, "Login failed")).toContainText("Invalid email or password");
    await expect(page).toHaveURL("/auth");
    await expect(authForm(page, "sign-in").getByLabel("Email")).toHaveValue(account.email);
    await expect(authForm(page, "sign-in").getByLabel("Password")).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  test("signs in and returns to the page asked for (redirectTo)", async ({ page, accounts }) => {
    const account = await accounts.createSignedOut(page, "nojs-signin");
    await page.goto("/adaptiq-demo");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fadaptiq-demo");
    await signInWithForm(page, account);
    await expect(page).toHaveURL("/adaptiq-demo?notice=signed-in");
    await expect(status(page, "Welcome back!")).toContainText(
      "You've successfully logged in to your account.",
    );

    await page.goto("/auth");
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("Continue with Google without JavaScript", () => {
  const atStandIn = new RegExp(`^${GOOGLE_STAND_IN_ISSUER}/interaction/`);

  test("the whole page goes to the provider and comes back signed in", async ({ page, accounts }) => {
    const login = accounts.googleLogin("nojs");
    await page.goto("/auth?redirectTo=%2Fdashboard%3Ftab%3Dpreferences");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(atStandIn);
    await page.getByLabel("Login name").fill(login);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL("/dashboard?tab=preferences&notice=google-signed-in");
    await expect(status(page, "Welcome!")).toContainText("You've successfully logged in with Google.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Welcome back, ${standInUser(login).name}!`,
    );
  });

  test("cancelling at the provider comes back to /auth saying so", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(atStandIn);
    await page.getByRole("button", { name: "Cancel" }).click();

    await expect(page).toHaveURL(/^[^?]*\/auth\?googleError=1&redirectTo=%2Fdashboard/);
    await expect(alert(page, "Google login failed")).toContainText("Google sign-in was cancelled.");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });
});

test.describe("/dashboard without JavaScript", () => {
  test("My Orders is the default tab; Preferences is a link the server answers", async ({
    page,
    accounts,
  }) => {
    // axe runs on a scriptless copy of the page, several times: slow on a busy machine.
    test.slow();
    await accounts.create(page, "nojs-tabs");
    await page.goto("/dashboard");
    await expect(tabLink(page, "My Orders")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Preferences" })).toBeHidden();
    await expectNoAxeViolations(page);

    await tabLink(page, "Preferences").click();
    await expect(page).toHaveURL("/dashboard?tab=preferences");
    await expect(page.getByRole("button", { name: "Save Preferences" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No orders yet" })).toBeHidden();
    await expectNoAxeViolations(page);
    await tabLink(page, "My Orders").click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
  });

  test("preferences are checked, saved, and shown after a reload", async ({ page, accounts }) => {
    await accounts.create(page, "nojs-prefs");
    await page.goto("/dashboard?tab=preferences");
    const form = dashboardForm(page, "preferences");
    const box = (name: string) => form.getByRole("checkbox", { name });
    for (const name of ["Trail Running", "Gym Training", "Hiking"]) await expect(box(name)).toBeChecked();
    for (const name of ["Tennis", "Street Walking", "Basketball"]) await expect(box(name)).not.toBeChecked();

    await form.getByText("Tennis", { exact: true }).click();
    await form.getByText("Hiking", { exact: true }).click();
    await expect(box("Tennis")).toBeChecked();
    await expect(box("Hiking")).not.toBeChecked();
    // The tile shows the choice with CSS alone.
    await expect(form.locator("label", { hasText: "Tennis" })).toHaveCSS(
      "border-color",
      // teal-700, the checked tiles' border
      "oklch(0.511 0.096 186.391)",
    );
    await form.getByRole("button", { name: "Save Preferences" }).click();

    await expect(status(page, "Preferences saved")).toContainText("Your sport preferences have been saved.");
    await page.goto("/dashboard?tab=preferences");
    for (const name of ["Trail Running", "Tennis", "Gym Training"]) await expect(box(name)).toBeChecked();
    for (const name of ["Street Walking", "Basketball", "Hiking"]) await expect(box(name)).not.toBeChecked();
  });

  test("Schedule Fitting and Community answer that they are coming soon", async ({ page, accounts }) => {
    // axe runs on a scriptless copy of the page, several times: slow on a busy machine.
    test.slow();
    await accounts.create(page, "nojs-soon");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Book a Fitting" }).click();
    await expect(status(page, "Coming soon")).toContainText("Fitting scheduling is coming soon.");
    await page.getByRole("button", { name: "Join Community" }).click();
    await expect(status(page, "The community is coming soon.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the display name is changed on its own page", async ({ page, accounts }) => {
    // axe runs on a scriptless copy of the page, several times: slow on a busy machine.
    test.slow();
    await accounts.create(page, "nojs-name", "Ada Lovelace");
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Account Settings" }).click();
    await expect(page).toHaveURL("/dashboard/settings");
    const field = page.getByLabel("Display Name");
    await expect(field).toHaveValue("Ada Lovelace");
    await expectNoAxeViolations(page);

    await field.fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("Augusta Ada King");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page, "Profile updated")).toBeVisible();
    await expect(field).toHaveValue("Augusta Ada King");
    await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Augusta Ada King");

    // The notice sits over the top of the page until dismissed, as a visitor would.
    await page.getByRole("link", { name: "Dismiss" }).click();
    await expect(page).toHaveURL("/dashboard/settings");
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Augusta Ada King!");
  });

  test("Sign Out returns to / signed out, saying so", async ({ page, accounts }) => {
    await accounts.create(page, "nojs-signout");
    await page.goto("/dashboard");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/?notice=signed-out");
    await expect(status(page, "Signed out")).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fdashboard");
  });
});
