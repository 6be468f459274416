import type { Page } from "@playwright/test";

import type { Accounts } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";
import { type TapTarget, emulateSlowPhone, tapAfterFirstPaint } from "../../dev/harness/slow-phone";

/*
 * A person on a cheap phone taps a control as soon as they see it. On a slow phone
 * (dev/harness/slow-phone.ts: CPU 4× slower, ~1.6 Mbit/s, 150 ms round trips), each kind of control on each route is tapped
 * right after first contentful paint, long before React has hydrated, and must do its job: a link
 * loads the tab, a radio is checked, a `<details>` opens, a form is submitted and answered. The
 * specs of each page check what hydration then keeps of such a tap.
 * `npm run bench:taps` measures the same at +0/+500/+1000 ms, with figures.
 */

const main = (page: Page) => page.locator("main");
/** A tab, a link, a choice or a question in the page's main content, by its visible text. */
const inMain = (text: string): TapTarget => ({
  selector: "main a, main button, main label, main summary",
  text,
  match: "starts",
});

type Control = {
  name: string;
  path: string;
  signedIn?: boolean;
  phone?: boolean;
  target: TapTarget;
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
    target: inMain("Sign Up"),
    effect: async (page) => {
      await expect(page.getByLabel("Confirm Password")).toBeVisible();
      await expect(page).toHaveURL("/auth?tab=signup");
    },
  },
  {
    name: "/lab: a tab",
    path: "/lab",
    target: inMain("Smart Fit"),
    effect: async (page) => {
      await expect(page.getByRole("button", { name: "Start Foot Scan" })).toBeVisible();
      await expect(page).toHaveURL("/lab?tab=smart-fit");
      await expect(page.getByRole("heading", { level: 2, name: "Sole Customizer" })).toBeHidden();
    },
  },
  { name: "/lab: a sport", path: "/lab", target: inMain("Tennis"), effect: checked("Tennis") },
  {
    name: "/lab: Start Foot Scan",
    path: "/lab?tab=smart-fit",
    target: inMain("Start Foot Scan"),
    // Before React runs the server answers with the finished scan; after, the scan runs here.
    effect: async (page) => {
      await expect(main(page).getByText("US 9.5", { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("progressbar", { name: "Scan progress" })).toHaveAttribute(
        "aria-valuenow",
        "100",
      );
    },
  },
  {
    name: "/lab: a chat question chip",
    path: "/lab?tab=assistant",
    target: inMain("How sustainable is it?"),
    effect: async (page) => await expect(main(page).getByText(/78% less waste/)).toBeVisible(),
  },
  {
    name: "/elegance: a tab",
    path: "/elegance",
    target: inMain("Gallery"),
    effect: async (page) => await expect(main(page).getByText("Aurora Elite").first()).toBeVisible(),
  },
  { name: "/elegance: a heel style", path: "/elegance", target: inMain("Block"), effect: checked("Block") },
  {
    name: "/elegance: the gallery's Next",
    path: "/elegance?tab=gallery",
    target: inMain("Next"),
    effect: async (page) => {
      await expect(main(page).getByText("Celestial Grace").first()).toBeVisible();
      await expect(page).toHaveURL("/elegance?tab=gallery&shoe=2");
    },
  },
  {
    name: "/technology: a tab",
    path: "/technology",
    target: inMain("Modular System"),
    effect: async (page) => await expect(main(page).getByText("One base, every sole")).toBeVisible(),
  },
  {
    name: "/technology: Download App",
    path: "/technology",
    target: inMain("Download App"),
    effect: async (page) => await expect(page.getByText(/coming soon/i).last()).toBeVisible(),
  },
  {
    name: "/: an FAQ question",
    path: "/",
    target: inMain("How long does it take to swap a sole?"),
    effect: async (page) => await expect(page.getByText(/^Under 30 seconds, and no tools/)).toBeVisible(),
  },
  {
    name: "/: a sole",
    path: "/",
    // The sole's own label: the hero lists the same names.
    target: { selector: "#demo label", text: "Tennis/Court", match: "starts" },
    effect: async (page) => {
      await checked("Tennis/Court")(page);
      await expect(page.getByRole("heading", { name: "Tennis/Court sole" })).toBeVisible();
    },
  },
  {
    name: "/: the mobile menu button (390 px)",
    path: "/",
    phone: true,
    target: { selector: "header button", text: "Open menu", match: "starts" },
    effect: async (page) =>
      await expect(page.locator("header").getByRole("link", { name: "Sustainability" })).toBeVisible(),
  },
  {
    name: "/dashboard: a tab",
    path: "/dashboard",
    signedIn: true,
    target: inMain("Preferences"),
    effect: async (page) => {
      await expect(page.getByRole("button", { name: "Save Preferences" })).toBeVisible();
      await expect(page.getByText("Street Walking")).toBeVisible();
      await expect(page).toHaveURL("/dashboard?tab=preferences");
    },
  },
  {
    name: "/dashboard: a sport tile",
    path: "/dashboard?tab=preferences",
    signedIn: true,
    target: inMain("Tennis"),
    effect: async (page) => await expect(main(page).getByRole("checkbox", { name: "Tennis" })).toBeChecked(),
  },
  {
    name: "/dashboard: the avatar menu",
    path: "/dashboard",
    signedIn: true,
    target: { selector: "header button", text: "Account menu for", match: "starts" },
    effect: async (page) => await expect(page.locator("header").getByText("Log out")).toBeVisible(),
  },
  {
    name: "/adaptiq-demo: a sport",
    path: "/adaptiq-demo",
    signedIn: true,
    target: inMain("Tennis"),
    effect: checked("Tennis"),
  },
  {
    name: "/adaptiq-demo: Start AdaptIQ Simulation",
    path: "/adaptiq-demo",
    signedIn: true,
    target: inMain("Start AdaptIQ Simulation"),
    effect: async (page) =>
      await expect(main(page).getByText("+23%", { exact: true })).toBeVisible({ timeout: 15_000 }),
  },
];

async function tapRightAfterFirstPaint(page: Page, control: Control, accounts: Accounts) {
  // Where the time went, for the report of a failure: a lost tap is rare and only shows in a full
  // run, so the report says which step took the time.
  const started = Date.now();
  const steps: string[] = [];
  const step = (what: string) => steps.push(`${what} at +${Date.now() - started} ms`);
  if (control.signedIn) await accounts.create(page, "slow-phone");
  const phone = await emulateSlowPhone(page.context(), page);
  step("slowed");
  const ms = await tapAfterFirstPaint(page, phone, control.path, control.target);
  step(`tapped ${ms} ms after first paint`);
  test.info().annotations.push({ type: "tap", description: steps.join(", ") });
  try {
    await control.effect(page);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nsteps: ${steps.join(", ")}`, { cause: error });
  }
}

// Where a lost tap was seen: keep its trace when one fails (traces are off elsewhere, for time). The
// actions, network and console only: the page's screenshots and DOM snapshots made this suite half
// as costly again (90 busy core-seconds against 60), and the steps above already time the tap.
test.use({ trace: { mode: "retain-on-failure", screenshots: false, snapshots: false, sources: false } });

test.describe("on a slow phone, a tap right after first paint does its job", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const control of CONTROLS.filter((c) => !c.phone)) {
    test(control.name, async ({ page, accounts }) => tapRightAfterFirstPaint(page, control, accounts));
  }

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const control of CONTROLS.filter((c) => c.phone)) {
      test(control.name, async ({ page, accounts }) => tapRightAfterFirstPaint(page, control, accounts));
    }
  });
});
