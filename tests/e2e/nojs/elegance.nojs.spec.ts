import type { Page } from "@playwright/test";

import { expectFootModelTurnsAndPauses } from "../../support/elegance-page";
import { expect, test } from "../../support/playwright-fixtures";

// JavaScript is off (the no-javascript project): what CSS does on /elegance and /adaptiq-demo, the
// turning foot model and its pause, and the checked sport's settings shown. Every tab, link and
// form the server answers is tests/pages/elegance.test.ts.

test.describe("/elegance without JavaScript", () => {
  test("the foot model turns, and its pause checkbox stops it", async ({ page }) => {
    await page.goto("/elegance");
    // CSS turns the foot model, and its pause is a checkbox: both without JavaScript.
    await expectFootModelTurnsAndPauses(page);
  });
});

const sportSettings = (page: Page) => page.getByRole("region", { name: "Choose Your Sport" });

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
  });
});
