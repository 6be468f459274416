import { type Browser, type Page, expect } from "@playwright/test";

import { POOL_NAME, claimPoolAccount } from "./account-pool";

import { E2E_BASE_URL, E2E_POOL_DIR } from "../../dev/harness/chromium";

export const PASSWORD = "correct-horse-battery";

export type Account = { name: string; email: string; password: string };

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * The accounts one test uses. Signed-in tests start signed in: each account comes from the pool
 * written into the database before the site started (tests/support/account-pool.ts), its session
 * cookie set on the browser context, so no test pays for signing up. Nothing is removed at the
 * end: the run's data directory is thrown away. Tests whose subject is signing up or in use the forms.
 */
export class Accounts {
  /**
   * An account of the test's own, the page's browser context signed in as it. `name`, when not the
   * pool's, is set through Better Auth as the account's owner would set it.
   */
  async create(page: Page, _tag: string, name = POOL_NAME): Promise<Account> {
    const pooled = claimPoolAccount(E2E_POOL_DIR);
    await page.context().addCookies([
      {
        name: pooled.cookie.name,
        value: pooled.cookie.value,
        url: E2E_BASE_URL,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    if (name !== pooled.name) {
      const renamed = await page.request.post("/api/auth/update-user", {
        data: { name },
        headers: { Origin: E2E_BASE_URL },
      });
      expect(renamed.ok(), await renamed.text()).toBe(true);
    }
    return { name, email: pooled.email, password: pooled.password };
  }

  /** An account that exists, with the browser signed out. */
  async createSignedOut(page: Page, tag: string, name?: string): Promise<Account> {
    const account = await this.create(page, tag, name);
    await page.context().clearCookies();
    return account;
  }

  /**
   * A Google stand-in login no other test uses, so its account is new and this test's alone.
   * Its user's name and email: standInUser(login).
   */
  googleLogin(tag: string): string {
    return `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  }
}

/** The toasts on screen (Radix renders each as an item of the "Notifications" region's list). */
export const toasts = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

export const destructiveToast = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).locator("[data-variant=destructive]");

export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

export const accountMenuButton = (page: Page) =>
  mainNav(page).getByRole("button", { name: /^Account menu for / });

/**
 * A form of /auth by what it does (intent "sign-in", "sign-up" or "google"). Found the same way
 * before and after React runs, with JavaScript or without.
 */
export const authForm = (page: Page, intent: "sign-in" | "sign-up" | "google") =>
  page.locator("form").filter({ has: page.locator(`input[name="intent"][value="${intent}"]`) });

/**
 * A tab's trigger on /auth or /dashboard: a link until React runs (and without JavaScript), an ARIA
 * tab after.
 */
export const tabTrigger = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("tab", { name, exact: true })
    .or(page.getByRole("main").getByRole("link", { name, exact: true }));

/** Fills the Sign In form of /auth (the default tab) and submits it. */
export async function signInWithForm(page: Page, account: Pick<Account, "email" | "password">) {
  const form = authForm(page, "sign-in");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/**
 * An account signed in twice: on `page` (its pool session) and on "Safari on iPhone" (a context of
 * its own, signed in through Better Auth as that phone would be; closed with
 * `phone.context().close()`): the device list's subject is the phone's session and its name.
 */
export async function signedInHereAndOnAPhone(page: Page, browser: Browser, accounts: Accounts, tag: string) {
  const account = await accounts.create(page, tag);
  const elsewhere = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1",
  });
  const phone = await elsewhere.newPage();
  const signedIn = await phone.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return { account, phone };
}

/** Fills the Sign Up form of /auth (its tab must be open) without submitting it. */
export async function fillSignUp(
  page: Page,
  values: { name: string; email: string; password: string; confirm?: string },
) {
  const form = authForm(page, "sign-up");
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Password", { exact: true }).fill(values.password);
  await form.getByLabel("Confirm Password").fill(values.confirm ?? values.password);
  return form;
}
