import { accountMenuButton, mainNav } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

// The anonymous page cache's answers, headers and keys are page facts: tests/pages/page-cache.test.ts.
// What a browser does with those headers (its own HTTP cache, then hydration) is checked here.

test("in the browser, a signed-in visit and the signed-out one after it each show their own page", async ({
  page,
  request,
  accounts,
}) => {
  // The anonymous page is in the server's cache before the signed-in visit.
  await request.get("/");
  expect((await request.get("/")).headers()["x-page-cache"]).toBe("hit");
  const account = await accounts.create(page, "cache", "Cache Tester");

  await page.goto("/");
  await expect(accountMenuButton(page)).toHaveAccessibleName(`Account menu for ${account.name}`);
  await page.context().clearCookies();
  await page.goto("/");
  await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test("a kept page with a signed-in visitor's own items hydrates as theirs, and its menu works", async ({
  page,
  accounts,
}) => {
  const account = await accounts.create(page, "kept", "Kept Page");
  // The first visit's render shows the server this visitor's items; the second is the kept page with them.
  await page.goto("/lab");
  const kept = await page.goto("/lab");
  expect(kept?.headers()["x-page-cache"]).toBe("hit");
  const trigger = accountMenuButton(page);
  await expect(trigger).toHaveAccessibleName(`Account menu for ${account.name}`);
  // The menu's ARIA semantics come with React: it hydrated this visitor, though the kept page's
  // loader data names nobody (a mismatch would be a console error, which fails the test).
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await trigger.click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("main")).toContainText(account.name);

  await page.goto("/lab");
  await accountMenuButton(page).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Log out" }).click();
  await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});
