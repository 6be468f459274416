import type { Page } from "@playwright/test";

import type { Accounts } from "./browser-accounts";
import { expect } from "./playwright-fixtures";

/** A route the budgets and accessibility specs visit. */
export type TourRoute = { path: string; signedIn: boolean };

/** Every page of the site: the public ones, then the two that need an account. */
export const TOUR_ROUTES: readonly TourRoute[] = [
  { path: "/", signedIn: false },
  { path: "/auth", signedIn: false },
  { path: "/auth?tab=signup", signedIn: false },
  { path: "/lab", signedIn: false },
  { path: "/elegance", signedIn: false },
  { path: "/technology", signedIn: false },
  { path: "/no-such-page", signedIn: false },
  { path: "/dashboard", signedIn: true },
  { path: "/adaptiq-demo", signedIn: true },
];

/**
 * Opens a tour route (signing the page in first when it needs an account) and returns once its
 * heading shows, as a visitor starts reading: nothing here waits for the scripts.
 */
export async function openTourRoute(page: Page, route: TourRoute, accounts: Accounts) {
  if (route.signedIn) await accounts.create(page, "tour");
  await page.goto(route.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/**
 * Scrolls to the bottom a screen at a time, so everything that loads or reveals itself on the way
 * has done so, then waits until the reveal transitions are over (looping animations are not waited for).
 */
export async function scrollThrough(page: Page) {
  // Chromium headless (both builds, software compositing) can stop drawing frames for good when a
  // page is scrolled this fast while it still fetches its scripts: no animation frame and no
  // screenshot again. Scrolling once the network is quiet never met it (decision 012).
  await page.waitForLoadState("networkidle");
  const stalled = await page.evaluate(async () => {
    // Two seconds without a frame is a stall, said plainly, not a test timeout a minute later.
    const frame = () =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 2_000);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      if (!(await frame()) || !(await frame())) return `no frame drawn for 2 s at ${y} px`;
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    return "";
  });
  expect(stalled, "the browser kept drawing while the page scrolled").toBe("");
  await expect(page.locator("[data-reveal]:not([data-revealed])")).toHaveCount(0);
  await settleTransitions(page);
}

/** Waits until no CSS transition runs (axe measures colours mid-fade otherwise). */
export async function settleTransitions(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === "finished"),
  );
}

/** Elements that still animate or transition, and whether the page scrolls smoothly. */
export async function motion(page: Page) {
  return page.evaluate(() => {
    const moving = [...document.querySelectorAll("*")].flatMap((el) => {
      const style = getComputedStyle(el);
      const transition = style.transitionDuration.split(",").some((d) => parseFloat(d) > 0);
      if (style.animationName === "none" && !transition) return [];
      const name = el.id
        ? `#${el.id}`
        : `${el.tagName.toLowerCase()}.${String(el.getAttribute("class")).slice(0, 60)}`;
      return [`${name}: animation ${style.animationName}, transition ${style.transitionDuration}`];
    });
    const running = document.getAnimations().filter((a) => a.playState === "running").length;
    return { moving, running, scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior };
  });
}
