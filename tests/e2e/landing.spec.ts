import type { Page } from "@playwright/test";

import { expect, test } from "../support/playwright-fixtures";

test.describe("landing page", () => {
  test("has every section in order, with the anchors", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modular Footwear, Elegance Engineered");
    const order = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((s) => s.id || s.querySelector("h1, h2")?.textContent?.trim()));
    expect(order).toEqual([
      "Modular Footwear, Elegance Engineered",
      "product",
      "demo",
      "features",
      "technology",
      "sustainability",
      "What Our Testers Say",
      "waitlist",
      "Frequently Asked Questions",
    ]);
    await expect(page.locator("main > section").first()).toContainText("Modular Footwear");
    await expect(page.locator("footer")).toBeVisible();
  });

  test("the hero carries the offer and its three buttons", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main > section").first();
    for (const text of [
      "30% off",
      "complimentary extra sole",
      "Q3",
      "4 weeks early",
      "more released quarterly",
    ]) {
      await expect(hero).toContainText(text);
    }
    for (const sole of ["Trail Running", "Tennis/Court", "Gym/Training", "Casual/Street"]) {
      await expect(hero).toContainText(sole);
    }
    await expect(hero.getByRole("link", { name: "Join Elegance Beta" })).toHaveAttribute("href", "/elegance");
    await expect(hero.getByRole("link", { name: "Try the Demo" })).toHaveAttribute("href", "#demo");
    await hero.getByRole("link", { name: "Shop Innovation" }).click();
    await expect(page).toHaveURL(/#waitlist$/);
    await expect(page.locator("#waitlist")).toBeInViewport();
  });

  test("product, features, technology and sustainability carry their points", async ({ page }) => {
    await page.goto("/");
    const cards = (id: string) => page.locator(`#${id} h3`);
    await expect(cards("product")).toHaveText(["Versatility", "Sustainability", "Performance"]);
    await expect(page.locator("#features h2")).toHaveText("Built For Performance");
    await expect(cards("features")).toHaveText([
      "Breathable Mesh Upper",
      "Patented Click-Lock Sole System",
      "Lightweight Design",
      "Responsive Cushioning",
    ]);
    const technology = page.locator("#technology");
    await expect(technology.locator("h2")).toHaveText("Revolutionary Technology");
    await expect(technology.getByText("Demonstration video coming soon")).toBeVisible();
    await expect(technology.locator("video")).toHaveCount(0);
    await expect(technology.getByRole("listitem")).toHaveCount(4);
    for (const point of [
      "Composite materials",
      "Biomechanical research",
      "weather-resistant treatment",
      "Anti-microbial linings",
    ]) {
      await expect(technology).toContainText(point);
    }
    const sustainability = page.locator("#sustainability");
    await expect(sustainability.locator("h2")).toHaveText("Sustainability By Design");
    await expect(sustainability).toContainText("Up to 80% Less Landfill Waste");
    await expect(sustainability).toContainText("Ocean-Plastic Laces");
    await expect(sustainability).toContainText("100% post-consumer recycled");
  });

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

  test("testimonials show three testers, a star filled when its index is below the rating", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("main > section", {
      has: page.getByRole("heading", { name: "What Our Testers Say" }),
    });
    await expect(section).not.toHaveAttribute("id");
    await expect(section.locator("h3")).toHaveText(["Sarah K.", "Marcus T.", "Priya R."]);
    for (const role of ["Trail Runner", "Tennis Coach", "Fitness Instructor"]) {
      await expect(section).toContainText(role);
    }
    const ratings = section.getByRole("img", { name: /^Rated/ });
    await expect(ratings).toHaveCount(3);
    await expect(ratings.nth(0)).toHaveAccessibleName("Rated 5 out of 5");
    await expect(ratings.nth(1)).toHaveAccessibleName("Rated 4.5 out of 5");
    await expect(ratings.nth(2)).toHaveAccessibleName("Rated 5 out of 5");
    const fills = (i: number) =>
      ratings
        .nth(i)
        .locator("[data-star]")
        .evaluateAll((stars) => stars.map((s) => s.getAttribute("data-star")));
    expect(await fills(0)).toEqual(["full", "full", "full", "full", "full"]);
    // 4.5: the fifth star's index, 4, is below the rating, so it is filled too.
    expect(await fills(1)).toEqual(["full", "full", "full", "full", "full"]);
    expect(await fills(2)).toEqual(["full", "full", "full", "full", "full"]);
    const portraits = section.locator("img[src^='/images/testimonials/']");
    await expect(portraits).toHaveCount(3);
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

  test("the footer has its links, contact details and named social icons", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Product", "/#product"],
      ["Features", "/#features"],
      ["Technology", "/#technology"],
      ["Sustainability", "/#sustainability"],
      ["Join Waitlist", "/#waitlist"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "#"],
      ["Shipping Policy", "#"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: /^Modura on / })).toHaveCount(4);
    await expect(footer).toContainText("hello@modura.example");
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

test.describe("landing page under prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows every section at once, without animation", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#sustainability [data-reveal]").last();
    await expect(card).toHaveCSS("opacity", "1");
    await expect(card).toHaveCSS("transition-duration", "0s");
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
