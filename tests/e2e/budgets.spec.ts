import { expect, test } from "../support/playwright-fixtures";
import { TOUR_ROUTES } from "../support/browser-routes";

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

for (const signedIn of [false, true]) {
  const routes = TOUR_ROUTES.filter((r) => r.path in ROUTE_CHUNKS && r.signedIn === signedIn);
  test(`${routes.map((r) => r.path).join(", ")}: each loads its own route module and no other route's`, async ({
    page,
    accounts,
  }) => {
    if (signedIn) await accounts.create(page, "budgets");
    let scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    for (const route of routes) {
      // Each route a document of its own, as a visitor arriving on it: what its hydration fetched.
      scripts = [];
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The scripts start after first paint, which on a busy machine can come after a quiet
      // half-second, so network idle alone could end the count before them.
      await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
      await page.waitForLoadState("networkidle");
      const routeModules = scripts
        .map((path) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1])
        .filter((name): name is string => Object.values<string>(ROUTE_CHUNKS).includes(name ?? ""));
      expect(routeModules, route.path).toEqual([ROUTE_CHUNKS[route.path as keyof typeof ROUTE_CHUNKS]]);
    }
  });
}
