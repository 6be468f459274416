import type { Page } from "@playwright/test";

import { PAGES } from "../../app/lib/seo";
import { headingOrderProblems } from "../support/headings";
import { SEO_ROUTES } from "../support/product-tables";

import { E2E_BASE_URL } from "../../dev/harness/chromium";
import { expect, test } from "../support/playwright-fixtures";

// Every route's head as the server sends it, the JSON-LD, robots.txt, the sitemap, the manifest and
// the icons are page facts: tests/pages/seo.test.ts. What changes once React runs is checked here.

const absolute = (path: string) => new URL(path, E2E_BASE_URL).href;

/** The page's headings as they are now, in document order. */
async function readHeadings(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => ({
      level: Number(h.tagName[1]),
      text: h.textContent?.trim() ?? "",
    })),
  );
}

/** How many tabs each route's main content has (none where not named). */
const TAB_COUNTS: Record<string, number> = {
  "/auth": 2,
  "/auth?tab=signup": 2,
  "/lab": 5,
  "/elegance": 4,
  "/technology": 4,
  "/dashboard": 2,
};

test.describe("headings after hydration", () => {
  // The popup landing page moves on as soon as it runs; its server render is checked in
  // tests/pages/seo.test.ts.
  for (const route of SEO_ROUTES.filter((r) => r.page !== PAGES.googleComplete)) {
    test(`${route.url}: one h1 and headings in order in every tab`, async ({ page, accounts }) => {
      if (route.signedIn) await accounts.create(page, "seo-tabs");
      await page.goto(route.url);
      const expectOutline = async (state: string) => {
        const headings = await readHeadings(page);
        expect(
          headings.filter((h) => h.level === 1),
          `${state}: one h1`,
        ).toHaveLength(1);
        expect(headingOrderProblems(headings), `${state}: heading order`).toEqual([]);
      };
      await expectOutline("as loaded");
      // Headings after hydration are the subject. The tab roles come with it, a widget's own a
      // moment after the root's (the technology explorer): wait for as many as the route has.
      const tabs = page.getByRole("main").getByRole("tab");
      const count = TAB_COUNTS[route.url] ?? 0;
      await expect(tabs, "tabs once React runs").toHaveCount(count);
      for (let index = 0; index < count; index++) {
        const tab = tabs.nth(index);
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        await expectOutline(`tab ${await tab.textContent()}`);
      }
    });
  }
});

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
