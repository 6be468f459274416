import * as OTPAuth from "otpauth";
import { inject } from "vitest";

import { claimPoolAccount, type PoolAccount } from "./account-pool";

import { Visitor } from "./visitor";

/** The run's site (tests/support/pages-global.ts): its address, mail sink and Google stand-in. */
export const site = () => inject("pages");

/** A new visitor, signed out, with an empty cookie jar. */
export const visitor = () => new Visitor(site().siteUrl);

/** A visitor signed in as an account of their own (written straight into the database before the run). */
export function signedInVisitor(): { visitor: Visitor; account: PoolAccount } {
  const account = claimPoolAccount(site().poolDir);
  const signedIn = visitor();
  signedIn.setCookie(account.cookie.name, account.cookie.value);
  return { visitor: signedIn, account };
}

/**
 * Points tests/support/mail-sink-client.ts (which reads MAIL_SINK_URL) at this run's mail sink: call it at the
 * top of a test file that reads the site's mail.
 */
export function mailFromThisSite() {
  process.env.MAIL_SINK_URL = site().mailSinkUrl;
}

let counter = 0;
/** An address no other test uses, for a sign-up or a waitlist join that is the test's subject. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${process.pid}-${(counter += 1)}-${Date.now()}@example.com`;

/**
 * A team admin of the pool (tests/support/account-pool.ts), signed in; `enrolled` (the default)
 * also sets up their authenticator through Better Auth's endpoints, as the enrolment page does, so
 * every team page opens.
 */
export async function teamVisitor({ enrolled = true } = {}): Promise<Visitor> {
  const account = claimPoolAccount(site().poolDir, "team");
  const team = visitor();
  team.setCookie(account.cookie.name, account.cookie.value);
  if (!enrolled) return team;
  const post = (path: string, body: unknown) =>
    team.request(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(site().siteUrl).origin },
      body: JSON.stringify(body),
    });
  const enabled = await post("/two-factor/enable", { password: account.password });
  if (!enabled.ok) throw new Error(`two-factor enable: ${enabled.status} ${await enabled.text()}`);
  const totp = OTPAuth.URI.parse(((await enabled.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
  const verified = await post("/two-factor/verify-totp", { code: totp.generate() });
  if (!verified.ok) throw new Error(`two-factor verify: ${verified.status} ${await verified.text()}`);
  return team;
}
