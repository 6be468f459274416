import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";

import { freshCode } from "../../dev/harness/authenticator";
import { E2E_BASE_URL, E2E_POOL_DIR } from "../../dev/harness/chromium";

import { type PoolAccount, claimPoolAccount } from "./account-pool";
import { expect } from "./playwright-fixtures";

/** A team admin of the browser pool (role granted, no second factor yet), signed in on `page`. */
export async function poolTeamAdmin(page: Page): Promise<PoolAccount> {
  const admin = claimPoolAccount(E2E_POOL_DIR, "team");
  await page.context().addCookies([
    {
      name: admin.cookie.name,
      value: admin.cookie.value,
      url: E2E_BASE_URL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return admin;
}

/**
 * A team admin of the pool signed in on `page` and enrolled with an authenticator app through
 * Better Auth's endpoints, for tests whose subject is not enrolment (launch-room.spec.ts enrols
 * through the page).
 */
export async function enrolledPoolTeamAdmin(page: Page): Promise<PoolAccount> {
  const admin = await poolTeamAdmin(page);
  const headers = { origin: E2E_BASE_URL };
  const enabled = await page.request.post("/api/auth/two-factor/enable", {
    data: { password: admin.password },
    headers,
  });
  expect(enabled.status()).toBe(200);
  const totp = OTPAuth.URI.parse(((await enabled.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
  const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await freshCode(totp) },
    headers,
  });
  expect(verified.status()).toBe(200);
  return admin;
}
