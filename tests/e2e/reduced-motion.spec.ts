import type { Page } from "@playwright/test";

import { expect, test } from "../support/playwright-fixtures";
import { accountMenuButton } from "../support/browser-accounts";
import { TOUR_ROUTES, motion, openTourRoute } from "../support/browser-routes";

/*
 * prefers-reduced-motion: reduce means no entrance animation, no transition, no smooth scrolling
 * and no spinning or pulsing, on every page and in the states that animate. Every tour route is
 * checked top to bottom where the accessibility tour walks it under the preference
 * (tests/e2e/a11y.spec.ts); here, the states that animate. The last test checks the same probes
 * do see the motion without the preference, so a pass means something.
 */

/** Follows the hero's in-page link and reports where the target is right after, in the same task. */
async function jumpToWaitlist(page: Page) {
  return page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('main a[href="#waitlist"]')!.click();
    return document.getElementById("waitlist")!.getBoundingClientRect().top;
  });
}

test.describe("under prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });

  test("revealed sections are simply there, and an in-page link jumps at once", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#sustainability [data-reveal]").last();
    await expect(card).toHaveCSS("opacity", "1");
    await expect(card).toHaveCSS("animation-name", "none");
    await expect(card).toHaveCSS("transition-duration", "0s");
    // Lands under the fixed navigation bar (scroll-padding-top: 5rem) at once.
    expect(Math.abs((await jumpToWaitlist(page)) - 80)).toBeLessThanOrEqual(2);
  });

  test("the busy spinners and pulses stand still", async ({ page, accounts }) => {
    await openTourRoute(
      page,
      TOUR_ROUTES.find((r) => r.path === "/lab")!,
      accounts,
    );
    await page.getByRole("tab", { name: "Motion AI" }).click();
    await page.getByRole("button", { name: "Activate" }).click();
    await expect(page.getByRole("button", { name: "Active" })).toBeVisible();
    expect((await motion(page)).moving).toEqual([]);

    await openTourRoute(
      page,
      TOUR_ROUTES.find((r) => r.path === "/adaptiq-demo")!,
      accounts,
    );
    // The spinners belong to the animated run, which comes with the scripts: a Start pressed before
    // them sends the form, and the server answers with the finished run (no spinner to check).
    await expect(accountMenuButton(page), "the account menu is a menu once React runs").toHaveAttribute(
      "aria-haspopup",
      "menu",
    );
    await page.getByRole("button", { name: "Start AdaptIQ Simulation" }).click();
    const spinners = page.locator('[class*="animate-spin"]');
    await expect(spinners.first()).toBeVisible();
    for (const spinner of await spinners.all()) await expect(spinner).toHaveCSS("animation-name", "none");
    expect((await motion(page)).moving).toEqual([]);
  });
});

test.describe("without a motion preference", () => {
  test("the same checks see the motion (so they can see it missing)", async ({ page }) => {
    await page.goto("/");
    expect((await motion(page)).scrollBehavior).toBe("smooth");
    expect((await motion(page)).moving.length).toBeGreaterThan(0);
    // A smooth scroll has barely started in the same task.
    expect(await jumpToWaitlist(page)).toBeGreaterThan(500);
  });
});
