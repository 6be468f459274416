import { gzipSync } from "node:zlib";

import { expect, test } from "vitest";

import { firstLoadScripts } from "../support/first-load";
import { visitor } from "../support/pages-site";

/*
 * Budgets that gate `npm test`, measured on the production build. Lighthouse scores stay in `npm
 * run bench:web`: they are too noisy for a gate. Which route modules hydration fetches, and that no
 * page asks another host, are browser facts: tests/e2e/budgets.spec.ts.
 */

/**
 * `/`'s first-load JavaScript, in gzip bytes (level 9, as `npm run bench:js`): 141,188 B when set,
 * with ~2.5% headroom. The aim is 110,000 B (decision 006), but React 19's react-dom client (65.5 KB)
 * and React + React Router (41.9 KB) alone are 108.9 KB on every page; the rest is the landing
 * page's own code (~10 KB), zod/mini for the shared waitlist schema and the root. Lower it when a
 * change makes room; never raise it without saying why in the change.
 * Raised to 148,000 when React Router's route manifest moved from every page's HTML into a script
 * of its own (routeDiscovery "initial", react-router.config.ts): 1,039 B gzip counted here that the
 * HTML no longer carries, cached for every next page, and no manifest request after hydration.
 * Measured then: 145,895 B.
 * Raised to 159,000 when every form moved to Conform (decision 019): @conform-to/react
 * and its zod adapter, in a `forms` chunk that only pages with a form load, 10,441 B more on /.
 * Measured then: 156,336 B. The waitlist form is far below the fold: hydrating it lazily would win
 * most of that back, and is the next lever.
 * Raised to 159,500 when the launch room added five routes (/team/admission, three of broadcasts,
 * /early-access/:token): the route manifest every page loads grew 160 B gzip (1,635 to 1,795 B;
 * each route is an entry in it, the team's included) and the forms chunk 64 B (zod/mini parts the
 * new schemas share). Measured then: 159,135 B. Keeping the team's routes out of the public
 * manifest (lazy route discovery for /team, or a build of its own) would win back ~800 B.
 */
const HOME_FIRST_LOAD_JS_GZIP_BUDGET = 159_500;

/*
 * Measured from the HTML and the modules rather than a browser's network log: the scripts a first
 * visit loads are the ones the after-paint loader preloads and the inert module script imports, with
 * their static imports (tests/support/first-load.ts). Exact, and with no wait for the
 * network to fall quiet.
 */
test("/'s first-load JavaScript stays within its gzip budget", async ({ annotate }) => {
  const scripts = (await firstLoadScripts(await visitor().open("/")))
    .map((script) => ({ path: script.path, gzip: gzipSync(script.body, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  await annotate(`first-load JS of /: ${gzip} B gzip in ${scripts.length} scripts`);
  const listing = scripts.map((script) => `${String(script.gzip).padStart(7)} B  ${script.path}`).join("\n");
  // The entry, React, the root and the home route at least.
  expect(scripts.length, `scripts loaded:\n${listing}`).toBeGreaterThanOrEqual(4);
  expect(scripts.map((script) => script.path)).toContainEqual(
    expect.stringMatching(/^\/assets\/home\.route-[\w-]+\.js$/),
  );
  expect(gzip, `first-load JS of / in gzip bytes:\n${listing}`).toBeLessThanOrEqual(
    HOME_FIRST_LOAD_JS_GZIP_BUDGET,
  );
});
