import type { Page } from "@playwright/test";

import type { Accounts } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";
import { slowScripts } from "../support/slow-scripts";

const startButton = (page: Page) => page.getByRole("button", { name: "Start AdaptIQ Simulation" });
const sport = (page: Page, name: string) =>
  page.getByRole("group", { name: "Sport" }).getByRole("radio", { name });
/** The checked sport's settings: every sport's are in the page, the checked one's shown by CSS. */
const sportSettings = (page: Page) =>
  page
    .getByRole("region", { name: "Choose Your Sport" })
    .getByTestId(/^sport-settings-/)
    .filter({ visible: true });
const weight = (page: Page) => page.getByRole("slider", { name: "Weight" });
const outputs = (page: Page) => page.locator("output");
const progress = (page: Page) => page.getByRole("progressbar", { name: "Simulation progress" });
const steps = (page: Page) => page.getByRole("list", { name: "Simulation steps" }).getByRole("listitem");
const status = (page: Page) =>
  page.getByRole("region", { name: "Run the Simulation" }).locator("[aria-live=polite]");
const results = (page: Page) =>
  page.getByRole("heading", { name: "Your Optimized Configuration" }).locator("..").getByRole("listitem");

/** Signs a new account in and opens the simulator. Nothing waits for React. */
async function openSimulator(page: Page, accounts: Accounts) {
  await accounts.create(page, "adaptiq");
  await page.goto("/adaptiq-demo");
}

/**
 * Waits for a JavaScript-only effect (a slider's label follows it once React runs), for tests of
 * the animated run: a Start pressed before that sends the form, which the no-JavaScript tests cover.
 */
async function waitForLiveLabels(page: Page) {
  await weight(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect(outputs(page).first()).toHaveText("71 kg");
  await page.keyboard.press("ArrowLeft");
}

async function expectSport(page: Page, values: [string, string, string, string, string]) {
  const [flexibility, stability, traction, impact, terrain] = values;
  const settings = sportSettings(page);
  await expect(settings).toHaveCount(1);
  await expect(settings.getByRole("progressbar", { name: "Flexibility" })).toHaveAttribute(
    "aria-valuenow",
    flexibility,
  );
  await expect(settings.getByRole("progressbar", { name: "Stability" })).toHaveAttribute(
    "aria-valuenow",
    stability,
  );
  await expect(settings.getByRole("progressbar", { name: "Traction" })).toHaveAttribute(
    "aria-valuenow",
    traction,
  );
  await expect(settings).toContainText(`Flexibility${flexibility}%`);
  await expect(settings).toContainText(`Stability${stability}%`);
  await expect(settings).toContainText(`Traction${traction}%`);
  await expect(settings).toContainText(`Impact Level${impact}`);
  await expect(settings).toContainText(`Terrain${terrain}`);
}

// The default state, every sport's settings and the finished run as the server sends them are page
// facts: tests/pages/elegance.test.ts; which sport's settings CSS shows: tests/e2e/nojs/elegance.nojs.spec.ts.
test.describe("AdaptIQ simulator", () => {
  test("switches between the three sports", async ({ page, accounts }) => {
    await openSimulator(page, accounts);
    await sport(page, "Gym Training").check();
    await expect(sport(page, "Gym Training")).toBeChecked();
    await expect(sport(page, "Trail Running")).not.toBeChecked();
    await expectSport(page, ["90", "75", "60", "Medium", "flat stable surfaces"]);

    // By keyboard: the arrow keys move the choice.
    await sport(page, "Gym Training").focus();
    await page.keyboard.press("ArrowRight");
    await expect(sport(page, "Tennis")).toBeChecked();
    await expectSport(page, ["85", "90", "85", "High", "court surfaces"]);
    await page.keyboard.press("ArrowRight");
    await expect(sport(page, "Trail Running")).toBeChecked();
    await expectSport(page, ["70", "85", "95", "High", "uneven rocky terrain"]);
  });

  test("sliders move by keyboard, show their value and clamp at the ends", async ({ page, accounts }) => {
    await openSimulator(page, accounts);
    const weight = page.getByRole("slider", { name: "Weight" });
    const weightOutput = page.locator("output").nth(0);
    await weight.focus();
    await page.keyboard.press("ArrowRight");
    await expect(weightOutput).toHaveText("71 kg");
    await expect(weight).toHaveAttribute("aria-valuetext", "71 kg");
    await page.keyboard.press("Home");
    await expect(weightOutput).toHaveText("40 kg");
    await page.keyboard.press("ArrowLeft");
    await expect(weightOutput).toHaveText("40 kg");
    await page.keyboard.press("End");
    await expect(weightOutput).toHaveText("120 kg");
    await page.keyboard.press("ArrowRight");
    await expect(weightOutput).toHaveText("120 kg");

    const pace = page.getByRole("slider", { name: "Pace" });
    const paceOutput = page.locator("output").nth(1);
    await pace.focus();
    await page.keyboard.press("ArrowRight");
    await expect(paceOutput).toHaveText("7.5 min/km");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(paceOutput).toHaveText("6.5 min/km");
    await page.keyboard.press("Home");
    await expect(paceOutput).toHaveText("3 min/km");
    await page.keyboard.press("ArrowLeft");
    await expect(paceOutput).toHaveText("3 min/km");
    await page.keyboard.press("End");
    await expect(paceOutput).toHaveText("12 min/km");
    await page.keyboard.press("ArrowRight");
    await expect(paceOutput).toHaveText("12 min/km");
  });

  test("runs to the fixed result, disabled while running, and restarts from 0", async ({
    page,
    accounts,
  }) => {
    await page.clock.install();
    await openSimulator(page, accounts);
    await waitForLiveLabels(page);
    // Time stands still from here on, except when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await startButton(page).click();

    const running = page.getByRole("button", { name: "Simulating..." });
    await expect(running).toBeDisabled();
    await expect(steps(page).first()).toHaveAttribute("data-state", "current");
    await expect(steps(page).first()).toContainText("In progress");

    // At most 20 ticks of 300 ms (5 per tick) reach 100.
    await page.clock.runFor(300 * 20);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
    await expect(startButton(page)).toBeEnabled();
    await expect(steps(page)).toHaveText([/Done/, /Done/, /Done/, /Done/]);
    await expect(results(page)).toHaveText([
      "+23%Energy Return",
      "+18%Stability",
      "+31%Traction",
      "-15%Impact Force",
    ]);
    await expect(status(page)).toHaveText(
      "Simulation complete: +23% Energy Return, +18% Stability, +31% Traction, -15% Impact Force.",
    );

    // A new run starts from 0 and hides the previous result until it completes.
    await startButton(page).click();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByText("Your Optimized Configuration")).toHaveCount(0);
    await page.clock.runFor(300 * 20);
    await expect(results(page)).toHaveCount(4);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits and runs by keyboard", async ({ page, accounts }) => {
      await openSimulator(page, accounts);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await sport(page, "Trail Running").focus();
      await page.keyboard.press("ArrowLeft");
      await expect(sport(page, "Tennis")).toBeChecked();
      // Start animates with JavaScript, or sends the form before it runs: either way, the result.
      await startButton(page).focus();
      await page.keyboard.press("Enter");
      await expect(results(page)).toHaveCount(4, { timeout: 15_000 });
      await expect(status(page)).toContainText("Simulation complete");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test.describe("a tap right after the page shows", () => {
    test("a sport picked at once shows its settings, and stays picked", async ({ page, accounts }) => {
      await accounts.create(page, "adaptiq-tap");
      await page.goto("/adaptiq-demo");
      await sport(page, "Gym Training").check();
      await expect(sport(page, "Gym Training")).toBeChecked();
      await expectSport(page, ["90", "75", "60", "Medium", "flat stable surfaces"]);
      await waitForLiveLabels(page);
      await expect(sport(page, "Gym Training")).toBeChecked();
      await startButton(page).click();
      await expect(status(page)).toHaveText("Simulation started for Gym Training.");
    });

    test("sliders set before hydration on a slow CPU keep their values", async ({
      page,
      context,
      accounts,
    }) => {
      await accounts.create(page, "adaptiq-slow");
      const phone = await slowScripts(context, page);
      await page.goto("/adaptiq-demo", { waitUntil: "commit" });
      await weight(page).focus();
      await page.keyboard.press("End");
      const pace = page.getByRole("slider", { name: "Pace" });
      await pace.focus();
      await page.keyboard.press("Home");
      await sport(page, "Tennis").check();
      await expect(outputs(page)).toHaveText(["70 kg", "7 min/km"]);
      phone.release();
      // The labels are JavaScript's: once React runs they read the values the visitor left.
      await expect(outputs(page)).toHaveText(["120 kg", "3 min/km"], { timeout: 20_000 });
      await phone.stop();
      await expect(weight(page)).toHaveValue("120");
      await expect(pace).toHaveValue("3");
      await expect(sport(page, "Tennis")).toBeChecked();
    });
  });
});
