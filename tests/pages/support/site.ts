import { inject } from "vitest";

import { claimPoolAccount, type PoolAccount } from "../../support/account-pool";

import { Visitor } from "./visitor";

/** The run's site (tests/setup/pages-global.ts): its address, mail sink and Google stand-in. */
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
 * Points tests/support/mail.ts (which reads MAIL_SINK_URL) at this run's mail sink: call it at the
 * top of a test file that reads the site's mail.
 */
export function mailFromThisSite() {
  process.env.MAIL_SINK_URL = site().mailSinkUrl;
}

let counter = 0;
/** An address no other test uses, for a sign-up or a waitlist join that is the test's subject. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${process.pid}-${(counter += 1)}-${Date.now()}@example.com`;
