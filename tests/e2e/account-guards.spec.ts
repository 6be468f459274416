import { accountMenuButton, mainNav, signInWithForm } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

/*
 * A load of a guarded page without a session, where signing in returns, and /auth for someone signed
 * in are HTTP facts: tests/pages/guards.test.ts. What stays here happens in the running page.
 */

test.describe("guarded pages", () => {
  test("a client-side navigation without a session goes to /auth, and back after signing in", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create(page, "guard-client");
    await page.goto("/dashboard");
    // The subject is a client-side navigation: the menu item (a role the scripts add) waits for them.
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
});

test.describe("other tabs", () => {
  test("signing out in one tab shows Sign In in the other, by the broadcast alone", async ({
    page,
    context,
    accounts,
  }) => {
    await accounts.create(page, "two-tabs");
    const other = await context.newPage();
    // The other tab never learns through focus: its focus events stop before the page's listeners,
    // and it is never brought to the front. Only auth-channel.ts's broadcast can tell it.
    await other.addInitScript(stopWindowFocusEvents);
    const sessionChecks: string[] = [];
    other.on("request", (request) => {
      if (request.url().includes("/api/auth/get-session")) sessionChecks.push(request.url());
    });
    await other.goto("/");
    await page.goto("/");
    // Both listen (and the one signing out announces) once React runs, when the account menu
    // becomes a menu.
    for (const tab of [other, page])
      await expect(accountMenuButton(tab)).toHaveAttribute("aria-haspopup", "menu");
    // Gone if the other tab reloads or navigates: the header must change in this same document.
    await other.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await accountMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();

    await expect(mainNav(other).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(accountMenuButton(other)).toHaveCount(0);
    expect(await other.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(sessionChecks).toEqual([]);
  });

  test("signing in in one tab shows the avatar menu in the other, by the broadcast alone", async ({
    page,
    context,
    accounts,
  }) => {
    const account = await accounts.createSignedOut(page, "two-tabs-in");
    const other = await context.newPage();
    await other.addInitScript(stopWindowFocusEvents);
    await other.goto("/lab");
    await page.goto("/auth");
    // Both listen once React runs, when their tab links become tabs.
    for (const tab of [other, page])
      await expect(tab.getByRole("main").getByRole("tab").first()).toBeVisible();

    await signInWithForm(page, account);
    await expect(page).toHaveURL("/dashboard");
    await expect(accountMenuButton(other)).toBeVisible();
    await expect(mainNav(other).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  });

  test("a session that ended elsewhere is noticed when the tab gets focus", async ({ page, accounts }) => {
    await accounts.create(page, "focus");
    await page.goto("/");
    await expect(accountMenuButton(page), "the account menu is a menu once React runs").toHaveAttribute(
      "aria-haspopup",
      "menu",
    );
    // No broadcast this time: only the focus check can notice.
    await page.context().clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

/** An init script: the window's focus events stop before the page's own listeners hear them. */
function stopWindowFocusEvents() {
  window.addEventListener(
    "focus",
    (event) => {
      if (event.target === window) event.stopImmediatePropagation();
    },
    true,
  );
}
