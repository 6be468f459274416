import fs from "node:fs";
import { createRequire } from "node:module";

import AxeBuilder from "@axe-core/playwright";
import type Axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";

import { Accounts } from "./browser-accounts";

const require = createRequire(import.meta.url);

/**
 * `page.goto` returns at `load`, as a visitor's eyes do: nothing waits for React. A test of
 * JavaScript-only behaviour waits for the effect it checks.
 *
 * Every test fails if its page asked any host but ours, or logged a console error. The browser
 * also logs "Failed to load resource" for a document or API answer with an error status, which
 * tests provoke on purpose (a 404 page, a rejected form, a failed sign-up): only failed assets count.
 */
export const test = base.extend<{
  foreignRequests: string[];
  consoleErrors: string[];
  accounts: Accounts;
  /** Hosts a spec serves pages at itself (page.route), which its page may ask besides ours. */
  testHosts: string[];
  /** Console errors a spec provokes on purpose and checks itself (a refused frame). */
  expectedConsoleErrors: RegExp[];
}>({
  testHosts: [[], { option: true }],
  expectedConsoleErrors: [[], { option: true }],
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
    async ({ page, baseURL, testHosts }, use) => {
      const ownHosts = [new URL(baseURL!).hostname, ...testHosts];
      const foreign: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol === "data:" || url.protocol === "blob:") return;
        if (!ownHosts.includes(url.hostname)) foreign.push(request.url());
      });
      await use(foreign);
      expect(foreign, "requests to other hosts").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedConsoleErrors.some((expected) => expected.test(message.text()))) return;
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
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core with the WCAG 2.0–2.2 A and AA rules and axe's best practices, on the page as it is now.
 *
 * A page without frames is one document: axe is put in it once, and each later scan of the same
 * document (another tab, an open menu, a toast) runs it again. AxeBuilder puts its 580 KB in the
 * page before every scan, which the browser compiles each time: a third of a scan's work. A page
 * with a frame gets AxeBuilder, which also tests inside the frames it can enter.
 */
export async function expectNoAxeViolations(page: Page, state = page.url()) {
  // A full scan takes 1–8 s on a loaded 2-core machine, so each one brings its own time: a test
  // that scans every tab of a page would otherwise run out of its 30 s for reasons not its own.
  test.info().setTimeout(test.info().timeout + AXE_SCAN_TIMEOUT);
  // The server streams its pages: a check on what shows can pass while the rest is on its way.
  await page.waitForLoadState("load");
  const violations = page.frames().length === 1 ? await axeInDocument(page) : await axeWithFrames(page);
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${state}`).toEqual([]);
}

async function axeInDocument(page: Page): Promise<Axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    // Only violations are read: axe then skips the node details of every pass and inapplicable rule.
    const { violations } = await (window as unknown as { axe: typeof Axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations;
  }, AXE_TAGS);
}

async function axeWithFrames(page: Page): Promise<Axe.Result[]> {
  const { violations } = await new AxeBuilder({ page })
    // The rules in the options themselves: AxeBuilder's options() replaces what withTags() set, so
    // the two together ran axe's default rules, which leave out target size (WCAG 2.5.8).
    .options({ runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] })
    // axe runs inside each frame, which a frame sandboxed without scripts forbids (a broadcast's
    // preview): its element is left out rather than waited on.
    .exclude(SCRIPTLESS_FRAMES)
    .analyze();
  return violations;
}

/**
 * Scans each of the server's answers as a visitor without JavaScript gets it, scripts taken out,
 * in one page of its own with JavaScript on (axe runs in the page; without JavaScript its timers
 * never fire). Each answer replaces the document in place (document.open keeps the window, so axe
 * is put in once), at an address of our own beside the real ones so that the page's relative
 * links and styles resolve.
 */
export async function expectNoAxeViolationsInServerHtml(
  page: Page,
  states: { path: string; html: string }[],
) {
  const copy = await page.context().newPage();
  try {
    await copy.route(
      (url) => url.pathname === "/__server-html",
      (route) =>
        route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!doctype html><title>-</title>" }),
    );
    await copy.goto("/__server-html");
    for (const { path, html } of states) {
      await copy.evaluate(
        (body) =>
          new Promise<void>((resolve) => {
            // Listeners are erased by document.open: this one is added after the new document.
            document.open();
            document.write(body);
            document.close();
            if (document.readyState === "complete") resolve();
            else window.addEventListener("load", () => resolve(), { once: true });
          }),
        html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""),
      );
      await expectNoAxeViolations(copy, path);
    }
  } finally {
    await copy.close();
  }
}
