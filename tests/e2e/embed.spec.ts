import type { Page } from "@playwright/test";

import { embedSnippet } from "../../app/features/waitlist/embed";
import { E2E_BASE_URL } from "../../dev/harness/chromium";
import { EMBED_TEST_SITE, UNLISTED_TEST_SITE } from "../support/embed-sites";
import { expect, test } from "../support/playwright-fixtures";

/*
 * The waitlist's form on another site's page, as a retailer pastes the launch room's snippet: the
 * page is the test's own, served at an origin of its own. What the server answers (the policy, the
 * source of a join) is tests/server/embed.test.ts; this is what only a browser does with it.
 */

test.use({ testHosts: [new URL(EMBED_TEST_SITE).hostname] });

/**
 * A retailer's page at `site` holding the snippet. Both it and the suite's site are on loopback,
 * where the browser asks before a page may reach a local one: granted, as two live sites (both
 * public) are never asked.
 */
async function openRetailerPage(page: Page, site: string) {
  await page.context().grantPermissions(["local-network-access"], { origin: site });
  await page.route(`${site}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Shop</title><h1>Our launch partner</h1>${embedSnippet(E2E_BASE_URL)}</html>`,
    }),
  );
  await page.goto(`${site}/launch`);
  return page.frameLocator('iframe[title="Join the Modura waitlist"]');
}

/** The frame's height on its page, and its content's own height, in CSS pixels. */
async function heights(page: Page) {
  const frameElement = page.locator("iframe");
  const outer = await frameElement.evaluate((frame) => frame.getBoundingClientRect().height);
  const inner = await (await frameElement.elementHandle())!
    .contentFrame()
    .then((frame) => frame!.evaluate(() => Math.ceil(document.body?.getBoundingClientRect().height ?? 0)));
  return { outer: Math.round(outer), inner };
}

test("the form joins from a listed site's frame, which takes the form's height as it changes", async ({
  page,
}) => {
  const form = await openRetailerPage(page, EMBED_TEST_SITE);
  // Sized by the snippet once the frame's scripts run: its content's height, not the 40rem it starts at.
  const sized = async () => {
    const { outer, inner } = await heights(page);
    return outer === inner && outer !== 640 ? outer : undefined;
  };
  let before = 0;
  await expect.poll(async () => (before = (await sized()) ?? 0)).toBeGreaterThan(0);

  await form.getByLabel("Full Name").fill("Framed Ada");
  await form.getByLabel("Email Address").fill(`framed-${Date.now()}@example.com`);
  await form.getByLabel("Primary Activity").selectOption("trail");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText("Check your inbox to confirm your place.")).toBeVisible();
  // The line below the button made the form taller, and the frame followed.
  await expect.poll(async () => (await sized()) ?? 0).toBeGreaterThan(before);
});

test.describe("a site that is not listed", () => {
  const REFUSED = /violates the following Content Security Policy directive: "frame-ancestors/;
  test.use({ testHosts: [new URL(UNLISTED_TEST_SITE).hostname], expectedConsoleErrors: [REFUSED] });

  test("cannot frame the form", async ({ page }) => {
    const refused = page.waitForEvent("console", (message) => REFUSED.test(message.text()));
    const form = await openRetailerPage(page, UNLISTED_TEST_SITE);
    await refused;
    await expect(form.getByRole("button", { name: "Join the Waitlist" })).toHaveCount(0);
  });
});
