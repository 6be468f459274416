import { existsSync } from "node:fs";

export const E2E_PORT = 3210;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = ".tmp/e2e-data";
/** The pool of signed-in accounts written before the site starts (tests/support/account-pool.ts). */
export const E2E_POOL_DIR = ".tmp/e2e-pool";
export const E2E_AUTH_SECRET = "e2e-secret-of-at-least-32-characters-long";

/**
 * The browser the test suites drive: CHROME_PATH, else Debian's `chromium-headless-shell` (the
 * headless-only build Playwright itself runs headless by default, and lighter than the full browser:
 * decision 012), else the full system Chromium.
 */
export const TEST_BROWSER_PATHS = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
].filter((path): path is string => Boolean(path));

/** The full system Chromium, for benchmarks and the social image: what a visitor's browser paints. */
export const FULL_BROWSER_PATHS = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(
  (path): path is string => Boolean(path),
);

/**
 * Launch options for the system browser, with the flags this sandbox needs (no background traffic to
 * Google's hosts): the test browser unless a caller passes other paths.
 */
export function chromiumLaunchOptions(paths: readonly string[] = TEST_BROWSER_PATHS) {
  const executablePath = paths.find((path) => existsSync(path));
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
