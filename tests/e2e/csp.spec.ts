import type { Page } from "@playwright/test";

import { expect, test } from "../support/playwright-fixtures";

// Every browser test runs under the real Content-Security-Policy: the browser reports each refusal
// as a console error, and any console error fails a test (the fixtures' check), so every page,
// its hydration and each code-split chunk it loads are checked under the policy wherever a test
// opens them. This spec proves that chain: a refused script is seen both ways. The header itself,
// and a fresh nonce per response, are page facts (tests/pages/security-headers.test.ts).

/** Collects every CSP violation of every document the page loads. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`;
      (window as unknown as { reportCspViolation: (report: string) => void }).reportCspViolation(report);
    });
  });
  return violations;
}

test("an inline script without the nonce is refused and reported", async ({ page, consoleErrors }) => {
  // Proves the listener above would see a violation: the page injects a script the policy must block.
  const violations = await watchViolations(page);
  await page.goto("/technology");
  await expect(page.getByRole("tab").first(), "the tab links are tabs once React runs").toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/^script-src/);
  // The browser's own report of the refusal is the expected outcome here, not a failure.
  const refusals = consoleErrors.filter((error) => error.includes("Content Security Policy"));
  expect(refusals.length).toBeGreaterThan(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !refusals.includes(error)),
  );
});
