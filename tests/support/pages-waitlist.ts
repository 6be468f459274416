import { expect } from "vitest";

import { linkIn, waitForMail } from "./mail-sink-client";

import { site, uniqueEmail, visitor } from "./pages-site";

/*
 * Waitlist steps the page tests take around the one they are about: joining as a script would,
 * and confirming from the email as a visitor without JavaScript does. Call mailFromThisSite() in
 * the test file first: the confirmation link comes by mail.
 */

export const CONFIRM_SUBJECT = /^Confirm your place/;
export const STATUS_SUBJECT = /in line/;

/** Joins through POST /api/waitlist, as a script or another page would; the address. */
export async function joinByApi(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await fetch(new URL("/api/waitlist", site().siteUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fullName: `Member ${tag}`, email, primaryActivity: "gym" }),
  });
  expect(response.status, `joining as ${email}`).toBe(201);
  return email;
}

/** The confirm page's link from `email`'s confirmation mail. */
export async function confirmLinkFor(email: string): Promise<string> {
  return linkIn(await waitForMail(email, CONFIRM_SUBJECT), "/waitlist/confirm");
}

/** Opens the confirmation link and presses Confirm; the status page's path it leads to. */
export async function confirmFromMail(email: string): Promise<string> {
  const page = await visitor().open(await confirmLinkFor(email));
  const confirmed = await page.form("Confirm").submit();
  expect(confirmed.status, `confirming ${email}`).toBe(200);
  expect(confirmed.path).toMatch(/^\/waitlist\/status\?token=[^&]+&confirmed=1$/);
  return confirmed.path.replace(/&confirmed=1$/, "");
}
