import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";

import { signInWithForm } from "../support/browser-accounts";
import { poolTeamAdmin } from "../support/browser-team";
import { freshCode } from "../../dev/harness/authenticator";
import { E2E_BASE_URL } from "../../dev/harness/chromium";
import { expect, expectNoAxeViolations, test } from "../support/playwright-fixtures";
import { settleTransitions } from "../support/browser-routes";
import { joinByApi } from "../support/browser-waitlist";

/*
 * The launch room in a browser: only what a browser shows. Its HTTP facts (404s to outsiders,
 * roles, the enrolment gate without JavaScript, audit entries, queries, export) are server tests
 * (tests/server/team-*.test.ts). Here a team member enrols with a code computed as their app would
 * compute it, and every team page state passes axe, at a desktop and a phone width.
 */

const PHONE = { width: 390, height: 844 };

async function axe(page: Page, state: string) {
  await settleTransitions(page);
  await expectNoAxeViolations(page, state);
}

/** Enrols on the enrolment page as a person does; the authenticator their app now holds. */
async function enrol(page: Page, password: string): Promise<OTPAuth.TOTP> {
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Set up an authenticator" }).click();
  const secret = (await page.getByRole("main").locator("code").textContent())!.replace(/\s/g, "");
  await expect(page.getByRole("img", { name: "QR code of your authenticator secret" })).toBeVisible();
  await axe(page, "enrol: scan the code");
  const totp = new OTPAuth.TOTP({ issuer: "Modura", secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel("Authentication code").fill(await freshCode(totp));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Two-factor authentication is on." }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  await axe(page, "enrol: backup codes");
  return totp;
}

test("a team member enrols with their app's code, then every team page passes axe", async ({
  page,
  browser,
}) => {
  await joinByApi(page.request, "launch-room");
  const admin = await poolTeamAdmin(page);

  // A second browser signed in with the password before the enrolment: it must prove the code later.
  const elsewhere = await browser.newContext({ baseURL: E2E_BASE_URL });
  const laptop = await elsewhere.newPage();
  await laptop.goto("/auth");
  await signInWithForm(laptop, admin);
  await expect(laptop).toHaveURL(/\/dashboard/);

  await page.goto("/team");
  await expect(page).toHaveURL(/\/team\/enrol\?redirectTo=%2Fteam$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up two-factor authentication");
  await axe(page, "enrol: start");
  const totp = await enrol(page, admin.password);
  await page.getByRole("link", { name: "Continue to the launch room" }).click();
  await expect(page).toHaveURL(/\/team$/);

  const nav = page.getByRole("navigation", { name: "Launch room" });
  let pages = 0;
  for (const [name, path] of [
    ["Overview", /\/team$/],
    ["Members", /\/team\/members$/],
    ["Audit log", /\/team\/audit$/],
    ["Team", /\/team\/people$/],
    ["Admission", /\/team\/admission$/],
    ["Broadcasts", /\/team\/broadcasts$/],
    ["Webhooks", /\/team\/webhooks$/],
    ["API keys", /\/team\/api-keys$/],
    ["Embed", /\/team\/embed$/],
    ["Import", /\/team\/import$/],
  ] as const) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await axe(page, `team: ${name}`);
    pages += 1;
  }
  expect(pages).toBe(10);

  await nav.getByRole("link", { name: "Members", exact: true }).click();
  await page.getByRole("main").getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/team\/members\/[0-9a-f-]{36}$/);
  await axe(page, "team: a member");

  // A draft's page (its HTML part in a sandboxed frame), then the draft deleted from it.
  await nav.getByRole("link", { name: "Broadcasts", exact: true }).click();
  await page.getByLabel("Subject").fill("A draft to delete");
  await page.getByLabel("Message").fill("Hello **members**.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/team\/broadcasts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A draft to delete");
  await axe(page, "team: a draft broadcast");
  await page.getByLabel("Yes, delete this draft.").check();
  await page.getByRole("button", { name: "Delete the draft" }).click();
  await expect(page.getByText("The draft was deleted.", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "A draft to delete" })).toHaveCount(0);

  await page.setViewportSize(PHONE);
  for (const path of ["/team", "/team/members"]) {
    await page.goto(path);
    // Nothing but its own scrolling parts is wider than a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    await axe(page, `phone: ${path}`);
  }

  // The session signed in before enrolment proves the code before any team page opens.
  await laptop.goto("/team/members");
  await expect(laptop).toHaveURL(/\/team\/verify\?redirectTo=%2Fteam%2Fmembers$/);
  await axe(laptop, "verify");
  await laptop.getByLabel("Authentication code").fill(await freshCode(totp));
  await laptop.getByRole("button", { name: "Continue" }).click();
  await expect(laptop).toHaveURL(/\/team\/members$/);
  await elsewhere.close();

  // Signing in again asks for the code before anything else.
  await page.context().clearCookies();
  await page.goto("/auth");
  await signInWithForm(page, admin);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await axe(page, "sign-in: the code step");
  await page.getByLabel("Authentication code").fill(await freshCode(totp));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
