import type { Page } from "@playwright/test";

import { standInUser } from "../../dev/oidc/users";

import { destructiveToast, toasts } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";
import { GOOGLE_STAND_IN_ISSUER } from "../support/google-stand-in";

// "Continue with Google" against the OpenID provider standing in for Google (dev/oidc/stand-in.ts),
// which playwright.config.ts starts beside the app.

const googleButton = (page: Page) => page.getByRole("button", { name: "Continue with Google" });
const atStandIn = new RegExp(`^${GOOGLE_STAND_IN_ISSUER}/interaction/`);

/**
 * Clicks "Continue with Google" and answers the popup, once it shows the stand-in's sign-in page.
 * The popup is JavaScript's way (before the scripts run the form takes the page to Google), so this
 * waits for the ARIA tabs, which show once React runs.
 */
async function openGooglePopup(page: Page): Promise<Page> {
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  const opened = page.waitForEvent("popup");
  await googleButton(page).click();
  const popup = await opened;
  await expect(popup).toHaveURL(atStandIn);
  return popup;
}

async function signInAtStandIn(at: Page, login: string) {
  await at.getByLabel("Login name").fill(login);
  await at.getByRole("button", { name: "Sign in" }).click();
}

async function expectWelcome(page: Page, name: string) {
  await expect(toasts(page)).toContainText("Welcome!");
  await expect(toasts(page)).toContainText("You've successfully logged in with Google.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${name}!`);
}

async function expectGoogleFailure(page: Page, message: string) {
  await expect(destructiveToast(page)).toContainText("Google login failed");
  await expect(destructiveToast(page)).toContainText(message);
}

test.describe("Continue with Google in a popup", () => {
  test("signs in at the provider, the popup closes, and the page lands on the dashboard", async ({
    page,
    accounts,
  }) => {
    const login = accounts.googleLogin("gia");
    await page.goto("/auth");
    const popup = await openGooglePopup(page);
    await expect(popup.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    const closed = popup.waitForEvent("close");
    await signInAtStandIn(popup, login);
    await closed;

    await expect(page).toHaveURL("/dashboard");
    await expectWelcome(page, standInUser(login).name!);
    await expect(page.getByRole("main")).toContainText(standInUser(login).email);
  });

  test("cancelling at the provider shows the failure toast and leaves the visitor on /auth", async ({
    page,
  }) => {
    await page.goto("/auth");
    const popup = await openGooglePopup(page);
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Cancel" }).click();
    await closed;

    await expectGoogleFailure(page, "Google sign-in was cancelled.");
    await expect(page).toHaveURL("/auth");
    await expect(googleButton(page)).toBeEnabled();
  });

  test("closing the popup shows the failure toast", async ({ page }) => {
    await page.goto("/auth");
    const popup = await openGooglePopup(page);
    await popup.close();

    await expectGoogleFailure(page, "The Google sign-in window was closed.");
    await expect(googleButton(page)).toBeEnabled();
  });
});

test.describe("Continue with Google when popups are blocked", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
  });

  test("goes to the provider in the page and comes back signed in, on the dashboard", async ({
    page,
    accounts,
  }) => {
    const login = accounts.googleLogin("rafa");
    await page.goto("/auth");
    await googleButton(page).click();
    await expect(page).toHaveURL(atStandIn);
    await signInAtStandIn(page, login);

    await expectWelcome(page, standInUser(login).name!);
    // The marker that asked for the toast is gone: a reload announces nothing.
    await expect(page).toHaveURL("/dashboard");
  });

  test("returns to the page the visitor was headed for", async ({ page, accounts }) => {
    const login = accounts.googleLogin("lin");
    await page.goto("/adaptiq-demo");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fadaptiq-demo");
    await googleButton(page).click();
    await expect(page).toHaveURL(atStandIn);
    await signInAtStandIn(page, login);

    await expect(page).toHaveURL("/adaptiq-demo");
    await expect(toasts(page)).toContainText("Welcome!");
  });

  test("cancelling at the provider comes back to /auth with the failure toast", async ({ page }) => {
    await page.goto("/auth");
    await googleButton(page).click();
    await expect(page).toHaveURL(atStandIn);
    await page.getByRole("button", { name: "Cancel" }).click();

    await expectGoogleFailure(page, "Google sign-in was cancelled.");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fdashboard");
    await expect(googleButton(page)).toBeEnabled();
  });
});

test.describe("the popup's landing page opened directly", () => {
  test("goes on to /auth with the failure toast", async ({ page }) => {
    await page.goto("/auth/google-complete?status=error&error=access_denied");
    await expectGoogleFailure(page, "Google sign-in was cancelled.");
    await expect(page).toHaveURL("/auth");
  });
});
