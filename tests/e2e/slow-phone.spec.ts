import type { Locator, Page } from "@playwright/test";

import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { emulateSlowPhone, gotoAndWaitForPaint, tap } from "./support/slow-phone";

/*
 * A person on a cheap phone taps a control as soon as they see it. On the slow phone of issue 11
 * (CPU 4× slower, ~1.6 Mbit/s, 150 ms round trips), each kind of control on each route is tapped
 * right after first contentful paint, long before React has hydrated, and must do its job: a link
 * loads the tab, a radio is checked, a `<details>` opens, a form is submitted and answered.
 * `npm run bench:taps` measures the same at +0/+500/+1000 ms, with figures.
 */

const main = (page: Page) => page.locator("main");
const byText = (text: string) => (page: Page) => main(page).getByText(text, { exact: true });

type Control = {
  name: string;
  path: string;
  signedIn?: boolean;
  phone?: boolean;
  target: (page: Page) => Locator;
  effect: (page: Page) => Promise<void>;
};

/** The radio whose name starts with the label's text (some add a hint after it) is checked. */
const checked = (label: string) => async (page: Page) => {
  const startsWith = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\b`);
  await expect(main(page).getByRole("radio", { name: startsWith }).first()).toBeChecked();
};

const CONTROLS: readonly Control[] = [
  {
    name: "/auth: the Sign Up tab",
    path: "/auth",
    target: byText("Sign Up"),
    effect: async (page) => await expect(page.getByLabel("Confirm Password")).toBeVisible(),
  },
  {
    name: "/lab: a tab",
    path: "/lab",
    target: byText("Smart Fit"),
    effect: async (page) => await expect(page.getByRole("button", { name: "Start Foot Scan" })).toBeVisible(),
  },
  { name: "/lab: a sport", path: "/lab", target: byText("Tennis"), effect: checked("Tennis") },
  {
    name: "/lab: Start Foot Scan",
    path: "/lab?tab=smart-fit",
    target: (page) => main(page).getByRole("button", { name: "Start Foot Scan" }),
    effect: async (page) =>
      await expect(main(page).getByText("US 9.5", { exact: true })).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: "/lab: a chat question chip",
    path: "/lab?tab=assistant",
    target: (page) => main(page).getByRole("button", { name: /sustainab/i }),
    effect: async (page) => await expect(main(page).getByText(/78% less waste/)).toBeVisible(),
  },
  {
    name: "/elegance: a tab",
    path: "/elegance",
    target: byText("Gallery"),
    effect: async (page) => await expect(main(page).getByText("Aurora Elite").first()).toBeVisible(),
  },
  { name: "/elegance: a heel style", path: "/elegance", target: byText("Block"), effect: checked("Block") },
  {
    name: "/elegance: the gallery's Next",
    path: "/elegance?tab=gallery",
    target: (page) => main(page).getByRole("link", { name: /next/i }),
    effect: async (page) => await expect(main(page).getByText("Celestial Grace").first()).toBeVisible(),
  },
  {
    name: "/technology: a tab",
    path: "/technology",
    target: byText("Modular System"),
    effect: async (page) => await expect(main(page).getByText("One base, every sole")).toBeVisible(),
  },
  {
    name: "/technology: Download App",
    path: "/technology",
    target: (page) => main(page).getByRole("button", { name: "Download App" }),
    effect: async (page) => await expect(page.getByText(/coming soon/i).last()).toBeVisible(),
  },
  {
    name: "/: an FAQ question",
    path: "/",
    target: byText("How long does it take to swap a sole?"),
    effect: async (page) => await expect(page.getByText(/^Under 30 seconds, and no tools/)).toBeVisible(),
  },
  {
    name: "/: a sole",
    path: "/",
    // The sole's own label: the hero lists the same names.
    target: (page) => page.locator("#demo").getByText("Tennis/Court", { exact: true }),
    effect: checked("Tennis/Court"),
  },
  {
    name: "/: the mobile menu button (390 px)",
    path: "/",
    phone: true,
    target: (page) => page.locator("header").getByRole("button", { name: /menu/i }),
    effect: async (page) =>
      await expect(page.locator("header").getByRole("link", { name: "Sustainability" })).toBeVisible(),
  },
  {
    name: "/dashboard: a tab",
    path: "/dashboard",
    signedIn: true,
    target: byText("Preferences"),
    effect: async (page) =>
      await expect(page.getByRole("button", { name: "Save Preferences" })).toBeVisible(),
  },
  {
    name: "/dashboard: a sport tile",
    path: "/dashboard?tab=preferences",
    signedIn: true,
    target: byText("Tennis"),
    effect: async (page) => await expect(main(page).getByRole("checkbox", { name: "Tennis" })).toBeChecked(),
  },
  {
    name: "/dashboard: the avatar menu",
    path: "/dashboard",
    signedIn: true,
    target: (page) => page.locator("header").getByRole("button", { name: /^Account menu for / }),
    effect: async (page) => await expect(page.locator("header").getByText("Log out")).toBeVisible(),
  },
  {
    name: "/adaptiq-demo: a sport",
    path: "/adaptiq-demo",
    signedIn: true,
    target: byText("Tennis"),
    effect: checked("Tennis"),
  },
  {
    name: "/adaptiq-demo: Start AdaptIQ Simulation",
    path: "/adaptiq-demo",
    signedIn: true,
    target: (page) => main(page).getByRole("button", { name: "Start AdaptIQ Simulation" }),
    effect: async (page) =>
      await expect(main(page).getByText("+23%", { exact: true })).toBeVisible({ timeout: 15_000 }),
  },
];

async function tapRightAfterFirstPaint(page: Page, control: Control) {
  if (control.signedIn) await createAccount(page, "slow-phone");
  await emulateSlowPhone(page.context(), page);
  await gotoAndWaitForPaint(page, control.path);
  const moment = await tap(page, control.target(page));
  test.info().annotations.push({
    type: "tap",
    description: `${moment.msAfterFirstPaint} ms after first paint, ${moment.hydrated ? "after" : "before"} hydration`,
  });
  await control.effect(page);
}

test.describe("on a slow phone, a tap right after first paint does its job", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const control of CONTROLS.filter((c) => !c.phone)) {
    test(control.name, async ({ page }) => tapRightAfterFirstPaint(page, control));
  }

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const control of CONTROLS.filter((c) => c.phone)) {
      test(control.name, async ({ page }) => tapRightAfterFirstPaint(page, control));
    }
  });
});
