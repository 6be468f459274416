import { PAGES } from "../../app/lib/seo";

import { E2E_BASE_URL } from "../../dev/harness/chromium";
import { expect, test } from "../support/playwright-fixtures";

// Every route's head as the server sends it, the JSON-LD, robots.txt, the sitemap, the manifest and
// the icons are page facts: tests/pages/seo.test.ts. What changes once React runs is checked here;
// the outline of every tab once React runs is checked where the accessibility tour opens it
// (tests/e2e/a11y.spec.ts).

const absolute = (path: string) => new URL(path, E2E_BASE_URL).href;

test("client-side navigation updates the canonical URL and the sharing tags", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute("/"));
  await page.getByRole("main").getByRole("link", { name: "Join Elegance Beta" }).click();
  await expect(page).toHaveURL(/\/elegance$/);
  await expect(page).toHaveTitle(PAGES.elegance.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute("/elegance"));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", absolute("/elegance"));
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
