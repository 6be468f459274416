import { accountMenuButton, mainNav } from "./support/accounts";
import { expect, test } from "./support/fixtures";

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
