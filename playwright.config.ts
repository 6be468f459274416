import { defineConfig, devices } from "@playwright/test";

import {
  E2E_AUTH_SECRET,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_POOL_DIR,
  E2E_PORT,
  chromiumLaunchOptions,
} from "./dev/harness/chromium";
import {
  GOOGLE_REDIRECT_URI,
  GOOGLE_STAND_IN_CLIENT,
  GOOGLE_STAND_IN_ISSUER,
  GOOGLE_STAND_IN_PORT,
} from "./tests/support/google-stand-in";
import { MAIL_SINK_SMTP_URL, MAIL_SINK_URL } from "./tests/support/mail-sink-client";
import { EMBED_TEST_SITE } from "./tests/support/embed-sites";

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Ceilings for a hung test, not measures of speed (benchmarks do that). CI runs on a shared
  // 2-core machine where a plain test can take 8 s and a keyboard-heavy one over 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace for every test costs about a sixth of the suite's time: to see a
    // failure's trace, run it again with `--trace on`.
    trace: "off",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /\.nojs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions() },
    },
    {
      // Every route and control with JavaScript off: the server's HTML must do the job on its own.
      name: "no-javascript",
      testMatch: /\.nojs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: chromiumLaunchOptions() },
    },
  ],
  // The servers' start deadlines are ceilings for a hung start, not measures: `npm test` starts
  // them while the type check, lint and both server suites start too, and seeding the site's pool
  // of accounts then once took over a minute.
  webServer: [
    {
      // A real OpenID provider standing in for Google (dev/oidc/stand-in.ts), started first: the
      // app reads its discovery document at start.
      command: "npx tsx dev/oidc/run-stand-in.ts",
      url: `${GOOGLE_STAND_IN_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(GOOGLE_STAND_IN_PORT),
        ...GOOGLE_STAND_IN_CLIENT,
        REDIRECT_URI: GOOGLE_REDIRECT_URI,
      },
    },
    {
      // A real SMTP server on loopback that keeps the site's mail for the tests to read
      // (tests/support/mail-sink.ts), started before the app's mail worker sends any.
      command: "npx tsx tests/support/mail-sink.ts",
      url: `${MAIL_SINK_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The production build (npm test and npm run test:browser build it first) on a fresh embedded database, with
      // a pool of signed-in accounts written into it first (tests/support/account-pool.ts).
      command: "npx tsx tests/support/seed-site.ts && node server.js",
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      // Empty DATABASE_URL: the embedded database even when CI exports one for the server tests.
      // RATE_LIMIT off: the suite signs in many times a minute from one address.
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
        PUBLIC_URL: E2E_BASE_URL,
        POOL_DIR: E2E_POOL_DIR,
        POOL_SIZE: "300",
        DATABASE_URL: "",
        REDIS_URL: "",
        RATE_LIMIT: "off",
        // Every test joins from 127.0.0.1: as one network, later joins would be flagged as a burst
        // and their referrals withheld. The rule has its own server tests.
        FRAUD_BURST: "off",
        // The one site whose pages may frame the waitlist's form (embed.spec.ts).
        EMBED_ORIGINS: EMBED_TEST_SITE,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        ...GOOGLE_STAND_IN_CLIENT,
        GOOGLE_OIDC_ISSUER: GOOGLE_STAND_IN_ISSUER,
        SMTP_URL: MAIL_SINK_SMTP_URL,
      },
    },
  ],
});
