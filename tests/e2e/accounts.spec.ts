import {
  PASSWORD,
  accountMenuButton,
  createAccount,
  createSignedOutAccount,
  destructiveToast,
  fillSignUp,
  mainNav,
  signInWithForm,
  toasts,
  uniqueEmail,
  waitForAuthForm,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("sign up, sign out, sign in", () => {
  test("signs up, lands on the dashboard, and the navigation shows the avatar menu", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth?tab=signup");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
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

  test("signs out from the avatar menu, then signs in again", async ({ page }) => {
    const account = await createAccount(page, "signout", "Grace Hopper");
    await page.goto("/dashboard");
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

  test("a wrong password shows Better Auth's message and stays on /auth", async ({ page }) => {
    const account = await createSignedOutAccount(page, "wrongpw");
    await page.goto("/auth");
    await signInWithForm(page, { email: account.email, password: "not-the-password" });

    await expect(destructiveToast(page)).toContainText("Login failed");
    await expect(destructiveToast(page)).toContainText("Invalid email or password");
    await expect(page).toHaveURL("/auth");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("an email already used shows the provider's message", async ({ page }) => {
    const account = await createSignedOutAccount(page, "taken");
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, { name: "Someone Else", email: account.email, password: PASSWORD });
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(destructiveToast(page)).toContainText("Signup failed");
    await expect(destructiveToast(page)).toContainText("User already exists. Use another email.");
    await expect(page).toHaveURL("/auth?tab=signup");
    await expect(form.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  test("mismatched passwords toast and send nothing", async ({ page }) => {
    const signUps: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-up")) signUps.push(request.url());
    });
    await page.goto("/auth?tab=signup");
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
    expect(signUps).toEqual([]);
  });

  test("a too short password is named under its field and nothing is sent", async ({ page }) => {
    const signUps: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-up")) signUps.push(request.url());
    });
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, { name: "Ada", email: uniqueEmail("short"), password: "short" });
    await form.getByRole("button", { name: "Create Account" }).click();

    const password = form.getByLabel("Password", { exact: true });
    await expect(form.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(/8 to 128 characters\./);
    expect(signUps).toEqual([]);
  });

  test("every field is required and the email inputs are of type email", async ({ page }) => {
    await page.goto("/auth");
    await waitForAuthForm(page);
    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await expect(signIn.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(signIn.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
    await expect(signIn.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
    for (const field of await signIn.locator("input").all()) await expect(field).toHaveAttribute("required");

    await page.getByRole("tab", { name: "Sign Up" }).click();
    const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
    await expect(signUp.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(signUp.getByLabel("Full Name")).toHaveAttribute("autocomplete", "name");
    await expect(signUp.getByLabel("Confirm Password")).toHaveAttribute("autocomplete", "new-password");
    // Every field a person sees; the honeypot (name "website") is for bots and must stay optional.
    const fields = signUp.locator('input:not([name="website"])');
    await expect(fields).toHaveCount(4);
    for (const field of await fields.all()) await expect(field).toHaveAttribute("required");
    await expect(signUp.locator('input[name="website"]')).not.toHaveAttribute("required");
  });
});

test.describe("busy state", () => {
  test("signing in: the label reads Signing in... and every button is disabled", async ({ page }) => {
    const account = await createSignedOutAccount(page, "busy-in");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/sign-in/email", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/auth");
    await signInWithForm(page, account);

    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(main.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    for (const button of await main.getByRole("button").all()) await expect(button).toBeDisabled();
    for (const tab of await main.getByRole("tab").all()) await expect(tab).toBeDisabled();
    release();
    await expect(page).toHaveURL("/dashboard");
  });

  test("signing up: the label reads Creating account... and every button is disabled", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/sign-up/email", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/auth?tab=signup");
    const form = await fillSignUp(page, {
      name: "Busy Bee",
      email: uniqueEmail("busy-up"),
      password: PASSWORD,
    });
    await form.getByRole("button", { name: "Create Account" }).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    for (const button of await main.getByRole("button").all()) await expect(button).toBeDisabled();
    for (const tab of await main.getByRole("tab").all()) await expect(tab).toBeDisabled();
    release();
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("tabs", () => {
  test("Sign In is the default, ?tab=signup opens Sign Up, and the arrow keys switch", async ({ page }) => {
    await page.goto("/auth");
    await waitForAuthForm(page);
    const signInTab = page.getByRole("tab", { name: "Sign In" });
    const signUpTab = page.getByRole("tab", { name: "Sign Up" });
    await expect(signInTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Sign In");

    await signInTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(signUpTab).toBeFocused();
    await expect(signUpTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Sign Up" }).getByLabel("Full Name")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(signInTab).toBeFocused();
    await expect(signInTab).toHaveAttribute("aria-selected", "true");

    await page.goto("/auth?tab=signup");
    await expect(signUpTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  });
});
