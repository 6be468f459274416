import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test.describe("landing page", () => {
  test("has every section in the spec's order, with the anchors", async ({ page }) => {
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

  test("product, features, technology and sustainability carry the spec's points", async ({ page }) => {
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

  test("the sole selector starts on trail and switches on click", async ({ page }) => {
    await page.goto("/#demo");
    const demo = page.locator("#demo");
    const options = demo.getByRole("group", { name: "Sole" }).getByRole("button");
    await expect(options).toHaveText(["Trail Running", "Tennis/Court", "Casual/Street", "Gym/Training"]);
    await expect(demo.getByRole("button", { name: "Trail Running" })).toHaveAttribute("aria-pressed", "true");
    await expect(demo.getByRole("heading", { name: "Trail Running sole" })).toBeVisible();

    await demo.getByRole("button", { name: "Tennis/Court" }).click();
    await expect(demo.getByRole("button", { name: "Tennis/Court" })).toHaveAttribute("aria-pressed", "true");
    await expect(demo.getByRole("button", { name: "Trail Running" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(demo.getByRole("heading", { name: "Tennis/Court sole" })).toBeVisible();
    await expect(demo.getByText("herringbone")).toBeVisible();

    await demo.getByRole("button", { name: "Gym/Training" }).focus();
    await page.keyboard.press("Enter");
    await expect(demo.getByRole("heading", { name: "Gym/Training sole" })).toBeVisible();

    const steps = demo.locator("ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("Twist heel lock");
    await expect(steps.nth(1)).toContainText("Slide old sole backward");
    await expect(steps.nth(2)).toContainText("Align with guide pins");
    await expect(steps.nth(3)).toContainText("Push forward and twist to secure");
  });

  test("testimonials show three testers with stars filled by rating, the half star as half", async ({
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
    expect(await fills(1)).toEqual(["full", "full", "full", "full", "half"]);
    // The half star's filled part covers half its width.
    const half = ratings.nth(1).locator("[data-star=half]");
    const [outer, inner] = await Promise.all([half.boundingBox(), half.locator("span").boundingBox()]);
    expect(inner!.width / outer!.width).toBeCloseTo(0.5, 1);
    const portraits = section.locator("img[src^='/images/testimonials/']");
    await expect(portraits).toHaveCount(3);
  });

  test("FAQ items toggle independently, by mouse and keyboard", async ({ page }) => {
    await page.goto("/");
    const questions = page.locator("h3 > button[aria-controls^='faq-answer-']");
    await expect(questions).toHaveCount(5);
    const first = questions.nth(0);
    const third = questions.nth(2);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Under 30 seconds, and no tools")).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Under 30 seconds, and no tools")).toBeVisible();

    await third.focus();
    await page.keyboard.press("Enter");
    await expect(third).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("withstands up to 4x the force")).toBeVisible();
    await expect(first).toHaveAttribute("aria-expanded", "true");

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Under 30 seconds, and no tools")).toBeHidden();
    await expect(third).toHaveAttribute("aria-expanded", "true");

    await third.focus();
    await page.keyboard.press("Space");
    await expect(third).toHaveAttribute("aria-expanded", "false");
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
      ["Privacy Policy", "#"],
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

  test("has no axe violations", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expectNoAxeViolations(page);
  });

  test("has no axe violations at 390 px with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page);
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

test.describe("landing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section and every FAQ answer is readable", async ({ page }) => {
    await page.goto("/");
    for (const id of ["product", "demo", "features", "technology", "sustainability", "waitlist"]) {
      await expect(page.locator(`#${id} h2`)).toBeVisible();
      await expect(page.locator(`#${id} h2`)).toHaveCSS("opacity", "1");
    }
    await expect(page.getByText("Under 30 seconds, and no tools")).toBeVisible();
    await expect(page.getByText("More soles will be released quarterly.")).toBeVisible();
  });
});
