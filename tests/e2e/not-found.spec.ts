import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test("an unknown path renders the not-found screen with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectNoAxeViolations(page);
});
