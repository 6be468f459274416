import type { Page } from "@playwright/test";

import { PAGES, type PageSeo } from "../../app/lib/seo";

import { E2E_BASE_URL } from "./support/browser";
import { expect, test } from "./support/fixtures";

// Every route's head as the server sends it, the JSON-LD, robots.txt, the sitemap, the manifest and
// the icons are page facts: tests/pages/seo.test.ts. What changes once React runs is checked here.

/** Every route, at the URL a visitor (signed in for the last two) opens. */
const ROUTES: readonly { url: string; page: PageSeo; signedIn?: boolean }[] = [
  { url: "/", page: PAGES.home },
  { url: "/auth", page: PAGES.auth },
  // The sign-up tab is the same page: its canonical URL is /auth.
  { url: "/auth?tab=signup", page: PAGES.auth },
  { url: "/lab", page: PAGES.lab },
  { url: "/elegance", page: PAGES.elegance },
  { url: "/technology", page: PAGES.technology },
  { url: "/no/such/page", page: PAGES.notFound },
  { url: "/auth/google-complete", page: PAGES.googleComplete },
  { url: "/auth/forgot-password", page: PAGES.forgotPassword },
  { url: "/account/verify-email?token=any-token", page: PAGES.verifyEmail },
  { url: "/dashboard", page: PAGES.dashboard, signedIn: true },
  { url: "/adaptiq-demo", page: PAGES.adaptiqDemo, signedIn: true },
];

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

/** Headings never skip a level on the way down, and the first one is the page's h1. */
function headingOrderProblems(headings: { level: number; text: string }[]): string[] {
  const problems: string[] = [];
  headings.forEach((heading, i) => {
    const previous = headings[i - 1]?.level ?? 0;
    if (heading.level > previous + 1)
      problems.push(`h${heading.level} "${heading.text}" follows h${previous || "(none)"}`);
  });
  return problems;
}

test.describe("headings after hydration", () => {
  // The popup landing page moves on as soon as it runs; its server render is checked in
  // tests/pages/seo.test.ts.
  for (const route of ROUTES.filter((r) => r.page !== PAGES.googleComplete)) {
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
      for (const tab of await page.getByRole("main").getByRole("tab").all()) {
        // A click before hydration does nothing: retried until React handles it.
        await expect(async () => {
          await tab.click();
          await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
        }).toPass();
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
