import type { Page } from "@playwright/test";

import { REFERRAL_PLACES } from "~/features/waitlist/place";

import { uniqueEmail } from "./support/accounts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { linkIn, waitForMail } from "../support/mail";
import {
  CONFIRM_SUBJECT,
  STATUS_SUBJECT,
  confirmByRequest,
  confirmPathFor,
  joinByApi,
  sitePath,
} from "./support/waitlist";

/*
 * The waitlist after the form: the confirmation email arrives at a real SMTP server (the suite's
 * mail sink), its link opens a page whose button confirms, the member sees their place and their
 * referral link, and a friend joining through it moves them up. Serial: the place-in-line figures
 * of one test must not move because another test of this file confirmed someone meanwhile.
 */
test.describe.configure({ mode: "serial" });

const form = (page: Page) => page.locator("#waitlist form");

async function joinThroughForm(page: Page, name: string, email: string) {
  await form(page).getByLabel("Full Name").fill(name);
  await form(page).getByLabel("Email Address").fill(email);
  await form(page).getByLabel("Primary Activity").selectOption("trail");
  await form(page).getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form(page).getByText("Check your inbox to confirm your place.")).toBeVisible();
}

const placeHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: /^You're #[\d,]+ in line$/ });

async function placeOn(page: Page): Promise<number> {
  const heading = await placeHeading(page).textContent();
  return Number(heading!.replace(/[^\d]/g, ""));
}

test("join, confirm from the email, see the place and the link; a friend joins through it and the member moves up", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // At least ten confirmed members ahead, so that moving up ten places shows as such.
  const ahead = await Promise.all(Array.from({ length: 11 }, (_, i) => joinByApi(request, `ahead${i}`)));
  await Promise.all(ahead.map((email) => confirmByRequest(request, email)));

  // A visitor joins through the form, without waiting for the page's scripts.
  const member = uniqueEmail("referrer");
  await page.goto("/#waitlist");
  await joinThroughForm(page, "Grace Hopper", member);

  const confirmMail = await waitForMail(member, CONFIRM_SUBJECT);
  const confirmLink = linkIn(confirmMail, "/waitlist/confirm");
  await page.goto(sitePath(confirmLink));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your place on the waitlist");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/waitlist\/status\?token=/);
  await expect(placeHeading(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Confirmed!" })).toBeVisible();
  await expect(page.getByText("Each friend who joins through your link and confirms")).toBeVisible();
  await expect(page.getByText("No friends have confirmed through your link yet.")).toBeVisible();
  const referralLink = await page.getByLabel("Your referral link").inputValue();
  expect(referralLink).toMatch(/^http:\/\/localhost:\d+\/\?ref=[a-z0-9]+$/);
  await expect(page.getByRole("link", { name: "Share by email" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:\\?subject=.+&body=.*${encodeURIComponent(referralLink)}`),
  );
  await expect(page.getByRole("link", { name: "Share by text message" })).toHaveAttribute(
    "href",
    /^sms:\?body=/,
  );
  await expectNoAxeViolations(page);
  const statusPath = new URL(page.url()).pathname + new URL(page.url()).search.replace(/&confirmed=1$/, "");

  // Copying needs the scripts: the button appears with them, and says so when it worked.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referralLink);

  // The status email carries the same referral link.
  const statusMail = await waitForMail(member, STATUS_SUBJECT);
  expect(statusMail.text).toContain(referralLink);

  // A friend, in a browser of their own, opens the link and joins.
  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    await friend.goto(sitePath(referralLink));
    const code = new URL(referralLink).searchParams.get("ref")!;
    await expect(form(friend).locator('input[type=hidden][name="ref"]')).toHaveValue(code);
    const friendEmail = uniqueEmail("friend");
    await joinThroughForm(friend, "Katherine Johnson", friendEmail);
    await friend.goto(await confirmPathFor(friendEmail));

    // Where the member stands just before the friend confirms (a pending referral counts for nothing).
    await page.goto(statusPath);
    const before = await placeOn(page);
    expect(before).toBeGreaterThan(10);

    await friend.getByRole("button", { name: "Confirm" }).click();
    await expect(placeHeading(friend)).toBeVisible();

    await page.reload();
    await expect(page.getByText("1 friend has confirmed through your link.")).toBeVisible();
    // Ten places up by standing (app/features/waitlist/place.ts); the member already standing
    // there joined earlier and keeps the tie, so the place shown is nine better.
    expect(await placeOn(page)).toBe(before - REFERRAL_PLACES + 1);
  } finally {
    await friendContext.close();
  }
});

test("the unsubscribe link in the email removes the member; their status link then says so", async ({
  page,
  request,
}) => {
  const email = await joinByApi(request, "leaver");
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  const unsubscribeLink = linkIn(mail, "/waitlist/unsubscribe");
  expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribeLink}>`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  await page.goto(sitePath(unsubscribeLink));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leave the waitlist?");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Remove me from the waitlist" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been removed from the waitlist");

  // Again: the same answer, not an error.
  await page.goto(sitePath(unsubscribeLink));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been removed from the waitlist");

  const status = await page.goto(sitePath(linkIn(mail, "/waitlist/status")));
  expect(status?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are no longer on the waitlist");
  // Their confirmation link is gone with them.
  await page.goto(sitePath(linkIn(mail, "/waitlist/confirm")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This confirmation link does not work");
});

test("a mail program's one-click unsubscribe (RFC 8058) is answered 200, twice", async ({
  request,
  playwright,
}) => {
  const email = await joinByApi(request, "one-click");
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  const target = mail.headers["list-unsubscribe"]!.replace(/^<|>$/g, "");
  // As a mail provider sends it: a form body, no cookies, no Origin.
  const provider = await playwright.request.newContext();
  try {
    for (let i = 0; i < 2; i++) {
      const response = await provider.post(target, { form: { "List-Unsubscribe": "One-Click" } });
      expect(response.status()).toBe(200);
    }
  } finally {
    await provider.dispose();
  }
  const page = await request.get(sitePath(linkIn(mail, "/waitlist/unsubscribe")));
  expect(await page.text()).toContain("You have been removed from the waitlist");
  const status = await request.get(sitePath(linkIn(mail, "/waitlist/status")));
  expect(status.status()).toBe(410);
});

test("opening the confirmation link confirms nothing; its button does", async ({ page, request }) => {
  const email = await joinByApi(request, "scanned");
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  const confirmPath = sitePath(linkIn(mail, "/waitlist/confirm"));
  const statusPath = sitePath(linkIn(mail, "/waitlist/status"));

  // A mail scanner fetches the link, twice.
  expect((await request.get(confirmPath)).status()).toBe(200);
  await page.goto(confirmPath);
  await expect(page.getByRole("button", { name: "Confirm" })).toBeVisible();

  await page.goto(statusPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your address");
  await expect(page.getByText("Check your inbox")).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove me from the waitlist" })).toHaveAttribute(
    "href",
    /^\/waitlist\/unsubscribe\?token=/,
  );
  await expectNoAxeViolations(page);

  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(placeHeading(page)).toBeVisible();
  // Used: the link now leads to where the member stands.
  await page.goto(confirmPath);
  await expect(page).toHaveURL(/\/waitlist\/status\?token=/);
  await expect(placeHeading(page)).toBeVisible();
});

test("a changed or missing token gets a clear page, never a server error", async ({ page, request }) => {
  const email = await joinByApi(request, "tampered");
  const confirmLink = new URL(linkIn(await waitForMail(email, CONFIRM_SUBJECT), "/waitlist/confirm"));
  const token = confirmLink.searchParams.get("token")!;
  // A character in the middle (the last one of base64url may carry only padding bits).
  const middle = Math.floor(token.length / 2);
  const tampered = `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`;

  const cases = [
    [`/waitlist/confirm?token=${encodeURIComponent(tampered)}`, "This confirmation link does not work"],
    ["/waitlist/confirm", "This confirmation link does not work"],
    [`/waitlist/status?token=${encodeURIComponent(tampered)}`, "This status link does not work"],
    ["/waitlist/status?token=nonsense", "This status link does not work"],
    ["/waitlist/unsubscribe?token=nonsense", "This unsubscribe link does not work"],
  ] as const;
  for (const [path, heading] of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await expectNoAxeViolations(page);

  // Posting a changed token changes nothing and is a 400 too.
  for (const path of [
    `/waitlist/confirm?token=${encodeURIComponent(tampered)}`,
    "/waitlist/unsubscribe?token=x",
  ]) {
    const response = await request.post(path, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
  // The genuine link still works.
  await page.goto(sitePath(confirmLink.href));
  await expect(page.getByRole("button", { name: "Confirm" })).toBeVisible();
});
