import { expect, test } from "../support/playwright-fixtures";

// The bar's links and the menu's items as the server sends them are page facts:
// tests/pages/landing-nojs.test.ts. Smooth scrolling, and none under prefers-reduced-motion:
// tests/e2e/reduced-motion.spec.ts and the accessibility tour.
test.describe("navigation bar", () => {
  test("is fixed, its menu button hidden on a wide screen, and turns translucent white with a shadow past 10 px of scroll", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await expect(header).toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveAttribute("data-scrolled");

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    // White at partial opacity (Tailwind writes it in oklab or rgb).
    expect(background).toMatch(/^(rgba\(255, 255, 255, 0\.\d+\)|oklab\((1|0\.99\d*) [^/]+\/ 0\.\d+\))$/);
    await expect(header).toBeInViewport();
  });

  test("anchor links scroll to their section", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Sustainability" })
      .click();
    await expect(page).toHaveURL(/#sustainability$/);
    await expect(page.locator("#sustainability")).toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "Shop Innovation" }).click();
    await expect(page).toHaveURL(/#waitlist$/);
    await expect(page.locator("#waitlist")).toBeInViewport();
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes with its button, and closes on an anchor click", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await expect(button).toHaveAttribute("popovertarget", "mobile-menu");
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }),
    ).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    for (const name of [
      "Product",
      "Features",
      "Technology",
      "Lab",
      "Sustainability",
      "Join Waitlist",
      "Sign In",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The open menu's button says it closes it, and the bar turns white behind it.
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeVisible();
    await expect(page.locator("header").first()).not.toHaveCSS("box-shadow", "none");

    await close.click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Features" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator("#features")).toBeInViewport();
  });

  test("closes on Escape and on a tap outside it", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 780);
    await expect(menu).toBeHidden();
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // The menu follows its button in the tab order.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Product" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});
