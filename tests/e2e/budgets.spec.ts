import { expect, test } from "../support/playwright-fixtures";
import { TOUR_ROUTES, openTourRoute } from "../support/browser-routes";

/*
 * Budgets that gate `npm test`, measured on the production build, that need a browser: what
 * hydration fetches and every request a page makes down to its bottom. `/`'s first-load JavaScript
 * budget is measured from the HTML and the modules: tests/pages/budgets.test.ts.
 */

/** Each route's own module, as the build names its chunk (`assets/<route file>-<hash>.js`). */
const ROUTE_CHUNKS = {
  "/": "home.route",
  "/auth": "auth.route",
  "/lab": "lab.route",
  "/elegance": "elegance.route",
  "/technology": "technology.route",
  "/dashboard": "dashboard.route",
  "/adaptiq-demo": "adaptiq-demo.route",
} as const;

for (const route of TOUR_ROUTES.filter((r) => r.path in ROUTE_CHUNKS)) {
  test(`${route.path} loads its own route module and no other route's`, async ({ page, accounts }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await openTourRoute(page, route, accounts);
    // What this checks is what hydration fetched. The scripts start after first paint, which on a busy
    // machine can come after a quiet half-second, so network idle alone could end the count before them.
    await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
    await page.waitForLoadState("networkidle");
    const routeModules = scripts
      .map((path) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1])
      .filter((name): name is string => Object.values<string>(ROUTE_CHUNKS).includes(name ?? ""));
    expect(routeModules).toEqual([ROUTE_CHUNKS[route.path as keyof typeof ROUTE_CHUNKS]]);
  });
}
