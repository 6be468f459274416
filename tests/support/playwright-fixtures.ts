import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

import { Accounts } from "./browser-accounts";

/**
 * `page.goto` returns at `load`, as a visitor's eyes do: nothing waits for React. A test of
 * JavaScript-only behaviour waits for the effect it checks.
 *
 * Every test fails if its page asked any host but ours, or logged a console error. The browser
 * also logs "Failed to load resource" for a document or API answer with an error status, which
 * tests provoke on purpose (a 404 page, a rejected form, a failed sign-up): only failed assets count.
 */
export const test = base.extend<{ foreignRequests: string[]; consoleErrors: string[]; accounts: Accounts }>({
  // Each test's accounts, from the pool written before the site started (nothing to remove after).
  accounts: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new Accounts());
    },
    { scope: "test" },
  ],
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const ownHost = new URL(baseURL!).hostname;
      const foreign: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol === "data:" || url.protocol === "blob:") return;
        if (url.hostname !== ownHost) foreign.push(request.url());
      });
      await use(foreign);
      expect(foreign, "requests to other hosts").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (message.text().startsWith("Failed to load resource") && !isAsset(message.location().url)) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

// React Router's data requests (`/auth.data`) answer a route action's refusal with its status, as the page would.
const isAsset = (url: string) => {
  const { pathname } = new URL(url);
  return /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".data");
};

export { expect };

const AXE_SCAN_TIMEOUT = 20_000;
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * axe-core with the WCAG 2.0–2.2 A and AA rules and axe's best practices. With JavaScript off (the
 * no-javascript project) axe cannot run in the page (its timers never fire), so it checks a copy:
 * the page's DOM as it is now, without scripts, in a page of its own with JavaScript on.
 */
export async function expectNoAxeViolations(page: Page, state = page.url()) {
  // A full scan takes 1–8 s on a loaded 2-core machine (up to 20 s without JavaScript, with its
  // copy), so each one brings its own time: a test that scans every tab of a page would otherwise
  // run out of its 30 s for reasons that are not its own.
  test.info().setTimeout(test.info().timeout + AXE_SCAN_TIMEOUT);
  // The server streams its pages: a check on what shows can pass while the rest is on its way.
  await page.waitForLoadState("load");
  const javaScriptOff = test.info().project.use.javaScriptEnabled === false;
  const target = javaScriptOff ? await scriptlessCopy(page) : page;
  try {
    const results = await new AxeBuilder({ page: target })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      // Only violations are read: axe then skips the node details of every pass and inapplicable rule.
      .options({ resultTypes: ["violations"] })
      // axe runs inside each frame, which a frame sandboxed without scripts forbids (a
      // broadcast's preview): its element is left out rather than waited on.
      .exclude(SCRIPTLESS_FRAMES)
      // A page without frames is one document, which both of axe's ways test alike: by default
      // it scans each frame, then opens a blank page to join their results (most of a scan's
      // time); "legacy" runs axe.run in the page itself. A
      // page with a frame gets the default, which also tests inside the frames it can enter.
      .setLegacyMode(target.frames().length === 1)
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary, `axe violations on ${state}`).toEqual([]);
  } finally {
    if (target !== page) await target.context().close();
  }
}

/** The page's current DOM (checked boxes and typed values included), scripts taken out, served at its URL. */
async function scriptlessCopy(page: Page): Promise<Page> {
  await page.evaluate(() => {
    for (const input of document.querySelectorAll("input")) {
      input.toggleAttribute("checked", input.checked);
      if (input.type !== "file") input.setAttribute("value", input.value);
    }
  });
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  // Explicitly on: a context made in a test otherwise takes the project's options, JavaScript off included.
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  const copy = await context.newPage();
  const address = page.url().split("#")[0]!;
  await copy.route(
    (url) => url.href.split("#")[0] === address,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await copy.goto(page.url());
  return copy;
}
