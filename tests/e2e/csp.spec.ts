import type { Page } from "@playwright/test";

import { toasts, uniqueEmail } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

// Every route under the real Content-Security-Policy: any violation fails, as does any console error
// (the fixtures' check). Each page also does one interactive thing, so hydration and the code-split
// chunks it loads run under the policy too.

type RouteCheck = { path: string; signedIn?: boolean; exercise: (page: Page) => Promise<void> };

const ROUTES: RouteCheck[] = [
  {
    path: "/",
    async exercise(page) {
      await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
      const form = page.locator("#waitlist form");
      await form.getByLabel("Full Name").fill("Grace Hopper");
      await form.getByLabel("Email Address").fill(uniqueEmail("csp"));
      await form.getByLabel("Primary Activity").selectOption("tennis");
      await form.getByRole("button", { name: "Join the Waitlist" }).click();
      await expect(toasts(page).first()).toBeVisible();
    },
  },
  {
    path: "/auth",
    async exercise(page) {
      await page.getByRole("tab", { name: "Sign Up" }).click();
      await expect(page.getByRole("tabpanel", { name: "Sign Up" })).toBeVisible();
    },
  },
  {
    path: "/lab",
    async exercise(page) {
      // The tab roles exist once React runs; then a sport's label checks its radio, and React follows.
      await expect(page.getByRole("tab", { name: "Customizer" })).toBeVisible();
      await page.getByRole("main").locator("label", { hasText: "Tennis" }).click();
      await expect(page.getByRole("radio", { name: "Tennis" })).toBeChecked();
      await expect(page.getByRole("heading", { name: "Tennis sole" })).toBeVisible();
    },
  },
  {
    path: "/elegance",
    async exercise(page) {
      await expect(page.getByRole("slider", { name: "Height" })).toBeEnabled();
      await page.getByRole("tab", { name: "Gallery" }).click();
      await expect(page.getByRole("tabpanel", { name: "Gallery" })).toBeVisible();
    },
  },
  {
    path: "/technology",
    async exercise(page) {
      await expect(page.getByRole("main").getByRole("button", { name: "Download App" })).toBeEnabled();
      const explorer = page.getByRole("tablist", { name: "Technology explorer" });
      await explorer.getByRole("tab", { name: "Auto-Calibration" }).click();
      await expect(explorer.getByRole("tab", { name: "Auto-Calibration" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    },
  },
  {
    path: "/no-such-page",
    async exercise(page) {
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
      await page.getByRole("link", { name: "Back to the home page" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
    },
  },
  {
    path: "/dashboard",
    signedIn: true,
    async exercise(page) {
      await page.getByRole("tab", { name: "Preferences" }).click();
      await expect(page.getByRole("tabpanel", { name: "Preferences" })).toBeVisible();
    },
  },
  {
    path: "/adaptiq-demo",
    signedIn: true,
    async exercise(page) {
      const start = page.getByRole("button", { name: "Start AdaptIQ Simulation" });
      await expect(start).toBeEnabled();
      await start.click();
      await expect(page.getByRole("progressbar", { name: "Simulation progress" })).toBeVisible();
    },
  },
];

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

for (const route of ROUTES) {
  test(`${route.path}${route.signedIn ? " (signed in)" : ""} runs under the CSP with no violation`, async ({
    page,
    accounts,
  }) => {
    const violations = await watchViolations(page);
    if (route.signedIn) await accounts.create(page, "csp");
    const response = await page.goto(route.path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    await route.exercise(page);
    expect(violations).toEqual([]);
  });
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
