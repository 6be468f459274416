import { measureFirstLoadJs } from "./support/first-load-js";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { TOUR_ROUTES, openTourRoute, scrollThrough } from "./support/routes";

/*
 * Budgets that gate `npm test`, measured on the production build (Playwright runs after `npm run
 * build`). Lighthouse scores stay in `npm run bench:web`: they are too noisy for a gate. axe on
 * every route is in a11y.spec.ts.
 */

/**
 * `/`'s first-load JavaScript, in gzip bytes (level 9, as `npm run bench:js`): 141,188 B when set,
 * with ~2.5% headroom. The target is 110,000 B, but React 19's react-dom client (65.5 KB)
 * and React + React Router (41.9 KB) alone are 108.9 KB on every page; the rest is the landing
 * page's own code (~10 KB), zod/mini for the shared waitlist schema and the root. Lower it when a
 * change makes room; never raise it without saying why in the change.
 * Raised to 148,000 when React Router's route manifest moved from every page's HTML into a script
 * of its own (routeDiscovery "initial", react-router.config.ts): 1,039 B gzip counted here that the
 * HTML no longer carries, cached for every next page, and no manifest request after hydration.
 * Measured then: 145,895 B.
 */
const HOME_FIRST_LOAD_JS_GZIP_BUDGET = 148_000;

test("/'s first-load JavaScript stays within its gzip budget", async ({ page }) => {
  const js = await measureFirstLoadJs(page, "/");
  const listing = js.scripts.map((s) => `${String(s.gzip).padStart(7)} B  ${s.url}`).join("\n");
  test.info().annotations.push({ type: "first-load JS of /", description: `${js.gzip} B gzip` });
  expect(js.scripts.length, "scripts loaded").toBeGreaterThan(0);
  expect(js.gzip, `first-load JS of / in gzip bytes:\n${listing}`).toBeLessThanOrEqual(
    HOME_FIRST_LOAD_JS_GZIP_BUDGET,
  );
});

/** Each route's own module, as the build names its chunk (`assets/<route file>-<hash>.js`). */
const ROUTE_CHUNKS = {
  "/": "home",
  "/auth": "auth",
  "/lab": "lab",
  "/elegance": "elegance",
  "/technology": "technology",
  "/dashboard": "dashboard",
  "/adaptiq-demo": "adaptiq-demo",
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
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const routeModules = scripts
      .map((path) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1])
      .filter((name): name is string => Object.values<string>(ROUTE_CHUNKS).includes(name ?? ""));
    expect(routeModules).toEqual([ROUTE_CHUNKS[route.path as keyof typeof ROUTE_CHUNKS]]);
  });
}

for (const route of TOUR_ROUTES) {
  test(`${route.path} asks no other host for anything, down to the bottom of the page`, async ({
    page,
    baseURL,
    accounts,
  }) => {
    const origin = new URL(baseURL!).origin;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await openTourRoute(page, route, accounts);
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    // What the page itself says it fetched, in case a request escaped Playwright's events.
    const resources = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => entry.name),
    );
    const urls = [...requested, ...resources].filter((url) => !/^(data|blob):/.test(url));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
}
