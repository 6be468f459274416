import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

/*
 * How a test knows React has hydrated: `<html data-hydrated>`, set by the root once it has
 * (app/lib/use-hydrated.ts). Nothing in the shared support waits for it: a visitor acts at load, and
 * so do the tests. Import it only in a test whose subject exists once the scripts run and shows no
 * sign a test could wait for instead (a toast, a broadcast or focus listener, an in-place save, the
 * scripts themselves under the CSP), or whose subject is acting before hydration (`isHydrated`).
 * Where the scripts add something visible (tab or menu roles), wait for that instead.
 */

export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Whether React has hydrated the page yet: for a test that acts before it on purpose. */
export const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
