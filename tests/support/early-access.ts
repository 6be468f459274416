import { expect } from "vitest";

import { waitForMail } from "./mail-sink-client";

import { mailFromThisSite, site, uniqueEmail, visitor } from "./pages-site";
import type { Visitor } from "./visitor";
import { confirmFromMail } from "./pages-waitlist";

/*
 * The states of admission's pages as a visitor without JavaScript meets them: a member joins and
 * confirms, the team invites the next member of their activity, and the member opens the invitation's
 * link, accepts, and opens it again. "walking" is the activity no other page test joins with, so
 * the batch invites this member and nobody else's.
 */

export const EARLY_ACCESS_STATES = 5;

export async function earlyAccessStates(team: Visitor): Promise<{ name: string; html: string }[]> {
  mailFromThisSite();
  const email = uniqueEmail("early-access");
  const joined = await fetch(new URL("/api/waitlist", site().siteUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fullName: "Early Bird", email, primaryActivity: "walking" }),
  });
  expect(joined.status, "joining for an invitation").toBe(201);
  await confirmFromMail(email);

  const batch = await team.post("/team/admission", { count: "1", activity: "walking", validDays: "14" });
  expect(batch.path, "the batch's outcome").toBe("/team/admission?invited=1&asked=1&activity=walking");
  const invitation = await waitForMail(email, /^You're invited/);
  const link = /https?:\/\/\S+\/early-access\/[A-Za-z0-9_.-]+/.exec(invitation.text)?.[0];
  expect(link, "the invitation's link").toBeDefined();

  const offer = await visitor().open(link!);
  expect(offer.status).toBe(200);
  const accepted = await offer.form("Accept early access").submit();
  expect(accepted.path).toMatch(/\?accepted=1$/);
  const again = await visitor().open(link!);
  const invalid = await visitor().open("/early-access/not-a-real-link");
  expect([accepted.status, again.status, invalid.status]).toEqual([200, 200, 400]);
  return [
    { name: "team /team/admission after a batch", html: batch.html },
    { name: "early access: the offer", html: offer.html },
    { name: "early access: accepted just now", html: accepted.html },
    { name: "early access: accepted before", html: again.html },
    { name: "early access: a link that does not work", html: invalid.html },
  ];
}
