import type { Page } from "@playwright/test";

import { linkIn, waitForMail } from "../support/mail-sink-client";
import { headingOrderProblems } from "../support/headings";
import { POSTED_STATE, SIGNED_IN_STATES, SIGNED_OUT_STATES } from "../support/page-states";

import {
  accountMenuButton,
  authForm,
  destructiveToast,
  fillSignUp,
  signInWithForm,
  toasts,
} from "../support/browser-accounts";
import { E2E_BASE_URL } from "../../dev/harness/chromium";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInServerHtml,
  test,
} from "../support/playwright-fixtures";
import {
  TOUR_ROUTES,
  motion,
  openTourRoute,
  scrollThrough,
  settleTransitions,
} from "../support/browser-routes";
import { CONFIRM_SUBJECT, joinByApi, sitePath } from "../support/browser-waitlist";

/*
 * The accessibility tour: WCAG 2.2 AA by axe, once on every page state the site has (every route
 * at two widths, every tab, menu, toast, form error and demo state with JavaScript, and every
 * state the server renders as a visitor without JavaScript gets it), and no other spec runs axe.
 * Plus what axe cannot judge by itself: the skip link, a visible focus indicator on everything
 * Tab reaches (never hidden under the fixed header), and the heading outline of every state it
 * scans with JavaScript (exactly one h1, no level skipped). Each route's keyboard walk runs under
 * prefers-reduced-motion and ends with the route standing still top to bottom (the states that
 * animate are in reduced-motion.spec.ts). Zoom (the viewport tag) is a fact of the HTML, checked in
 * tests/pages/html.test.ts; the keyboard-only journey is in keyboard-journey.spec.ts.
 */

const PHONE = { width: 390, height: 844 };

/**
 * axe once every open transition is over (it reads colours mid-fade otherwise), then the outline
 * of the state as React left it: one h1, and no heading level skipped (what a screen reader's
 * heading list and a search engine read; the server's outline is checked in tests/pages/seo.test.ts).
 */
async function axe(page: Page) {
  await settleTransitions(page);
  await expectNoAxeViolations(page);
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => ({
      level: Number(h.tagName[1]),
      text: h.textContent?.trim() ?? "",
    })),
  );
  expect(
    headings.filter((h) => h.level === 1),
    "one h1",
  ).toHaveLength(1);
  expect(headingOrderProblems(headings), "heading order").toEqual([]);
}

/** Opens a tab by name (an ARIA tab once React runs) and waits until it is the selected one. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole("main").getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
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
    // Reduced motion is on, so the scroll a focus starts is instant: one still frame tells it is over.
    for (let still = 0, last = -1, i = 0; still < 1 && i < 120; i++, await frame()) {
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
  test(`${route.path} by keyboard under reduced motion: the skip link first, a visible focus indicator on everything Tab reaches, nothing moving`, async ({
    page,
    accounts,
  }) => {
    test.slow(); // A press and a settled scroll for every stop, both ways.
    // Where focus ends up does not depend on smooth scrolling, but when the scroll ends does:
    // without it, "settled" is exact.
    await page.emulateMedia({ reducedMotion: "reduce" });
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

    // On from there: forward to the end of the page, then back up to its top, so every stop is
    // reached at least once, the header's on the way up (where the bar can cover what scrolls).
    const unmarked = new Set<string>();
    const obscured = new Set<string>();
    const seen = new Set<string>();
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

    // Under the preference, top to bottom: nothing animates, transitions or scrolls smoothly.
    await scrollThrough(page);
    const still = await motion(page);
    expect(still.scrollBehavior).toBe("auto");
    expect(still.moving).toEqual([]);
    expect(still.running).toBe(0);
  });
}

test.describe("axe, with JavaScript, on a desktop", () => {
  test("/: top to bottom with every FAQ answer open", async ({ page }) => {
    await page.goto("/");
    const questions = page.locator("main details > summary");
    const count = await questions.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) await questions.nth(i).click();
    await expect(page.locator("main details:not([open])")).toHaveCount(0);
    await scrollThrough(page);
    await axe(page);
  });

  test("/: the waitlist's field errors, then its success toast", async ({ page }) => {
    // Answered before the scripts run, the page reloads at #waitlist and sections reveal (fade in)
    // around it while axe reads colours: without motion they are simply there.
    await page.emulateMedia({ reducedMotion: "reduce" });
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

  test("/auth: Sign In, Sign Up, the sign-up's field errors, then its destructive toast", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await axe(page);
    await openTab(page, "Sign Up");
    await axe(page);

    const form = await fillSignUp(page, { name: "Ada", email: "ada@example.com", password: "short" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await axe(page);

    await fillSignUp(page, { name: "Ada", email: "ada@example.com", password: "abc12345", confirm: "x" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(destructiveToast(page)).toBeVisible();
    await axe(page);
  });

  test("/lab: the Customizer, scan results, Motion AI active, Eco Impact, an answered chat", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/lab");
    await expect(page.getByRole("tab", { name: "Customizer" })).toBeVisible();
    await scrollThrough(page);
    await axe(page);

    await openTab(page, "Smart Fit");
    await page.getByRole("button", { name: "Start Foot Scan" }).click();
    await page.clock.runFor(200 * 40);
    await expect(page.getByRole("region", { name: "Your Fit Results" })).toBeVisible();
    // axe waits on timers of its own: let time flow again.
    await page.clock.resume();
    await axe(page);

    await openTab(page, "Motion AI");
    await page.getByRole("button", { name: "Activate" }).click();
    await expect(page.getByRole("button", { name: "Active" })).toBeVisible();
    await axe(page);

    await openTab(page, "Eco Impact");
    await axe(page);

    await openTab(page, "Assistant");
    const panel = page.getByRole("tabpanel", { name: "Assistant" });
    await panel.getByRole("textbox").fill("What size should I get?");
    await panel.getByRole("textbox").press("Enter");
    await expect(panel.getByText("You: What size should I get?")).toBeVisible();
    await axe(page);
  });

  test("/elegance: a design, Balance Engine, Posture Sync, the gallery's next shoe and the sign-in toast", async ({
    page,
  }) => {
    await page.goto("/elegance");
    await page.getByRole("radio", { name: /^Normal/ }).check();
    await page.getByRole("radio", { name: /^Kitten/ }).check();
    await page.getByRole("radio", { name: /^Daily/ }).check();
    for (const name of ["Wear Duration", "Height"]) {
      await page.getByRole("slider", { name }).focus();
      await page.keyboard.press("Home");
    }
    await expect(page.getByTestId("design-result")).toBeVisible();
    await scrollThrough(page);
    await axe(page);

    await openTab(page, "Balance Engine");
    await axe(page);
    await openTab(page, "Posture Sync");
    await axe(page);

    await openTab(page, "Gallery");
    const gallery = page.getByRole("tabpanel", { name: "Gallery" });
    await gallery.getByRole("link", { name: "Next" }).click();
    await gallery.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(toasts(page)).toContainText("Sign in to save your wishlist");
    await axe(page);
  });

  test("/technology: every explorer tab, then the companion app's toast", async ({ page }) => {
    await page.goto("/technology");
    const tabs = page.getByRole("tablist", { name: "Technology explorer" }).getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await scrollThrough(page);
    for (let t = 0; t < 4; t++) {
      await tabs.nth(t).click();
      await expect(tabs.nth(t)).toHaveAttribute("aria-selected", "true");
      await axe(page);
    }
    await page.getByRole("main").getByRole("button", { name: "Download App" }).click();
    await expect(toasts(page).first()).toBeVisible();
    await axe(page);
  });

  test("the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await axe(page);
  });

  test("/dashboard: My Orders, Preferences saved, and the avatar menu open", async ({ page, accounts }) => {
    await accounts.create(page, "a11y-dashboard");
    await page.goto("/dashboard");
    await expect(page.getByRole("tab", { name: "Preferences" })).toBeVisible();
    await axe(page);

    await openTab(page, "Preferences");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toasts(page)).toContainText("Preferences saved");
    await axe(page);

    await accountMenuButton(page).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await axe(page);
  });

  test("/dashboard/settings: the page, a field error, then the saved toast", async ({ page, accounts }) => {
    await accounts.create(page, "a11y-settings");
    await page.goto("/dashboard/settings");
    await axe(page);
    const field = page.getByLabel("Display Name");
    await field.fill(" ");
    await page.getByRole("button", { name: /^Save/ }).first().click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await axe(page);
    await field.fill("Ada");
    await page.getByRole("button", { name: /^Save/ }).first().click();
    await expect(toasts(page).first()).toBeVisible();
    await axe(page);
  });

  test("account pages: forgot password, a reset link's page, a verification link's page", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.createSignedOut(page, "a11y-recovery");
    await page.goto("/auth/forgot-password");
    await axe(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists, we sent a link.");
    await axe(page);
    await page.goto(
      linkIn(await waitForMail(account.email, /^Reset your Modura password$/), "/auth/reset-password"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await axe(page);

    // The pool's accounts are unverified: ask for the verification mail as the dashboard's Resend does.
    const sent = await page.request.post("/api/auth/send-verification-email", {
      data: { email: account.email },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.goto(
      linkIn(await waitForMail(account.email, /^Verify your email for Modura$/), "/account/verify-email"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your email");
    await axe(page);
  });

  test("/adaptiq-demo: ready, then its results", async ({ page, accounts }) => {
    await page.clock.install();
    await accounts.create(page, "a11y-adaptiq");
    await page.goto("/adaptiq-demo");
    const start = page.getByRole("button", { name: "Start AdaptIQ Simulation" });
    await expect(start).toBeVisible();
    await axe(page);

    // The animated run comes with the scripts; before them, Start sends the form (the page suite's subject).
    await expect(page.locator("output").first()).toHaveText(/kg$/);
    await start.click();
    await page.clock.runFor(300 * 20);
    await expect(page.getByRole("heading", { name: "Your Optimized Configuration" })).toBeVisible();
    await page.clock.resume();
    await axe(page);
  });
});

test.describe("axe, with JavaScript, on a phone (390 px)", () => {
  test.use({ viewport: PHONE });

  for (const route of TOUR_ROUTES) {
    test(`${route.path}: top to bottom${route.path === "/" || route.path === "/dashboard" ? ", then with the menu open" : ""}`, async ({
      page,
      accounts,
    }) => {
      await openTourRoute(page, route, accounts);
      await scrollThrough(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "no sideways scroll",
      ).toBeLessThanOrEqual(PHONE.width);
      await axe(page);
      // Down to the bottom of the page, nothing came from another host: what the page itself says
      // it fetched, beside the requests the fixture watches on every test.
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => entry.name),
      );
      expect(fetched.length).toBeGreaterThan(0);
      expect(
        fetched.filter((url) => !/^(data|blob):/.test(url) && new URL(url).host !== new URL(page.url()).host),
      ).toEqual([]);
      if (route.path !== "/" && route.path !== "/dashboard") return;
      await page.getByRole("button", { name: "Open menu" }).click();
      const item = route.signedIn ? { role: "button", name: "Sign Out" } : { role: "link", name: "Sign In" };
      await expect(
        page.locator("#mobile-menu").getByRole(item.role as "link", { name: item.name }),
      ).toBeVisible();
      await axe(page);
    });
  }
});

test.describe("axe on the server's HTML, as a visitor without JavaScript gets it", () => {
  const serverHtml = async (page: Page, path: string) => {
    const response = await page.request.get(path, { maxRedirects: 0 });
    // Some states are answers with an error status (404, a used link's 410): a page all the same.
    expect(response.status(), path).toBeLessThan(500);
    return response.text();
  };

  test("signed out: every route and state", async ({ page }) => {
    test.slow(); // One scan per state.
    const states = [];
    for (const path of SIGNED_OUT_STATES) states.push({ path, html: await serverHtml(page, path) });
    const posted = await page.request.post(POSTED_STATE.path, {
      form: POSTED_STATE.form,
      headers: { Origin: E2E_BASE_URL },
    });
    states.push({ path: POSTED_STATE.name, html: await posted.text() });
    expect(states).toHaveLength(SIGNED_OUT_STATES.length + 1);
    await expectNoAxeViolationsInServerHtml(page, states);
  });

  test("signed in: every route and state", async ({ page, accounts }) => {
    test.slow(); // One scan per state.
    await accounts.create(page, "a11y-nojs");
    const states = [];
    for (const path of SIGNED_IN_STATES) states.push({ path, html: await serverHtml(page, path) });
    expect(states).toHaveLength(SIGNED_IN_STATES.length);
    await expectNoAxeViolationsInServerHtml(page, states);
  });

  test("answers to forms sent without JavaScript: sign-up and sign-in refused, coming soon, a chat, the app, a wish", async ({
    browser,
    page,
    accounts,
  }) => {
    test.slow(); // One scan per state.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    const states: { path: string; html: string }[] = [];
    // A form's answer can match its URL while the server is still sending it (the URL changes when
    // the answer starts): its HTML is kept once the whole document has loaded.
    const keep = async (name: string) => {
      await noScript.waitForLoadState("load");
      states.push({ path: name, html: await noScript.content() });
    };
    try {
      await noScript.goto("/auth?tab=signup");
      const signUp = authForm(noScript, "sign-up");
      await signUp.getByLabel("Full Name").fill("Ada");
      await signUp.getByLabel("Email").fill("ada@example.com");
      await signUp.getByLabel("Password", { exact: true }).fill("short");
      await signUp.getByLabel("Confirm Password").fill("short");
      await signUp.getByRole("button", { name: "Create Account" }).click();
      await expect(signUp.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await keep("sign-up, a too short password");

      await noScript.goto("/auth");
      await signInWithForm(noScript, { email: "nobody@example.com", password: "not-the-password" });
      await expect(noScript.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
      await keep("sign-in, a wrong password");

      await noScript.goto("/lab?tab=assistant");
      await noScript.getByLabel("Your question").fill("Is it eco?");
      await noScript.getByRole("button", { name: "Send", exact: true }).click();
      await expect(noScript.getByText("You: Is it eco?")).toBeVisible();
      await keep("the lab assistant after a question");

      await noScript.goto("/technology");
      await noScript.getByRole("main").getByRole("button", { name: "Download App" }).click();
      await expect(noScript.getByText("companion app is coming soon.")).toBeVisible();
      await keep("technology after Download App");

      await noScript.goto("/elegance?tab=gallery&shoe=3");
      await noScript.getByRole("main").getByRole("button", { name: "Add to Wishlist" }).click();
      await expect(
        noScript.getByRole("main").getByRole("status").filter({ hasText: "Sign in to save your wishlist" }),
      ).toBeVisible();
      await keep("the gallery after an anonymous Add to Wishlist");

      // The waitlist's pages from its emails: confirm, status, unsubscribe.
      const email = await joinByApi(noScript.request, "a11y-waitlist");
      const mail = await waitForMail(email, CONFIRM_SUBJECT);
      await noScript.goto(sitePath(linkIn(mail, "/waitlist/confirm")));
      await expect(noScript.getByRole("button", { name: "Confirm" })).toBeVisible();
      await keep("the waitlist's confirm page");
      await noScript.getByRole("button", { name: "Confirm" }).click();
      await expect(noScript).toHaveURL(/confirmed=1/);
      await keep("the status page just after confirming");
      await noScript.goto(noScript.url().replace(/&confirmed=1$/, ""));
      await keep("the status page");
      await noScript.goto(sitePath(linkIn(mail, "/waitlist/unsubscribe")));
      await expect(noScript.getByRole("heading", { level: 1 })).toHaveText("Leave the waitlist?");
      await keep("the unsubscribe page");
      await noScript.getByRole("button", { name: "Remove me from the waitlist" }).click();
      await expect(noScript.getByRole("heading", { level: 1 })).toHaveText(
        "You have been removed from the waitlist",
      );
      await keep("after leaving the waitlist");
      await noScript.goto("/waitlist/status?token=changed");
      await expect(noScript.getByRole("heading", { level: 1 })).toBeVisible();
      await keep("a changed token");

      await accounts.create(noScript, "a11y-nojs-posts");
      await noScript.goto("/dashboard");
      await noScript.getByRole("button", { name: "Book a Fitting" }).click();
      await expect(noScript.getByText("Fitting scheduling is coming soon.")).toBeVisible();
      await keep("the dashboard after Book a Fitting");
    } finally {
      await context.close();
    }
    expect(states).toHaveLength(12);
    await expectNoAxeViolationsInServerHtml(page, states);
  });
});
