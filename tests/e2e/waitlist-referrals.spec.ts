import { expect, test } from "../support/playwright-fixtures";
import { confirmByRequest, joinByApi } from "../support/browser-waitlist";

/*
 * The waitlist's status page with its scripts: the Copy button is there only with them. The join,
 * the confirmation from the email, the place, the referral link and the friend joining through it,
 * unsubscribing and bad links are HTTP facts: tests/pages/waitlist-referrals.test.ts.
 */

test("the Copy button copies the referral link, and says so", async ({ page, request }) => {
  const email = await joinByApi(request, "copier");
  await page.goto(await confirmByRequest(request, email));
  const referralLink = await page.getByLabel("Your referral link").inputValue();
  expect(referralLink).toMatch(/\/\?ref=[a-z0-9]+$/);

  // Copying needs the scripts: the button appears with them, and says so when it worked.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referralLink);
});
