import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * `page.goto` returns at `load`, as a visitor's eyes do: nothing waits for React. A test of
 * JavaScript-only behaviour waits for the effect it checks.
 *
 * Every test fails if its page asked any host but ours, or logged a console error. The browser
 * also logs "Failed to load resource" for a document or API answer with an error status, which
 * tests provoke on purpose (a 404 page, a rejected form, a failed sign-up): only failed assets count.
 */
export const test = base.extend<{ foreignRequests: string[]; consoleErrors: string[] }>({
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

const isAsset = (url: string) => /\.[a-z0-9]+$/i.test(new URL(url).pathname);

export { expect };

/** axe-core with the WCAG 2.0–2.2 A and AA rules and axe's best practices. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
