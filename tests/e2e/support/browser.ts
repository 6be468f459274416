import { existsSync } from "node:fs";

export const E2E_PORT = 3210;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = ".tmp/e2e-data";
/** The pool of signed-in accounts written before the site starts (tests/support/account-pool.ts). */
export const E2E_POOL_DIR = ".tmp/e2e-pool";
export const E2E_AUTH_SECRET = "e2e-secret-of-at-least-32-characters-long";

/** The system Chromium, with the flags this sandbox needs (no background traffic to Google's hosts). */
export function chromiumLaunchOptions() {
  const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find(
    (path): path is string => Boolean(path) && existsSync(path!),
  );
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
