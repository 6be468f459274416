import {
  accountMenuButton,
  createAccount,
  createSignedOutAccount,
  mainNav,
  signInWithForm,
  waitForSignedInNav,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("guarded pages", () => {
  for (const path of ["/dashboard", "/adaptiq-demo"]) {
    test(`an anonymous load of ${path} goes to /auth, and signing in returns there`, async ({ page }) => {
      const account = await createSignedOutAccount(page, "guard");
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(path)}`);
      await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();

      await signInWithForm(page, account);
      await expect(page).toHaveURL(path);
      await expect(accountMenuButton(page)).toBeVisible();
    });
  }

  test("a client-side navigation without a session goes to /auth, and back after signing in", async ({
    page,
  }) => {
    const account = await createAccount(page, "guard-client");
    await page.goto("/dashboard");
    await expect(accountMenuButton(page)).toBeVisible();
    // The session is gone, but the page still shows the signed-in navigation.
    await page.context().clearCookies();

    await accountMenuButton(page).click();
    await page.getByRole("menuitem", { name: "AdaptIQ Demo" }).click();
    await expect(page).toHaveURL("/auth?redirectTo=%2Fadaptiq-demo");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();

    await signInWithForm(page, account);
    await expect(page).toHaveURL("/adaptiq-demo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AdaptIQ Neural Simulator");
    await expect(accountMenuButton(page)).toBeVisible();
  });

  for (const target of ["https://evil.example/x", "//evil.example"]) {
    test(`a redirectTo of another origin (${target}) ends on /dashboard`, async ({ page }) => {
      const account = await createSignedOutAccount(page, "evil");
      await page.goto(`/auth?redirectTo=${encodeURIComponent(target)}`);
      await signInWithForm(page, account);
      await expect(page).toHaveURL("/dashboard");
    });
  }

  test("a signed-in visitor opening /auth lands on /dashboard, or on its redirectTo", async ({ page }) => {
    await createAccount(page, "signed-in-auth");
    await page.goto("/auth");
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/auth?tab=signup&redirectTo=%2Fadaptiq-demo");
    await expect(page).toHaveURL("/adaptiq-demo");
  });
});

test.describe("other tabs", () => {
  test("signing out in one tab shows Sign In in the other once it has focus", async ({ page, context }) => {
    await createAccount(page, "two-tabs");
    const other = await context.newPage();
    await other.goto("/");
    await page.goto("/");
    await waitForSignedInNav(other);
    await waitForSignedInNav(page);

    await accountMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();

    await other.bringToFront();
    await other.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(mainNav(other).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(accountMenuButton(other)).toHaveCount(0);
  });

  test("a session that ended elsewhere is noticed when the tab gets focus", async ({ page }) => {
    await createAccount(page, "focus");
    await page.goto("/");
    await waitForSignedInNav(page);
    // No broadcast this time: only the focus check can notice.
    await page.context().clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
