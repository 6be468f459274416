import type { Page } from "@playwright/test";

import { E2E_BASE_URL } from "./browser";
import { expect } from "./fixtures";

export const PASSWORD = "correct-horse-battery";

export type Account = { name: string; email: string; password: string };

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Creates an account through Better Auth's endpoint, which also signs the page's browser context
 * in (page.request shares the context's cookies). Faster than the form where the form is not the subject.
 */
export async function createAccount(page: Page, tag: string, name = "Ada Lovelace"): Promise<Account> {
  const account = { name, email: uniqueEmail(tag), password: PASSWORD };
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

/** An account that exists, with the browser signed out. */
export async function createSignedOutAccount(page: Page, tag: string, name?: string): Promise<Account> {
  const account = await createAccount(page, tag, name);
  await page.context().clearCookies();
  return account;
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

/**
 * React has hydrated the page. Only for a test whose subject exists only then (a broadcast or focus
 * listener, ARIA tab semantics, a client-side check that sends nothing): nothing on the page waits
 * for it, so other tests act at once.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Kept for the specs that used them to mean "hydrated": every control works before that now. */
export const waitForSignedInNav = waitForHydration;
export const waitForAuthForm = waitForHydration;
export const waitForDashboard = waitForHydration;
