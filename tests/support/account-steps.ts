import type { Cheerio } from "cheerio";
import type { AnyNode } from "domhandler";
import { expect } from "vitest";

import type { PoolAccount } from "./account-pool";

import { signedInVisitor, site, visitor } from "./pages-site";
import type { HtmlForm, HtmlPage, Visitor } from "./visitor";
import { squash } from "./visitor";

/*
 * What the account pages say and hold, read from their HTML as a visitor without JavaScript gets
 * it, and the steps several page tests take (signing in from elsewhere, asking whether a password
 * still works).
 */

/**
 * The one message with `role` ("status": a notice or an answer; "alert": a refusal) whose text
 * holds `words` (its title, or its whole text): that message's whole text.
 */
export function message(page: HtmlPage, role: "status" | "alert", words: string): string {
  const found = page
    .$(`[role=${role}]`)
    .toArray()
    .map((element) => squash(page.$(element).text()))
    .filter((text) => text.includes(words));
  expect(found, `one ${role} saying "${words}" on ${page.path}`).toHaveLength(1);
  return found[0]!;
}

/** How many messages with `role` hold `words` (for "it no longer says so"). */
export function messageCount(page: HtmlPage, role: "status" | "alert", words: string): number {
  return page
    .$(`[role=${role}]`)
    .toArray()
    .filter((element) => squash(page.$(element).text()).includes(words)).length;
}

/** A control's value as the server rendered it ("" when it has none, as a password field never does). */
export const valueOf = (form: HtmlForm, label: string) => form.field(label).attr("value") ?? "";

/** The error the server wrote under a field (the text it is described by, hint included) and its invalid mark. */
export function errorOf(form: HtmlForm, label: string): { invalid: boolean; describedBy: string } {
  const field = form.field(label);
  const ids = (field.attr("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const describedBy = squash(ids.map((id) => form.page.$(`[id="${id}"]`).text()).join(" "));
  return { invalid: field.attr("aria-invalid") === "true", describedBy };
}

/** Whether an element is shown: no ancestor (or itself) carries the `hidden` attribute. */
export const isShown = (selection: Cheerio<AnyNode>) =>
  selection.length > 0 && selection.closest("[hidden]").length === 0;

/** The one link in `<main>` named `name` (a tab's link, not the header's namesake). */
export function mainLink(page: HtmlPage, name: string) {
  const found = page.$("main a[href]").filter((_, link) => squash(page.$(link).text()) === name);
  expect(found.length, `links named ${name} in main on ${page.path}`).toBe(1);
  return found.first();
}

/** Follows the link in `<main>` named `name`. */
export const followInMain = (page: HtmlPage, name: string) =>
  page.visitor.open(new URL(mainLink(page, name).attr("href")!, page.url).href);

/** The headings named `name` (for "the page no longer shows it"). */
export const headings = (page: HtmlPage, name: string) =>
  page.$("h1, h2, h3").filter((_, heading) => squash(page.$(heading).text()) === name);

/** The "Sign In" links of the main navigation (desktop and mobile menu): signed out, there are some. */
export const navSignInLinks = (page: HtmlPage) =>
  page
    .region("Main")
    .find("a[href]")
    .filter((_, link) => squash(page.$(link).text()) === "Sign In").length;

/** The account menu's button name ("Account menu for …"), or undefined when signed out. */
export const accountMenuName = (page: HtmlPage) =>
  page.region("Main").find('button[aria-label^="Account menu for "]').attr("aria-label");

/** An account of the pool (it exists, with its password), for a visitor who is signed out. */
export const existingAccount = (): PoolAccount => signedInVisitor().account;

/** Fills /auth's Sign In form and submits it. */
export const signInWithForm = (page: HtmlPage, credentials: { email: string; password: string }) =>
  page.form("Sign In").fill("Email", credentials.email).fill("Password", credentials.password).submit();

/** Fills /auth's Sign Up form (its tab must be open) without submitting it. */
export const fillSignUp = (
  page: HtmlPage,
  values: { name: string; email: string; password: string; confirm?: string },
) =>
  page
    .form("Create Account")
    .fill("Full Name", values.name)
    .fill("Email", values.email)
    .fill("Password", values.password)
    .fill("Confirm Password", values.confirm ?? values.password);

/** Better Auth's JSON sign-in, as the site's scripts call it (the Origin header is what a browser adds). */
async function apiSignIn(who: Visitor, email: string, password: string, userAgent?: string) {
  return who.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: new URL(site().siteUrl).origin,
      ...(userAgent ? { "user-agent": userAgent } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

/** Whether these credentials sign in (a separate visitor, through Better Auth's JSON endpoint). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  const response = await apiSignIn(visitor(), email, password);
  await response.body?.cancel();
  return response.ok;
}

export const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1";

/** A second device signed in to the account (a visitor of its own, through the JSON sign-in). */
export async function signedInElsewhere(
  account: { email: string; password: string },
  userAgent?: string,
): Promise<Visitor> {
  const device = visitor();
  const response = await apiSignIn(device, account.email, account.password, userAgent);
  expect(response.status, await response.text()).toBe(200);
  return device;
}

/** Whether a visitor is signed out, as the server sees it: /dashboard sends them to /auth. */
export async function dashboardSendsToAuth(who: Visitor): Promise<boolean> {
  const page = await who.open("/dashboard");
  return page.path === "/auth?redirectTo=%2Fdashboard";
}
