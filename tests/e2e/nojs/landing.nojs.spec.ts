import { accountMenuButton } from "../../support/browser-accounts";
import { expect, test } from "../../support/playwright-fixtures";

// The landing page and the site header with JavaScript off: the browser's own elements (details,
// radios, popovers) and CSS do these jobs. What the server's HTML holds and how its forms are
// answered is tests/pages/landing-nojs.test.ts.

test.describe("landing page without JavaScript", () => {
  test("every section is at full opacity", async ({ page }) => {
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

  test("checking a sole shows its name and picture, by tap and arrow key", async ({ page }) => {
    await page.goto("/#demo");
    const demo = page.locator("#demo");
    await expect(demo.getByRole("radio", { name: "Trail Running" })).toBeChecked();
    await expect(demo.getByRole("heading", { name: "Trail Running sole" })).toBeVisible();
    for (const name of ["Tennis/Court", "Casual/Street", "Gym/Training", "Trail Running"]) {
      await demo.locator("label", { hasText: name }).click();
      await expect(demo.getByRole("radio", { name })).toBeChecked();
      await expect(demo.getByRole("heading", { level: 3, name: /sole$/ })).toHaveText(`${name} sole`);
      await expect(demo.getByRole("img")).toHaveAccessibleName(
        `The Modura shoe fitted with the ${name} sole`,
      );
    }
    await demo.getByRole("radio", { name: "Trail Running" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(demo.getByRole("radio", { name: "Tennis/Court" })).toBeChecked();
    await expect(demo.getByRole("heading", { name: "Tennis/Court sole" })).toBeVisible();
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
});

test.describe("avatar menu without JavaScript", () => {
  test("opens with its button and closes with Escape", async ({ page, accounts }) => {
    await accounts.create(page, "nojs-avatar", "Katherine Johnson");
    await page.goto("/");
    const menu = page.locator("#account-menu");
    await expect(menu).toBeHidden();

    await accountMenuButton(page).click();
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("Katherine Johnson");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});
