import type { Page } from "@playwright/test";

import { createAccount, waitForAuthForm, waitForDashboard, waitForSignedInNav } from "./accounts";
import { expect } from "./fixtures";

/** A route the budgets and accessibility specs visit, and what says it is hydrated. */
export type TourRoute = { path: string; signedIn: boolean; ready: (page: Page) => Promise<void> };

const visibleTab = (name: string) => async (page: Page) => {
  await expect(page.getByRole("tab", { name })).toBeVisible();
};

/** React has hydrated the page: the header's menu button carries its fiber (pages with no disabled-until-ready control). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("header button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Every page of the site (the list): the public ones, then the two that need an account. */
export const TOUR_ROUTES: readonly TourRoute[] = [
  { path: "/", signedIn: false, ready: waitForHydration },
  { path: "/auth", signedIn: false, ready: waitForAuthForm },
  { path: "/auth?tab=signup", signedIn: false, ready: waitForAuthForm },
  // The tab roles exist once React runs.
  { path: "/lab", signedIn: false, ready: visibleTab("Customizer") },
  {
    path: "/elegance",
    signedIn: false,
    // The tab roles exist once React runs.
    ready: async (page) => {
      await expect(page.getByRole("tab", { name: "AI Designer" })).toBeVisible();
    },
  },
  { path: "/technology", signedIn: false, ready: visibleTab("Neural AI") },
  {
    path: "/no-such-page",
    signedIn: false,
    ready: async (page) => {
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await waitForHydration(page);
    },
  },
  { path: "/dashboard", signedIn: true, ready: waitForDashboard },
  { path: "/adaptiq-demo", signedIn: true, ready: waitForSignedInNav },
];

/** Opens a tour route (signing the page in first when it needs an account) and waits for hydration. */
export async function openTourRoute(page: Page, route: TourRoute) {
  if (route.signedIn) await createAccount(page, "tour");
  await page.goto(route.path);
  await route.ready(page);
}

/**
 * Scrolls to the bottom a screen at a time, so everything that loads or reveals itself on the way
 * has done so, then waits until the reveal transitions are over (looping animations are not waited for).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
  await expect(page.locator("[data-reveal]:not([data-revealed])")).toHaveCount(0);
  await settleTransitions(page);
}

/** Waits until no CSS transition runs (axe measures colours mid-fade otherwise). */
export async function settleTransitions(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === "finished"),
  );
}
