import type { APIRequestContext } from "@playwright/test";

import { uniqueEmail } from "./browser-accounts";
import { expect } from "./playwright-fixtures";
import { linkIn, waitForMail } from "./mail-sink-client";

export const CONFIRM_SUBJECT = /^Confirm your place/;

/** A link from an email as a path on the site under test (the links carry PUBLIC_URL's origin). */
export function sitePath(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Joins through POST /api/waitlist, as a script or another page would; the address. */
export async function joinByApi(request: APIRequestContext, tag: string, ref?: string): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await request.post("/api/waitlist", {
    data: { fullName: `Member ${tag}`, email, primaryActivity: "gym", ...(ref ? { ref } : {}) },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The confirm page's link from `email`'s confirmation mail, as a path. */
export async function confirmPathFor(email: string): Promise<string> {
  return sitePath(linkIn(await waitForMail(email, CONFIRM_SUBJECT), "/waitlist/confirm"));
}

/** Presses Confirm without a browser (its POST); the status page's path it leads to. */
export async function confirmByRequest(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(await confirmPathFor(email), { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  return response.headers()["location"]!;
}
