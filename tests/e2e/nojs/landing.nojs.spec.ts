import type { Page } from "@playwright/test";

import { accountMenuButton, uniqueEmail } from "../support/accounts";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// The landing page and the site header with JavaScript off: the server's HTML and the browser's
// own elements (details, radios, popovers, forms) do every job.

test.describe("landing page without JavaScript", () => {
  test("every section is there, at full opacity", async ({ page }) => {
    await page.goto("/");
    for (const id of ["product", "demo", "features", "technology", "sustainability", "waitlist"]) {
      await expect(page.locator(`#${id} h2`)).toBeVisible();
      await expect(page.locator(`#${id} h2`)).toHaveCSS("opacity", "1");
    }
    await expect(page.locator("#sustainability [data-reveal]").last()).toHaveCSS("opacity", "1");
  });

  test("FAQ questions open and close independently, by mouse and keyboard", async ({ page }) => {
    await page.goto("/");
    const items = page.locator("main details");
    await expect(items).toHaveCount(5);
    const answer = (text: string) => page.getByText(text);
    await expect(answer("Under 30 seconds, and no tools")).toBeHidden();

    await page.getByText("How long does it take to swap a sole?", { exact: true }).click();
    await expect(answer("Under 30 seconds, and no tools")).toBeVisible();
    await items.nth(4).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer("More soles will be released quarterly.")).toBeVisible();
    await expect(answer("Under 30 seconds, and no tools")).toBeVisible();

    await page.getByText("How long does it take to swap a sole?", { exact: true }).click();
    await expect(answer("Under 30 seconds, and no tools")).toBeHidden();
    await expect(answer("More soles will be released quarterly.")).toBeVisible();
    await items.nth(4).locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(answer("More soles will be released quarterly.")).toBeHidden();
  });

  test("each sole shows its name, description and picture", async ({ page }) => {
    await page.goto("/#demo");
    const demo = page.locator("#demo");
    await expect(demo.getByRole("radio", { name: "Trail Running" })).toBeChecked();
    await expect(demo.getByRole("heading", { name: "Trail Running sole" })).toBeVisible();
    for (const [name, text] of [
      ["Tennis/Court", "herringbone"],
      ["Casual/Street", "low-profile"],
      ["Gym/Training", "flex zone"],
      ["Trail Running", "multidirectional lugs"],
    ] as const) {
      await demo.locator("label", { hasText: name }).click();
      await expect(demo.getByRole("radio", { name })).toBeChecked();
      await expect(demo.getByRole("heading", { level: 3, name: /sole$/ })).toHaveText(`${name} sole`);
      await expect(demo.getByText(text)).toBeVisible();
      await expect(demo.getByRole("img")).toHaveAccessibleName(
        `The Modura shoe fitted with the ${name} sole`,
      );
    }
    await demo.getByRole("radio", { name: "Trail Running" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(demo.getByRole("radio", { name: "Tennis/Court" })).toBeChecked();
    await expect(demo.getByRole("heading", { name: "Tennis/Court sole" })).toBeVisible();
  });

  test("a star is filled when its index is below the rating: 4.5 shows five", async ({ page }) => {
    await page.goto("/");
    const ratings = page.getByRole("img", { name: /^Rated/ });
    await expect(ratings.nth(1)).toHaveAccessibleName("Rated 4.5 out of 5");
    await expect(ratings.nth(1).locator("[data-star=full]")).toHaveCount(5);
    await expect(ratings.nth(1).locator("[data-star=empty]")).toHaveCount(0);
  });

  test("the waitlist answers field errors, keeping the values, then success", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("B");
    await form.getByLabel("Email Address").fill("nope");
    await form.getByLabel("Primary Activity").selectOption("gym");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();

    await expect(page).toHaveURL(/#waitlist$/);
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Please select your primary activity.")).toHaveCount(0);
    await expect(form.getByLabel("Full Name")).toHaveValue("B");
    await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email Address")).toHaveValue("nope");
    await expect(form.getByLabel("Primary Activity")).toHaveValue("gym");

    await form.getByLabel("Full Name").fill("Barbara Liskov");
    await form.getByLabel("Email Address").fill(uniqueEmail("barbara"));
    await form.getByLabel("Primary Activity").selectOption("casual");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Waitlist Joined! You're now on the waitlist for the product. We'll be in touch!",
    );
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByText("Name must be at least 2 characters.")).toHaveCount(0);
  });

  test("the waitlist names a missing activity", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("Radia Perlman");
    await form.getByLabel("Email Address").fill(uniqueEmail("radia"));
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(form.getByText("Please select your primary activity.")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Radia Perlman");
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("mobile menu at 390 px without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with its button, shows every item, and closes with it, Escape or a tap outside", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
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
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(200, 780);
    await expect(menu).toBeHidden();
  });

  test("an anchor in it scrolls to its section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Sustainability" }).click();
    await expect(page).toHaveURL(/#sustainability$/);
    await expect(page.locator("#sustainability")).toBeInViewport();
  });

  test("Sign In goes to /auth", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/auth");
  });

  test("signed in: the account's items, and Sign Out signs out", async ({ page, accounts }) => {
    const account = await accounts.create(page, "nojs-mobile", "Mae Jemison");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toContainText("Mae Jemison");
    await expect(menu).toContainText(account.email);
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "AdaptIQ Demo" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);

    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expectSignedOut(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("avatar menu without JavaScript", () => {
  test("opens, names the account, and its links and Log out work", async ({ page, accounts }) => {
    const account = await accounts.create(page, "nojs-avatar", "Katherine Johnson");
    await page.goto("/");
    const trigger = accountMenuButton(page);
    await expect(trigger).toHaveAccessibleName("Account menu for Katherine Johnson");
    const menu = page.locator("#account-menu");
    await expect(menu).toBeHidden();

    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("Katherine Johnson");
    await expect(menu).toContainText(account.email);
    await expect(menu.getByRole("link")).toHaveText(["Dashboard", "AdaptIQ Demo"]);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await trigger.click();
    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");

    await accountMenuButton(page).click();
    await menu.getByRole("link", { name: "AdaptIQ Demo" }).click();
    await expect(page).toHaveURL("/adaptiq-demo");

    await accountMenuButton(page).click();
    await menu.getByRole("button", { name: "Log out" }).click();
    await expectSignedOut(page);
  });
});

/** Back on / with the spec's message on the page, and the signed-out navigation. */
async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/\?notice=signed-out$/);
  await expect(page.getByRole("status").filter({ hasText: "Signed out" })).toContainText(
    "You've been successfully signed out.",
  );
  // At any width (the desktop items are in the HTML, hidden on a phone).
  await expect(page.locator('header a[href="/auth"]').first()).toBeAttached();
  await expect(page.locator('header button[aria-label^="Account menu for "]')).toHaveCount(0);
}
