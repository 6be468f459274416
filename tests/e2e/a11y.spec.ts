import type { Page } from "@playwright/test";

import { accountMenuButton, destructiveToast, fillSignUp, toasts } from "./support/accounts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { TOUR_ROUTES, openTourRoute, scrollThrough, settleTransitions } from "./support/routes";

/*
 * WCAG 2.2 AA over the whole site: axe on every route at two widths and in every tab, menu,
 * dialog, toast and form-error state, plus what axe cannot judge by itself: the skip link, a
 * visible focus indicator on everything Tab reaches (never hidden under the fixed header), and
 * zoom left to the visitor. Reduced motion is in reduced-motion.spec.ts, the keyboard-only
 * journey in keyboard-journey.spec.ts.
 */

const PHONE = { width: 390, height: 844 };

/** axe once every open transition is over (it reads colours mid-fade otherwise). */
async function axe(page: Page) {
  await settleTransitions(page);
  await expectNoAxeViolations(page);
}

/** Clicks every tab of every tablist on the page in turn and checks each panel with axe. */
async function axeEveryTab(page: Page) {
  // The tab roles are what this checks, and they come with the scripts: wait for them, not a marker.
  await expect(page.getByRole("tablist").first()).toBeVisible();
  const lists = page.getByRole("tablist");
  for (let l = 0; l < (await lists.count()); l++) {
    const tabs = lists.nth(l).getByRole("tab");
    for (let t = 0; t < (await tabs.count()); t++) {
      await tabs.nth(t).click();
      await expect(tabs.nth(t)).toHaveAttribute("aria-selected", "true");
      await axe(page);
    }
  }
}

/**
 * The focused element, once any scroll the focus started has come to rest: a readable path, a key
 * unique on the page, whether it shows a focus indicator (the browser's own ring, a 2 px outline
 * or a box-shadow ring) and whether it is entirely hidden (under the fixed header or off screen:
 * none of its centre and inner corners is it). Null when nothing (or the body) has focus.
 */
async function describeFocus(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let still = 0, last = -1, i = 0; still < 3 && i < 120; i++, await frame()) {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outlined =
      style.outlineStyle === "auto" || (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2);
    const marked = outlined || style.boxShadow !== "none";
    const rect = el.getBoundingClientRect();
    const inset = Math.min(2, rect.width / 2, rect.height / 2);
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ] as const;
    const seen = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el.contains(hit) || hit.contains(el));
    });
    const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
    const path = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${label}"`;
    return { path, key: `${path}@${Math.round(rect.top + window.scrollY)}`, marked, obscured: !seen };
  });
}

for (const route of TOUR_ROUTES) {
  test.describe(`${route.path}`, () => {
    test("axe finds nothing, top to bottom, on a desktop", async ({ page, accounts }) => {
      await openTourRoute(page, route, accounts);
      await scrollThrough(page);
      await axe(page);
    });

    test("axe finds nothing, top to bottom, on a phone", async ({ page, accounts }) => {
      await page.setViewportSize(PHONE);
      await openTourRoute(page, route, accounts);
      await scrollThrough(page);
      await axe(page);
    });

    test("the skip link comes first, shows on focus and moves focus to the main landmark", async ({
      page,
      accounts,
    }) => {
      await openTourRoute(page, route, accounts);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      const box = await skip.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main-content")).toBeFocused();
      // The next Tab continues inside the main content, not back at the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
    });

    test("everything Tab reaches shows a visible focus indicator, never hidden under the header", async ({
      page,
      accounts,
    }) => {
      test.slow(); // A press and a settled scroll for every stop, both ways.
      // Where focus ends up does not depend on smooth scrolling, but when the scroll ends does:
      // without it, "settled" is exact.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openTourRoute(page, route, accounts);
      const unmarked = new Set<string>();
      const obscured = new Set<string>();
      const seen = new Set<string>();
      // Forward to the end of the page, then back up again (Shift+Tab scrolls things up under the bar).
      for (const key of ["Tab", "Shift+Tab"]) {
        for (let i = 0; i < 120; i++) {
          await page.keyboard.press(key);
          const focus = await describeFocus(page);
          if (!focus || (key === "Tab" && seen.has(focus.key))) break;
          seen.add(focus.key);
          if (!focus.marked) unmarked.add(focus.path);
          if (focus.obscured) obscured.add(focus.path);
        }
      }
      expect(seen.size, "Tab reached something").toBeGreaterThan(3);
      expect([...unmarked], "focused without a visible indicator").toEqual([]);
      expect([...obscured], "focused but entirely hidden (WCAG 2.4.11)").toEqual([]);
    });

    test("zoom is never blocked", async ({ page, accounts }) => {
      await openTourRoute(page, route, accounts);
      const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
      expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/i);
      const maximum = /maximum-scale\s*=\s*([\d.]+)/i.exec(viewport ?? "");
      if (maximum) expect(Number(maximum[1])).toBeGreaterThanOrEqual(5);
    });
  });
}

test.describe("menus", () => {
  test("the mobile menu, open, signed out and signed in", async ({ page, accounts }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Sign In" })).toBeVisible();
    await axe(page);

    await accounts.create(page, "a11y-mobile");
    await page.goto("/lab");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("button", { name: "Sign Out" })).toBeVisible();
    await axe(page);
  });

  test("the account menu, open", async ({ page, accounts }) => {
    await accounts.create(page, "a11y-menu");
    await page.goto("/technology");
    await accountMenuButton(page).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await axe(page);
  });
});

test.describe("every tab of every tabs widget", () => {
  for (const path of ["/auth", "/lab", "/elegance", "/technology"]) {
    test(path, async ({ page, accounts }) => {
      await openTourRoute(
        page,
        TOUR_ROUTES.find((r) => r.path === path)!,
        accounts,
      );
      await axeEveryTab(page);
    });
  }

  test("/dashboard", async ({ page, accounts }) => {
    await accounts.create(page, "a11y-tabs");
    await page.goto("/dashboard");
    await axeEveryTab(page);
  });
});

test.describe("dialogs, toasts and form errors", () => {
  test("the account settings page, a field error and its toast", async ({ page, accounts }) => {
    await accounts.create(page, "a11y-settings");
    await page.goto("/dashboard/settings");
    // Acted on at load, as a visitor does: before the scripts run the server answers on the page,
    // and React then shows that answer as the toast checked here.
    await axe(page);
    const field = page.getByLabel("Display Name");
    await field.fill(" ");
    await page.getByRole("button", { name: /^Save/ }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await axe(page);
    await field.fill("Ada");
    await page.getByRole("button", { name: /^Save/ }).click();
    await expect(toasts(page).first()).toBeVisible();
    await axe(page);
  });

  test("the landing page's waitlist: field errors, then the success toast", async ({ page }) => {
    await page.goto("/#waitlist");
    // Acted on at load, as a visitor does: before the scripts run the server answers on the page,
    // and React then shows that answer as the toast checked here.
    const form = page.locator("#waitlist form");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await axe(page);

    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Email Address").fill(`a11y-${Date.now()}@example.com`);
    await form.getByLabel("Primary Activity").selectOption("gym");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(toasts(page)).toContainText("Waitlist Joined!");
    await axe(page);
  });

  test("sign-up: field errors, then the destructive toast", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    // Acted on at load, as a visitor does: before the scripts run the server answers on the page,
    // and React then shows that answer as the toast checked here.
    const form = await fillSignUp(page, { name: "Ada", email: "ada@example.com", password: "short" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await axe(page);

    await fillSignUp(page, { name: "Ada", email: "ada@example.com", password: "abc12345", confirm: "x" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(destructiveToast(page)).toBeVisible();
    await axe(page);
  });

  test("the FAQ with every answer open", async ({ page }) => {
    await page.goto("/");
    const questions = page.locator("main details > summary");
    for (let i = 0; i < (await questions.count()); i++) await questions.nth(i).click();
    await expect(page.locator("main details:not([open])")).toHaveCount(0);
    await scrollThrough(page);
    await axe(page);
  });
});

test.describe("demo states", () => {
  test("the Lab: scan results, Motion AI active, an answered chat", async ({ page, accounts }) => {
    await page.clock.install();
    await openTourRoute(
      page,
      TOUR_ROUTES.find((r) => r.path === "/lab")!,
      accounts,
    );
    await page.getByRole("tab", { name: "Smart Fit" }).click();
    await page.getByRole("button", { name: "Start Foot Scan" }).click();
    await page.clock.runFor(200 * 40);
    await expect(page.getByRole("region", { name: "Your Fit Results" })).toBeVisible();
    await page.clock.resume();
    await axe(page);

    await page.getByRole("tab", { name: "Motion AI" }).click();
    await page.getByRole("button", { name: "Activate" }).click();
    await expect(page.getByRole("button", { name: "Active" })).toBeVisible();
    await axe(page);

    await page.getByRole("tab", { name: "Assistant" }).click();
    const panel = page.getByRole("tabpanel", { name: "Assistant" });
    await panel.getByRole("textbox").fill("What size should I get?");
    await panel.getByRole("textbox").press("Enter");
    await expect(panel.getByText("You: What size should I get?")).toBeVisible();
    await axe(page);
  });

  test("Elegance: a design, the gallery's next shoe, the sign-in toast", async ({ page, accounts }) => {
    await openTourRoute(
      page,
      TOUR_ROUTES.find((r) => r.path === "/elegance")!,
      accounts,
    );
    await page.getByRole("radio", { name: /^Normal/ }).check();
    await page.getByRole("radio", { name: /^Kitten/ }).check();
    await page.getByRole("radio", { name: /^Daily/ }).check();
    for (const name of ["Wear Duration", "Height"]) {
      await page.getByRole("slider", { name }).focus();
      await page.keyboard.press("Home");
    }
    await expect(page.getByTestId("design-result")).toBeVisible();
    await axe(page);

    await page.getByRole("tab", { name: "Gallery" }).click();
    const gallery = page.getByRole("tabpanel", { name: "Gallery" });
    await gallery.getByRole("link", { name: "Next" }).click();
    await gallery.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(toasts(page)).toContainText("Sign in to save your wishlist");
    await axe(page);
  });

  test("Technology: the companion app's toast", async ({ page, accounts }) => {
    await openTourRoute(
      page,
      TOUR_ROUTES.find((r) => r.path === "/technology")!,
      accounts,
    );
    await page.getByRole("main").getByRole("button", { name: "Download App" }).click();
    await expect(toasts(page).first()).toBeVisible();
    await axe(page);
  });
});
