import type { Page } from "@playwright/test";

import { expect, test } from "../support/playwright-fixtures";

// The sections, their text and links, the footer and the stars as the server sends them are page
// facts: tests/pages/landing-nojs.test.ts. The page under prefers-reduced-motion:
// tests/e2e/reduced-motion.spec.ts. What stays here needs a browser.
test.describe("landing page", () => {
  test("the sole selector starts on trail and switches on click and by arrow keys", async ({ page }) => {
    await page.goto("/#demo");
    const demo = page.locator("#demo");
    const group = demo.getByRole("group", { name: "Sole" });
    await expect(group.getByRole("radio")).toHaveCount(4);
    await expect(group.locator("label")).toHaveText([
      "Trail Running",
      "Tennis/Court",
      "Casual/Street",
      "Gym/Training",
    ]);
    const radio = (name: string) => group.getByRole("radio", { name, exact: true });
    await expect(radio("Trail Running")).toBeChecked();
    await expect(demo.getByRole("heading", { name: "Trail Running sole" })).toBeVisible();
    await expect(demo.getByRole("img", { name: /with the Trail Running sole$/ })).toBeVisible();

    await group.locator("label", { hasText: "Tennis/Court" }).click();
    await expect(radio("Tennis/Court")).toBeChecked();
    await expect(radio("Trail Running")).not.toBeChecked();
    await expect(demo.getByRole("heading", { name: "Tennis/Court sole" })).toBeVisible();
    await expect(demo.getByRole("heading", { name: "Trail Running sole" })).toBeHidden();
    await expect(demo.getByText("herringbone")).toBeVisible();
    await expect(demo.getByRole("img", { name: /with the Tennis\/Court sole$/ })).toBeVisible();
    // The checked option looks like today's pressed button.
    await expect(group.locator("label", { hasText: "Tennis/Court" })).toHaveCSS(
      "color",
      "rgb(255, 255, 255)",
    );

    await page.keyboard.press("ArrowRight");
    await expect(radio("Casual/Street")).toBeChecked();
    await expect(radio("Casual/Street")).toBeFocused();
    await expect(demo.getByRole("heading", { name: "Casual/Street sole" })).toBeVisible();
    // A visible focus ring on the option, as on a button.
    await expect(group.locator("label", { hasText: "Casual/Street" })).toHaveCSS("outline-style", "solid");

    const steps = demo.locator("ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("Twist heel lock");
    await expect(steps.nth(1)).toContainText("Slide old sole backward");
    await expect(steps.nth(2)).toContainText("Align with guide pins");
    await expect(steps.nth(3)).toContainText("Push forward and twist to secure");
  });

  test("FAQ items toggle independently, by mouse and keyboard", async ({ page }) => {
    await page.goto("/");
    const items = page.locator("main details");
    await expect(items).toHaveCount(5);
    const first = items.nth(0);
    const third = items.nth(2);
    const chevron = (item: typeof first) => item.locator("summary svg");
    await expect(first).not.toHaveAttribute("open");
    await expect(page.getByText("Under 30 seconds, and no tools")).toBeHidden();
    await expect(first.locator("summary h3")).toHaveText("How long does it take to swap a sole?");

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(page.getByText("Under 30 seconds, and no tools")).toBeVisible();
    await expect(chevron(first)).toHaveCSS("rotate", "180deg");

    await third.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(third).toHaveAttribute("open", "");
    await expect(page.getByText("withstands up to 4x the force")).toBeVisible();
    await expect(first).toHaveAttribute("open", "");

    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expect(page.getByText("Under 30 seconds, and no tools")).toBeHidden();
    await expect(chevron(first)).toHaveCSS("rotate", "none");
    await expect(third).toHaveAttribute("open", "");

    await third.locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(third).not.toHaveAttribute("open");
  });

  test("sections animate in as they appear", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#sustainability [data-reveal]").last();
    await expect(card).not.toHaveAttribute("data-revealed");
    await expect(card).toHaveCSS("opacity", "0");
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-revealed", "");
    await expect(card).toHaveCSS("opacity", "1");
    await expect(card).toHaveCSS("transition-duration", /0\.6s/);
  });
});

// A tap right after first paint on each control: tests/e2e/slow-phone.spec.ts.
test.describe("landing page: typed right away", () => {
  test("types into the waitlist form, and the typing stays", async ({ page }) => {
    await page.goto("/#waitlist");
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Email Address").fill("grace@example.com");
    await form.getByLabel("Primary Activity").selectOption("gym");
    // Whenever React hydrates (before, during or after the typing), it leaves the values alone.
    await page.waitForLoadState("networkidle");
    await expect(form.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(form.getByLabel("Email Address")).toHaveValue("grace@example.com");
    await expect(form.getByLabel("Primary Activity")).toHaveValue("gym");
  });
});

test.describe("landing page while its JavaScript is still on its way", () => {
  test("every control works, sections appear, and hydration keeps what the visitor did", async ({ page }) => {
    const release = await holdScripts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // Not "load": the held scripts hold it back too.
    await page.goto("/", { waitUntil: "domcontentloaded" });

    // Revealing does not wait for React: a section scrolled into view appears.
    const card = page.locator("#sustainability [data-reveal]").last();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-revealed", "");
    await expect(card).toHaveCSS("opacity", "1");

    await page.getByText("Can the sole come loose during intense activity?", { exact: true }).click();
    await expect(page.getByText("withstands up to 4x the force")).toBeVisible();
    await page.locator("#demo label", { hasText: "Casual/Street" }).click();
    await expect(page.getByRole("heading", { name: "Casual/Street sole" })).toBeVisible();
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("Hedy Lamarr");
    await form.getByLabel("Primary Activity").selectOption("tennis");

    // The menu opens, and an anchor in it scrolls to its section and closes it.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Features" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator("#features")).toBeInViewport();

    // Hydration is this test's subject: once it is done, everything the visitor did is still there.
    release();
    await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
    await expect(page.locator("main details").nth(2)).toHaveAttribute("open", "");
    await expect(page.getByRole("radio", { name: "Casual/Street" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Casual/Street sole" })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Hedy Lamarr");
    await expect(form.getByLabel("Primary Activity")).toHaveValue("tennis");
  });
});

/** Holds every script of the page until `release()` is called: the page as a slow phone shows it first. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?#]+\.js(?:\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}
