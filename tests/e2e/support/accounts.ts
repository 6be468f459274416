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

/** Fills the Sign In tab of /auth and submits it. */
export async function signInWithForm(page: Page, account: Pick<Account, "email" | "password">) {
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Fills the Sign Up tab of /auth (which must be open) without submitting it. */
export async function fillSignUp(
  page: Page,
  values: { name: string; email: string; password: string; confirm?: string },
) {
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Password", { exact: true }).fill(values.password);
  await form.getByLabel("Confirm Password").fill(values.confirm ?? values.password);
  return form;
}

/*
 * Buttons that need JavaScript stay disabled until React has hydrated the page, so an enabled one
 * says the page's handlers (and the session's focus and broadcast listeners) are in place.
 */

/** A signed-in page is hydrated: the avatar menu's button (present, if hidden, at any width) is enabled. */
export async function waitForSignedInNav(page: Page) {
  await expect(page.locator('header button[aria-label^="Account menu for "]')).toBeEnabled();
}

/** /auth is hydrated. */
export async function waitForAuthForm(page: Page) {
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
}

/** /dashboard is hydrated. */
export async function waitForDashboard(page: Page) {
  await expect(page.getByRole("button", { name: "Account Settings" })).toBeEnabled();
}
