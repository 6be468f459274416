import type { Page } from "@playwright/test";

import {
  designResult,
  expectDesign,
  expectFootModelTurnsAndPauses,
  height,
  hours,
  setSlider,
} from "../support/elegance-page";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// JavaScript is off (the no-javascript project): every control of /elegance and /adaptiq-demo does
// its job through links, native inputs and forms the server answers.

const main = (page: Page) => page.getByRole("main");
const tabLink = (page: Page, name: string) => main(page).getByRole("link", { name, exact: true });
const showDesign = (page: Page) => page.getByRole("button", { name: "Show My Design" });
const prompt = (page: Page) => page.getByText(/Complete your profile to see your personalised design/);
const announcement = (page: Page) => page.getByText(/^Shoe \d of 4: /);

test.describe("/elegance without JavaScript", () => {
  test("every tab is a link the server answers, with no axe violations", async ({ page }) => {
    await page.goto("/elegance");
    await expect(tabLink(page, "AI Designer")).toHaveAttribute("aria-current", "page");
    await expect(
      main(page).getByRole("heading", { level: 2, name: "Design Your Perfect Heel" }),
    ).toBeVisible();
    const tabs: [name: string, query: string, heading: string][] = [
      ["Balance Engine", "?tab=balance", "Balance Engine"],
      ["Posture Sync", "?tab=posture", "Posture Sync"],
      ["Gallery", "?tab=gallery", "Elegance Gallery"],
      ["AI Designer", "", "Design Your Perfect Heel"],
    ];
    for (const [name, query, heading] of tabs) {
      await tabLink(page, name).click();
      await expect(page).toHaveURL(`/elegance${query}`);
      await expect(tabLink(page, name)).toHaveAttribute("aria-current", "page");
      await expect(main(page).getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("the designer asks for arch and heel, then the server designs a sent profile", async ({ page }) => {
    await page.goto("/elegance");
    await expect(height(page)).toHaveValue("165");
    await expect(hours(page)).toHaveValue("4");
    await expect(prompt(page)).toBeVisible();
    await expect(designResult(page)).toHaveCount(0);
    // CSS turns the foot model, and its pause is a checkbox: both without JavaScript.
    await expectFootModelTurnsAndPauses(page);

    // Sent without arch and heel: still the prompt, no figures.
    await page.getByRole("radio", { name: /^Evening/ }).check();
    await showDesign(page).click();
    await expect(page).toHaveURL("/elegance?height=165&hours=4&occasion=evening");
    await expect(prompt(page)).toBeVisible();
    await expect(designResult(page)).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /^Evening/ })).toBeChecked();

    // 170 cm, low, stiletto, 8 h: 95 − 24 = 71; 100 − 17 − 16 = 67, raised to 80.
    await setSlider(height(page), "Home", 20);
    await page.getByRole("radio", { name: /^Low/ }).check();
    await page.getByRole("radio", { name: /^Stiletto/ }).check();
    await setSlider(hours(page), "Home", 14);
    await showDesign(page).click();
    await expect(page).toHaveURL("/elegance?height=170&arch=low&heel=stiletto&hours=8&occasion=evening");
    await expect(prompt(page)).toHaveCount(0);
    await expectDesign(page, ["2.5 in", "Extra-High", "71%", "80%"]);
    // The sent profile stays in the form.
    await expect(height(page)).toHaveValue("170");
    await expect(page.getByRole("radio", { name: /^Stiletto/ })).toBeChecked();
    await expect(page.locator("output").first()).toHaveText("170 cm");
    await expectNoAxeViolations(page);

    // 150 cm, normal, kitten, 1 h, daily: 95 − 3 = 92; 100 − 15 − 2 = 83.
    await setSlider(height(page), "Home");
    await page.getByRole("radio", { name: /^Normal/ }).check();
    await page.getByRole("radio", { name: /^Kitten/ }).check();
    await setSlider(hours(page), "Home");
    await page.getByRole("radio", { name: /^Daily/ }).check();
    await showDesign(page).click();
    await expectDesign(page, ["4 in", "Medium", "92%", "83%"]);

    // 190 cm, high, platform, 6.5 h: 95 − 19.5 = 75.5; 100 − 19 − 13 = 68, raised to 80.
    await setSlider(height(page), "End");
    await page.getByRole("radio", { name: /^High/ }).check();
    await page.getByRole("radio", { name: /^Platform/ }).check();
    await setSlider(hours(page), "Home", 11);
    await showDesign(page).click();
    await expect(page).toHaveURL(/height=190&arch=high&heel=platform&hours=6\.5/);
    await expectDesign(page, ["2.5 in", "High", "75.5%", "80%"]);
  });

  test("a hand-edited query falls back to defaults, never an error", async ({ page }) => {
    const response = await page.goto("/elegance?height=abc&arch=flat&heel=block&hours=99");
    expect(response?.status()).toBe(200);
    await expect(height(page)).toHaveValue("165");
    await expect(hours(page)).toHaveValue("12");
    await expect(page.getByRole("radio", { name: /^Block/ })).toBeChecked();
    await expect(prompt(page)).toBeVisible();
  });

  test("the gallery's Previous and Next are links that wrap both ways", async ({ page }) => {
    await page.goto("/elegance?tab=gallery");
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    const previous = main(page).getByRole("link", { name: "Previous" });
    const next = main(page).getByRole("link", { name: "Next" });
    await previous.click();
    await expect(page).toHaveURL("/elegance?tab=gallery&shoe=4");
    await expect(announcement(page)).toHaveText("Shoe 4 of 4: Ethereal Comfort");
    await expect(main(page).getByRole("heading", { level: 3, name: "Ethereal Comfort" })).toBeVisible();
    await next.click();
    await expect(page).toHaveURL("/elegance?tab=gallery&shoe=1");
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    await next.click();
    await expect(announcement(page)).toHaveText("Shoe 2 of 4: Celestial Grace");
    await next.click();
    await next.click();
    await expect(announcement(page)).toHaveText("Shoe 4 of 4: Ethereal Comfort");
    await next.click();
    await expect(announcement(page)).toHaveText("Shoe 1 of 4: Aurora Elite");
    await expectNoAxeViolations(page);
  });

  test("Add to Wishlist asks an anonymous visitor to sign in, on the page", async ({ page }) => {
    await page.goto("/elegance?tab=gallery&shoe=3");
    await main(page).getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page).toHaveURL("/elegance?tab=gallery&shoe=3");
    await expect(main(page).getByRole("status")).toHaveText(
      "Sign in to save your wishlist Create an account or sign in, and the shoes you love will be waiting for you.",
    );
    await expect(announcement(page)).toHaveText("Shoe 3 of 4: Quantum Luxe");
    await expect(main(page).getByRole("link", { name: "Sign in to save your wishlist" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Felegance%3Ftab%3Dgallery%26shoe%3D3",
    );
    await expectNoAxeViolations(page);
  });

  test("a signed-in visitor adds a shoe, sees it saved, and removes it", async ({ page, accounts }) => {
    await accounts.create(page, "elegance-nojs");
    await page.goto("/elegance?tab=gallery&shoe=3");
    await main(page).getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(main(page).getByRole("status")).toHaveText(
      "Added to wishlist Quantum Luxe is on your wishlist.",
    );
    const wished = main(page).getByRole("button", { name: "On Your Wishlist" });
    await expect(wished).toHaveAttribute("aria-pressed", "true");
    await expect(main(page).getByRole("link", { name: "Sign in to save your wishlist" })).toHaveCount(0);

    // Saved: the server shows it on a fresh visit.
    await page.goto("/elegance?tab=gallery&shoe=3");
    await expect(wished).toHaveAttribute("aria-pressed", "true");
    await expect(main(page).getByRole("status")).toHaveCount(0);
    await wished.click();
    await expect(main(page).getByRole("status")).toHaveText(
      "Removed from wishlist Quantum Luxe is no longer on your wishlist.",
    );
    await expect(main(page).getByRole("button", { name: "Add to Wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

const sportSettings = (page: Page) => page.getByRole("region", { name: "Choose Your Sport" });
const steps = (page: Page) => page.getByRole("list", { name: "Simulation steps" }).getByRole("listitem");
const results = (page: Page) =>
  page.getByRole("heading", { name: "Your Optimized Configuration" }).locator("..").getByRole("listitem");

/** The checked sport's settings: every sport's are in the page, the checked one's shown by CSS. */
async function expectSport(page: Page, name: string, [flex, stab, traction, impact, terrain]: string[]) {
  const settings = sportSettings(page)
    .getByTestId(/^sport-settings-/)
    .filter({ visible: true });
  await expect(settings).toHaveCount(1);
  await expect(settings.getByRole("heading", { level: 3 })).toHaveText(`${name} sole settings`);
  await expect(settings.getByRole("progressbar", { name: "Flexibility" })).toHaveAttribute(
    "aria-valuenow",
    flex!,
  );
  await expect(settings.getByRole("progressbar", { name: "Stability" })).toHaveAttribute(
    "aria-valuenow",
    stab!,
  );
  await expect(settings.getByRole("progressbar", { name: "Traction" })).toHaveAttribute(
    "aria-valuenow",
    traction!,
  );
  await expect(settings).toContainText(`Flexibility${flex}%Stability${stab}%Traction${traction}%`);
  await expect(settings).toContainText(`Impact Level${impact}Terrain${terrain}`);
  await expect(page.getByText(/^AdaptIQ reads your stride for/)).toContainText(`for ${name} and tunes`, {
    useInnerText: true,
  });
}

test.describe("/adaptiq-demo without JavaScript", () => {
  test("sends an anonymous visitor to sign in", async ({ page }) => {
    await page.goto("/adaptiq-demo");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fadaptiq-demo");
  });

  test("each sport shows its settings as soon as it is checked", async ({ page, accounts }) => {
    await accounts.create(page, "adaptiq-nojs");
    await page.goto("/adaptiq-demo");
    await expect(page.getByRole("radio", { name: "Trail Running" })).toBeChecked();
    await expectSport(page, "Trail Running", ["70", "85", "95", "High", "uneven rocky terrain"]);
    await page.getByRole("radio", { name: "Gym Training" }).check();
    await expectSport(page, "Gym Training", ["90", "75", "60", "Medium", "flat stable surfaces"]);
    await page.getByRole("radio", { name: "Tennis" }).click();
    await expectSport(page, "Tennis", ["85", "90", "85", "High", "court surfaces"]);
    // The keyboard moves the choice too (wrapping from the last to the first).
    await page.getByRole("radio", { name: "Tennis" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Trail Running" })).toBeChecked();
    await expectSport(page, "Trail Running", ["70", "85", "95", "High", "uneven rocky terrain"]);
    await expectNoAxeViolations(page);
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  test("Start sends the form: the server shows the finished run with the sport and sliders kept", async ({
    page,
    accounts,
  }) => {
    await accounts.create(page, "adaptiq-nojs");
    await page.goto("/adaptiq-demo");
    await expect(results(page)).toHaveCount(0);
    await page.getByRole("radio", { name: "Tennis" }).check();
    await setSlider(page.getByRole("slider", { name: "Weight" }), "End");
    await setSlider(page.getByRole("slider", { name: "Pace" }), "Home", 3);
    await page.getByRole("button", { name: "Start AdaptIQ Simulation" }).click();
    await expect(page).toHaveURL("/adaptiq-demo?sport=tennis&weight=120&pace=4.5&simulation=run");

    await expect(page.getByRole("radio", { name: "Tennis" })).toBeChecked();
    await expectSport(page, "Tennis", ["85", "90", "85", "High", "court surfaces"]);
    await expect(page.getByRole("slider", { name: "Weight" })).toHaveValue("120");
    await expect(page.getByRole("slider", { name: "Pace" })).toHaveValue("4.5");
    await expect(page.locator("output")).toHaveText(["120 kg", "4.5 min/km"]);
    await expect(page.getByRole("progressbar", { name: "Simulation progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(steps(page)).toHaveText([/Done/, /Done/, /Done/, /Done/]);
    await expect(results(page)).toHaveText([
      "+23%Energy Return",
      "+18%Stability",
      "+31%Traction",
      "-15%Impact Force",
    ]);
    await expect(page.getByRole("button", { name: "Start AdaptIQ Simulation" })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Back to Dashboard is a link.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
  });
});
