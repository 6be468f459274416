import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  expect,
} from "@playwright/test";

import { standInUser } from "../../../dev/oidc/users";

import { E2E_BASE_URL } from "./browser";

export const PASSWORD = "correct-horse-battery";

export type Account = { name: string; email: string; password: string };

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** How the fixture signs an account in again to remove it: its password, or a session it kept. */
type Removal = { email: string } & (
  { password: string } | { cookies: Awaited<ReturnType<BrowserContext["cookies"]>> }
);

/**
 * The accounts one test makes, removed when it ends through Better Auth's delete-user, as their
 * owner would remove them (the `accounts` fixture in fixtures.ts). Every e2e account comes from here.
 */
export class Accounts {
  readonly #made: Removal[] = [];

  constructor(private readonly newRequestContext: () => Promise<APIRequestContext>) {}

  /**
   * Creates an account through Better Auth's endpoint, which also signs the page's browser context
   * (or the request context) in: page.request shares the context's cookies. Faster than the form
   * where the form is not the subject.
   */
  async create(on: Page | APIRequestContext, tag: string, name = "Ada Lovelace"): Promise<Account> {
    const account = { name, email: uniqueEmail(tag), password: PASSWORD };
    const request = "request" in on ? on.request : on;
    const response = await request.post("/api/auth/sign-up/email", {
      data: { name: account.name, email: account.email, password: account.password },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(response.ok(), await response.text()).toBe(true);
    this.#made.push(account);
    return account;
  }

  /** An account that exists, with the browser signed out. */
  async createSignedOut(page: Page, tag: string, name?: string): Promise<Account> {
    const account = await this.create(page, tag, name);
    await page.context().clearCookies();
    return account;
  }

  /**
   * Signs the page's context in with "Google" at the stand-in (dev/oidc/stand-in.ts) as a new user
   * of `login` (made unique here), without going through the page: for tests whose subject is what
   * a Google account sees, not the sign-in. A login starting "noname" gives no name.
   */
  async createWithGoogle(page: Page, tag: string): Promise<{ email: string }> {
    const unique = this.googleLogin(tag);
    const started = await page.request.post("/api/auth/sign-in/social", {
      data: { provider: "google", callbackURL: "/dashboard" },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { url } = (await started.json()) as { url: string };
    const loginPage = await page.request.get(url);
    const action = /<form method="post" action="([^"]+\/login)">/.exec(await loginPage.text())?.[1];
    expect(action, "the stand-in's sign-in form").toBeTruthy();
    const finished = await page.request.post(new URL(action!, loginPage.url()).toString(), {
      form: { login: unique },
    });
    expect(new URL(finished.url()).pathname).toBe("/dashboard");
    await this.trackGoogle(page, unique);
    return { email: standInUser(unique).email };
  }

  /**
   * A Google stand-in login no other test uses, so its account is new and this test's alone.
   * Its user's name and email: standInUser(login).
   */
  googleLogin(tag: string): string {
    return `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  }

  /**
   * Keeps the session of a page just signed in with Google as `login`: a Google account has no
   * password, so the fixture removes it with that session (fresh, as Better Auth asks).
   */
  async trackGoogle(page: Page, login: string): Promise<void> {
    this.#made.push({ email: standInUser(login).email, cookies: await page.context().cookies(E2E_BASE_URL) });
  }

  /** An account the test made itself (e.g. through the sign-up form): removed with the others. */
  track(account: Pick<Account, "email" | "password">): void {
    this.#made.push({ email: account.email, password: account.password });
  }

  /** The test changed an account's password (a reset): the fixture removes it with the new one. */
  passwordChanged(email: string, password: string): void {
    // A new entry, not an edit: the Account a test holds is the object `create` stored.
    this.#made.forEach((removal, at) => {
      if (removal.email === email && "password" in removal) this.#made[at] = { email, password };
    });
  }

  /** The test removed the account itself (or moved it to another email): nothing to remove. */
  forget(email: string): void {
    const at = this.#made.findIndex((removal) => removal.email === email);
    if (at >= 0) this.#made.splice(at, 1);
  }

  /** Removes every account made or tracked; fails the test if one cannot be. */
  async removeAll(): Promise<void> {
    for (const removal of this.#made.splice(0)) {
      const request = await this.newRequestContext();
      try {
        const headers = { Origin: E2E_BASE_URL };
        if ("password" in removal) {
          const signedIn = await request.post("/api/auth/sign-in/email", {
            data: { email: removal.email, password: removal.password },
            headers,
          });
          expect(signedIn.status(), `signing ${removal.email} in to remove it`).toBe(200);
        }
        const deleted = await request.post("/api/auth/delete-user", {
          data: "password" in removal ? { password: removal.password } : {},
          headers: {
            ...headers,
            ...("cookies" in removal
              ? { Cookie: removal.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") }
              : {}),
          },
        });
        expect(deleted.status(), `removing ${removal.email}: ${await deleted.text()}`).toBe(200);
        if ("password" in removal) {
          // Gone for good: the same password no longer signs in.
          const again = await request.post("/api/auth/sign-in/email", {
            data: { email: removal.email, password: removal.password },
            headers,
          });
          expect(again.status(), `${removal.email} still signs in after its removal`).toBe(401);
        }
      } finally {
        await request.dispose();
      }
    }
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
 * A new account signed in twice: on "Safari on iPhone" (a context of its own, closed with
 * `phone.context().close()`) and then on `page` through the Sign In form.
 */
export async function signedInHereAndOnAPhone(
  page: Page,
  browser: Browser,
  accounts: Accounts,
  tag: string,
  { javaScriptEnabled = true } = {},
) {
  const elsewhere = await browser.newContext({
    javaScriptEnabled,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1",
  });
  const phone = await elsewhere.newPage();
  const account = await accounts.create(phone, tag);
  await page.goto("/auth");
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/dashboard/);
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
