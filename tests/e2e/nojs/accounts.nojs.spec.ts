import { expect, test } from "../../support/playwright-fixtures";

// JavaScript is off (the no-javascript project). Every form post of /auth, /dashboard and
// /dashboard/settings and its answer is an HTTP fact, proven by the page suite (tests/pages:
// sign-up-and-in, guards, dashboard, account-settings, account-recovery). What stays here is what
// only a browser shows: how a page looks with CSS alone.

test("a preference tile shows its choice with CSS alone", async ({ page, accounts }) => {
  await accounts.create(page, "nojs-prefs");
  await page.goto("/dashboard?tab=preferences");
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="intent"][value="preferences"]') });
  const box = (name: string) => form.getByRole("checkbox", { name });

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
});
