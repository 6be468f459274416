import { expect, test } from "../support/playwright-fixtures";

// The headers themselves, and the nonce on every script tag of the server's HTML, are page facts:
// tests/pages/security-headers.test.ts. What only a browser shows stays here.

function nonceOf(response: { headers(): Record<string, string> }): string {
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(
    response.headers()["content-security-policy"] ?? "",
  );
  expect(match, "a nonce in script-src").not.toBeNull();
  return match![1]!;
}

/*
 * The production HTML has no modulepreload link and no module script a browser runs at once: the
 * after-paint loader adds them (app/platform/scripts-after-paint.server.ts). What can go wrong now
 * happens in the browser: the script the loader creates must carry the nonce, or CSP blocks it and
 * the page never hydrates.
 */
test("the scripts the after-paint loader starts run under the CSP", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto("/");
  const nonce = nonceOf(response!);
  // Hydration is the subject: it happens only if the module script the loader made was allowed to run.
  await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
  const started = await page.evaluate(() => ({
    moduleScripts: [...document.querySelectorAll<HTMLScriptElement>('head script[type="module"]')].map(
      (script) => script.nonce,
    ),
    violations: (window as unknown as { cspViolations: string[] }).cspViolations,
  }));
  expect(started.moduleScripts, "the loader's module script, with the response's nonce").toEqual([nonce]);
  expect(started.violations, "CSP violations").toEqual([]);
});
