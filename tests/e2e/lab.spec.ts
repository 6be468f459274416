import type { Page } from "@playwright/test";

import { LAB_ASSISTANT_CASES } from "../support/product-tables";

import { expect, test } from "../support/playwright-fixtures";

const PRODUCT = "Modura";
const TABS = ["Customizer", "Smart Fit", "Motion AI", "Eco Impact", "Assistant"];

/** Opens the lab; nothing waits for React (a tab role, below, only exists once it runs). */
async function openLab(page: Page, path = "/lab") {
  await page.goto(path);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name });

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
  return panel(page, name);
}

const bars = (page: Page) =>
  ["Flexibility", "Grip", "Cushioning", "Stability"].map((name) =>
    page.locator("#lab-panel-customizer").getByRole("progressbar", { name }),
  );
/** A sport's radio, and its label, which is what a visitor clicks. */
const sportRadio = (page: Page, sport: string) =>
  page.locator("#lab-panel-customizer").getByRole("radio", { name: sport });
const sportLabel = (page: Page, sport: string) =>
  page.locator("#lab-panel-customizer").locator("label", { hasText: sport });

async function expectBars(page: Page, values: number[]) {
  for (const [index, bar] of bars(page).entries()) {
    await expect(bar).toHaveAttribute("aria-valuenow", String(values[index]));
  }
}

// Each tab's content, Eco Impact's figures and where the call to action leads are page facts:
// tests/pages/lab.test.ts.
test.describe("lab", () => {
  test("opens on the Customizer with Trail's adaptations, and switches sport", async ({ page }) => {
    await openLab(page);
    await expect(page).toHaveTitle(`${PRODUCT} Lab | ${PRODUCT}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Lab/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${PRODUCT} Lab`);
    await expect(page.getByRole("tab")).toHaveText(TABS);
    await expect(tab(page, "Customizer")).toHaveAttribute("aria-selected", "true");

    const customizer = panel(page, "Customizer");
    await expect(customizer.getByRole("group", { name: "Sport" }).getByRole("radio")).toHaveCount(4);
    await expect(sportRadio(page, "Trail")).toBeChecked();
    await expect(customizer.getByRole("heading", { name: "Trail sole" })).toBeVisible();
    await expect(customizer).toContainText("Terrain: Rocky, uneven trails");
    await expectBars(page, [75, 95, 80, 90]);
    await expect(customizer.getByRole("list", { name: "Adaptations" }).getByRole("listitem")).toHaveText([
      /Flexibility\s*75%/,
      /Grip\s*95%/,
      /Cushioning\s*80%/,
      /Stability\s*90%/,
    ]);

    const expected: [string, number[]][] = [
      ["Tennis", [85, 85, 70, 95]],
      ["Gym", [95, 70, 85, 80]],
      ["Street", [80, 60, 90, 75]],
      ["Trail", [75, 95, 80, 90]],
    ];
    for (const [sport, values] of expected) {
      await sportLabel(page, sport).click();
      await expect(sportRadio(page, sport)).toBeChecked();
      await expect(customizer.getByRole("heading", { name: `${sport} sole` })).toBeVisible();
      await expectBars(page, values);
    }

    // Arrow keys move between the sports, as radios do, with a visible focus ring.
    await sportRadio(page, "Trail").focus();
    await page.keyboard.press("ArrowRight");
    await expect(sportRadio(page, "Tennis")).toBeChecked();
    await expect(customizer.getByRole("heading", { name: "Tennis sole" })).toBeVisible();
    await expectBars(page, [85, 85, 70, 95]);
    await expect(sportLabel(page, "Tennis")).toHaveCSS("outline-style", "solid");
  });

  test("every tab is reachable by keyboard and shows its content", async ({ page }) => {
    await openLab(page);
    await tab(page, "Customizer").focus();
    const headings = [
      "Sole Customizer",
      "Smart Fit Foot Scan",
      "Motion AI",
      "Eco Impact",
      `${PRODUCT} Assistant`,
    ];
    for (const [index, name] of TABS.entries()) {
      if (index > 0) await page.keyboard.press("ArrowRight");
      await expect(tab(page, name)).toBeFocused();
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
      await expect(panel(page, name).getByRole("heading", { level: 2 })).toHaveText(headings[index]!);
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
    }
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Customizer")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab(page, "Assistant")).toHaveAttribute("aria-selected", "true");
    // Tab moves from the tab list into the panel.
    await page.keyboard.press("Tab");
    await expect(panel(page, "Assistant")).toBeFocused();
  });

  test("a foot scan runs through its four stages to the fixed results", async ({ page }) => {
    // The fake clock goes in before the page loads, so it never swaps timers under a running hydration.
    await page.clock.install();
    await openLab(page);
    const smartFit = await openTab(page, "Smart Fit");
    const start = smartFit.getByRole("button", { name: "Start Foot Scan" });
    const progress = smartFit.getByRole("progressbar", { name: "Scan progress" });
    const stages = smartFit.getByRole("list", { name: "Scan stages" }).getByRole("listitem");
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await expect(stages).toHaveText([
      /Pressure mapping\s*Pending/,
      /Arch analysis\s*Pending/,
      /Gait capture\s*Pending/,
      /Fit modelling\s*Pending/,
    ]);

    // Time stands still from here, so each runFor is exactly the ticks it says.
    await page.clock.pauseAt(Date.now() + 60_000);
    await start.click();
    await expect(start).toBeDisabled();
    await page.clock.runFor(200);
    // One tick adds 3 to 15.
    await expect(progress).not.toHaveAttribute("aria-valuenow", "0");
    const first = Number(await progress.getAttribute("aria-valuenow"));
    expect(first).toBeGreaterThanOrEqual(3);
    expect(first).toBeLessThanOrEqual(15);
    await expect(smartFit.getByRole("heading", { name: "Your Fit Results" })).toHaveCount(0);

    // At 3 a tick, 34 ticks reach 100 whatever the random numbers.
    await page.clock.runFor(200 * 34);
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(stages).toHaveText([/Complete$/, /Complete$/, /Complete$/, /Complete$/]);
    await expect(smartFit.getByRole("status")).toHaveText("Scan complete.");
    await expect(start).toBeEnabled();
    const results = smartFit.getByRole("region", { name: "Your Fit Results" });
    await expect(results).toContainText("Recommended size");
    await expect(results).toContainText("US 9.5");
    await expect(results).toContainText("Arch supportMedium+");
    await expect(results).toContainText("Preferred activitiesTrail and Gym");
    await expect(results).toContainText("Fit confidence98%");
    await expect(
      smartFit.getByRole("region", { name: "AI Recommendations" }).getByRole("listitem"),
    ).toHaveCount(4);

    // The result survives a switch of tabs.
    await openTab(page, "Eco Impact");
    await openTab(page, "Smart Fit");
    await expect(results).toBeVisible();
  });

  test("Motion AI toggles between Activate and Active", async ({ page }) => {
    await openLab(page);
    const motion = await openTab(page, "Motion AI");
    const toggle = motion.getByRole("button", { name: "Activate" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(motion).toContainText("Motion AI is off.");
    await expect(motion.getByText("Rough Trail")).toHaveCount(0);

    await toggle.click();
    const active = motion.getByRole("button", { name: "Active" });
    await expect(active).toHaveAttribute("aria-pressed", "true");
    await expect(motion.getByRole("list", { name: "Live readings" }).getByRole("listitem")).toHaveText([
      /Terrain\s*Rough Trail/,
      /Cadence\s*165 SPM/,
      /Impact\s*2\.1x BW/,
    ]);

    await active.click();
    await expect(motion.getByRole("button", { name: "Activate" })).toHaveAttribute("aria-pressed", "false");
    await expect(motion.getByText("Rough Trail")).toHaveCount(0);
  });
});

test.describe("lab assistant", () => {
  const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
  const bubbles = (page: Page) => log(page).locator(":scope > div");

  async function ask(page: Page, text: string) {
    const field = panel(page, "Assistant").getByLabel("Your question");
    await field.fill(text);
    await panel(page, "Assistant").getByRole("button", { name: "Send" }).click();
    await expect(field).toHaveValue("");
  }

  test("answers by the four rules, in order", async ({ page }) => {
    await openLab(page);
    await openTab(page, "Assistant");
    await expect(log(page)).toHaveAttribute("aria-live", "polite");
    await expect(bubbles(page)).toHaveCount(1);
    await expect(bubbles(page).first()).toContainText(`I'm the ${PRODUCT} assistant`);

    for (const [index, [question, answer]] of LAB_ASSISTANT_CASES.entries()) {
      await ask(page, question);
      await expect(bubbles(page)).toHaveCount(3 + index * 2);
      await expect(bubbles(page).nth(-2)).toHaveText(`You: ${question}`);
      await expect(bubbles(page).last()).toContainText(answer);
    }
  });

  test("Enter sends, chips send their question, blank input is ignored", async ({ page }) => {
    await openLab(page);
    const assistant = await openTab(page, "Assistant");
    const field = assistant.getByLabel("Your question");

    await field.fill("Does it adapt?");
    await field.press("Enter");
    await expect(bubbles(page)).toHaveCount(3);
    await expect(bubbles(page).last()).toContainText("AdaptIQ");
    await expect(field).toHaveValue("");

    await field.fill("   ");
    await field.press("Enter");
    await assistant.getByRole("button", { name: "Send" }).click();
    await expect(bubbles(page)).toHaveCount(3);

    const chips: [string, string][] = [
      ["How sustainable is it?", "78% less waste"],
      ["How does AdaptIQ improve performance?", "AdaptIQ learns how you move"],
      ["What technology is inside?", "Smart materials"],
      ["When can I buy it?", "sustainability or performance"],
    ];
    for (const [index, [question, answer]] of chips.entries()) {
      await assistant.getByRole("button", { name: question }).click();
      await expect(bubbles(page)).toHaveCount(5 + index * 2);
      await expect(bubbles(page).nth(-2)).toHaveText(`You: ${question}`);
      await expect(bubbles(page).last()).toContainText(answer);
    }

    // The conversation survives a switch of tabs.
    await openTab(page, "Customizer");
    await openTab(page, "Assistant");
    await expect(bubbles(page)).toHaveCount(11);
  });
});

test.describe("lab on a small screen", () => {
  test("works at 390 px: no sideways scroll, every tab reachable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLab(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const name of TABS) {
      await expect(tab(page, name)).toBeInViewport();
      await openTab(page, name);
      expect(await overflow()).toBeLessThanOrEqual(0);
    }
  });
});

// A visitor taps as soon as the page is painted, before or while React starts: the tap does its
// job either way (a link, a radio, a form), and React keeps what it did.
test.describe("lab, tapped right away", () => {
  test("a sport, which React keeps", async ({ page }) => {
    await openLab(page);
    await sportLabel(page, "Street").click();
    await expect(sportRadio(page, "Street")).toBeChecked();
    await expect(page.getByRole("heading", { name: "Street sole" })).toBeVisible();
    await expectBars(page, [80, 60, 90, 75]);
    // Once React runs (the tabs gain their role), the choice and its figures are still there.
    await expect(tab(page, "Customizer")).toBeVisible();
    await expect(sportRadio(page, "Street")).toBeChecked();
    await expect(page.getByRole("heading", { name: "Street sole" })).toBeVisible();
    await expectBars(page, [80, 60, 90, 75]);
  });

  test("the Motion AI toggle", async ({ page }) => {
    await openLab(page, "/lab?tab=motion");
    await page.getByRole("button", { name: "Activate" }).click();
    await expect(page.getByRole("button", { name: "Active" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Live readings" })).toContainText("Rough Trail");
  });

  test("a question, typed and sent; typed text survives React starting", async ({ page }) => {
    await openLab(page, "/lab?tab=assistant");
    const field = page.getByLabel("Your question");
    await field.fill("Does it adapt?");
    await field.press("Enter");
    const bubbles = page.getByRole("log", { name: "Conversation" }).locator(":scope > div");
    await expect(bubbles).toHaveCount(3);
    await expect(bubbles.nth(1)).toHaveText("You: Does it adapt?");
    await expect(bubbles.last()).toContainText("AdaptIQ learns how you move");
    await expect(field).toHaveValue("");

    // Typed before React runs, still there after.
    await openLab(page, "/lab?tab=assistant");
    await field.fill("half a thought");
    await expect(tab(page, "Assistant")).toBeVisible();
    await expect(field).toHaveValue("half a thought");
  });
});
