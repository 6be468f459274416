import type { Page } from "@playwright/test";

import {
  PASSWORD,
  accountMenuButton,
  authForm,
  destructiveToast,
  fillSignUp,
  mainNav,
  signInWithForm,
  toasts,
  uniqueEmail,
} from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

/** The posts of /auth's forms (to its action, as a document or as React Router's data request). */
function authPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && (path === "/auth" || path === "/auth.data")) posts.push(request.url());
  });
  return posts;
}

/**
 * The ARIA tabs show once React runs: for the tests whose subject is JavaScript's own behaviour
 * (the client-side check, the busy labels, arrow keys).
 */
async function expectTabsReady(page: Page, selected: "Sign In" | "Sign Up") {
  await expect(page.getByRole("tab", { name: selected })).toHaveAttribute("aria-selected", "true");
}

test.describe("at once, before the scripts run", () => {
  test("nothing is disabled, and signing in right away works", async ({ page, accounts }) => {
    const account = await accounts.createSignedOut(page, "at-once");
    await page.goto("/auth");
    for (const button of await page.getByRole("main").getByRole("button").all())
      await expect(button).toBeEnabled();
    await signInWithForm(page, account);
    await expect(page).toHaveURL("/dashboard");
    await expect(toasts(page)).toContainText("Welcome back!");
  });
});

test.describe("sign up, sign out, sign in", () => {
  test("signs up, lands on the dashboard, and the navigation shows the avatar menu", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, { name: "Ada Lovelace", email, password: PASSWORD });
    await expect(form.getByText("8 to 128 characters.")).toBeVisible();
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ada Lovelace!");
    await expect(toasts(page)).toContainText("Account created!");
    await expect(toasts(page)).toContainText("Welcome! Your account has been created successfully.");
    await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Ada Lovelace");
    await expect(accountMenuButton(page)).toHaveText("A");
    await expect(mainNav(page).getByRole("link", { name: "AdaptIQ Demo" })).toHaveAttribute(
      "href",
      "/adaptiq-demo",
    );
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Join Waitlist" })).toHaveCount(0);
  });

  test("signs out from the avatar menu, then signs in again", async ({ page, accounts }) => {
    const account = await accounts.create(page, "signout", "Grace Hopper");
    await page.goto("/dashboard");
    // The menu's roles come with the scripts: getByRole("menu") below waits for them.
    await accountMenuButton(page).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("Grace Hopper");
    await expect(menu).toContainText(account.email);
    await expect(menu.getByRole("menuitem")).toHaveText(["Dashboard", "AdaptIQ Demo", "Log out"]);
    await menu.getByRole("menuitem", { name: "Log out" }).click();

    await expect(toasts(page)).toContainText("Signed out");
    await expect(toasts(page)).toContainText("You've been successfully signed out.");
    await expect(page).toHaveURL("/");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);

    await mainNav(page).getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/auth");
    await signInWithForm(page, account);
    await expect(page).toHaveURL("/dashboard");
    await expect(toasts(page)).toContainText("Welcome back!");
    await expect(toasts(page)).toContainText("You've successfully logged in to your account.");
    await expect(accountMenuButton(page)).toHaveAccessibleName("Account menu for Grace Hopper");
  });

  test("a wrong password shows Better Auth's message, keeps the email and stays on /auth", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.createSignedOut(page, "wrongpw");
    await page.goto("/auth");
    await signInWithForm(page, { email: account.email, password: "not-the-password" });

    await expect(destructiveToast(page)).toContainText("Login failed");
    await expect(destructiveToast(page)).toContainText("Invalid email or password");
    await expect(page).toHaveURL("/auth");
    const form = authForm(page, "sign-in");
    await expect(form.getByLabel("Email")).toHaveValue(account.email);
    await expect(form.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("an email already used shows the provider's message", async ({ page, accounts }) => {
    const account = await accounts.createSignedOut(page, "taken");
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, { name: "Someone Else", email: account.email, password: PASSWORD });
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(destructiveToast(page)).toContainText("Signup failed");
    await expect(destructiveToast(page)).toContainText("User already exists. Use another email.");
    await expect(page).toHaveURL("/auth?tab=signup");
    await expect(form.getByLabel("Full Name")).toHaveValue("Someone Else");
    await expect(form.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  test("mismatched passwords toast and send nothing", async ({ page }) => {
    const posts = authPosts(page);
    await page.goto("/auth?tab=signup");
    await expectTabsReady(page, "Sign Up");
    const form = await fillSignUp(page, {
      name: "Ada Lovelace",
      email: uniqueEmail("mismatch"),
      password: PASSWORD,
      confirm: `${PASSWORD}-typo`,
    });
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(destructiveToast(page)).toContainText("Password mismatch");
    await expect(destructiveToast(page)).toContainText("Please make sure your passwords match.");
    await expect(form.getByLabel("Confirm Password")).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("a too short password is named under its field and nothing is sent", async ({ page }) => {
    const posts = authPosts(page);
    await page.goto("/auth?tab=signup");
    await expectTabsReady(page, "Sign Up");
    const form = await fillSignUp(page, { name: "Ada", email: uniqueEmail("short"), password: "short" });
    await form.getByRole("button", { name: "Create Account" }).click();

    const password = form.getByLabel("Password", { exact: true });
    await expect(form.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(/8 to 128 characters\./);
    expect(posts).toEqual([]);
  });
});

test.describe("busy state", () => {
  /** Holds /auth's action request (React Router's data request) until `release` is called. */
  async function holdAuthAction(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/auth\.data/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    return release;
  }

  test("signing in: the label reads Signing in... and every button is disabled", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.createSignedOut(page, "busy-in");
    const release = await holdAuthAction(page);
    await page.goto("/auth");
    await expectTabsReady(page, "Sign In");
    await signInWithForm(page, account);

    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(main.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    for (const button of await main.getByRole("button").all()) await expect(button).toBeDisabled();
    release();
    await expect(page).toHaveURL("/dashboard");
  });

  test("signing up: the label reads Creating account... and every button is disabled", async ({ page }) => {
    const release = await holdAuthAction(page);
    await page.goto("/auth?tab=signup");
    await expectTabsReady(page, "Sign Up");
    const email = uniqueEmail("busy-up");
    const form = await fillSignUp(page, { name: "Busy Bee", email, password: PASSWORD });
    await form.getByRole("button", { name: "Create Account" }).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    for (const button of await main.getByRole("button").all()) await expect(button).toBeDisabled();
    release();
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("tabs", () => {
  test("Sign In is the default, ?tab=signup opens Sign Up, and the arrow keys switch", async ({ page }) => {
    await page.goto("/auth");
    const signInTab = page.getByRole("tab", { name: "Sign In" });
    const signUpTab = page.getByRole("tab", { name: "Sign Up" });
    await expectTabsReady(page, "Sign In");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Sign In");

    await signInTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(signUpTab).toBeFocused();
    await expect(signUpTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Sign Up" }).getByLabel("Full Name")).toBeVisible();
    await expect(page).toHaveURL("/auth?tab=signup");
    await page.keyboard.press("ArrowLeft");
    await expect(signInTab).toBeFocused();
    await expect(signInTab).toHaveAttribute("aria-selected", "true");

    await page.goto("/auth?tab=signup");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await expectTabsReady(page, "Sign Up");
  });
});
