import { eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";

import { user } from "../../app/db/auth-schema";
import { setRoleByEmail } from "../../app/db/team.server";
import type { TeamRole } from "../../app/vocabulary";
import { type Credentials, cookieHeader, newCredentials, postAuth, signUpUser } from "./auth-requests";
import { freshCode } from "./authenticator";
import type { TestDatabase } from "./databases";
import type { TestServer } from "./test-server";

/** A signed-up account given a team role, with its session cookie; enrolled when asked. */
export type TeamTestMember = {
  credentials: Credentials;
  /** The session cookie: after enrolment, the session that proved the code. */
  cookie: string;
  /** The authenticator, once enrolled: `freshCode(member.totp)` is a code the site takes. */
  totp: OTPAuth.TOTP | undefined;
  /** The backup codes enrolment gave (none when not enrolled). */
  backupCodes: string[];
};

/** The authenticator app's side: the TOTP of an otpauth:// URI. */
export function totpOf(uri: string): OTPAuth.TOTP {
  const parsed = OTPAuth.URI.parse(uri);
  if (!(parsed instanceof OTPAuth.TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
  return parsed;
}

/** Merges Set-Cookie answers into a Cookie header: later values replace earlier ones of the same name. */
export function mergeCookies(current: string, response: Response): string {
  const jar = new Map(
    current
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const pair of cookieHeader(response).split("; ").filter(Boolean)) jar.set(pair.split("=")[0]!, pair);
  return [...jar.values()].join("; ");
}

/**
 * A new account on `server` with `role` (granted as `npm run team` grants it, which needs a verified
 * address: `verified`, the default, marks it so as its verification link would). `enrol` (the
 * default) also sets up its authenticator through Better Auth's own endpoints, as the enrolment
 * page does, so the returned cookie is a session that proved a second factor: ready for every
 * team page.
 */
export async function teamMember(
  server: TestServer,
  database: TestDatabase,
  role: TeamRole | "user",
  { enrol = true, tag = role, verified = true }: { enrol?: boolean; tag?: string; verified?: boolean } = {},
): Promise<TeamTestMember> {
  const credentials = newCredentials(tag);
  const cookie = await signUpUser(server, credentials);
  if (verified)
    await database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(sql`lower(${user.email})`, credentials.email.toLowerCase()));
  const granted = await setRoleByEmail(database.db, credentials.email, role);
  if (!granted.ok) throw new Error(`could not grant ${role} to ${credentials.email}`);
  const member: TeamTestMember = { credentials, cookie, totp: undefined, backupCodes: [] };
  if (enrol) await enrolWithCookie(server, member);
  return member;
}

/**
 * Sets up `member`'s authenticator through Better Auth's own endpoints, as the enrolment page does,
 * on the session in its cookie, which then has proved the second factor. Returns the authenticator.
 */
export async function enrolWithCookie(server: TestServer, member: TeamTestMember): Promise<OTPAuth.TOTP> {
  const { password } = member.credentials;
  const enabled = await postAuth(server, "/two-factor/enable", { password }, member.cookie);
  if (!enabled.ok) throw new Error(`two-factor enable failed: ${enabled.status} ${await enabled.text()}`);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totp = totpOf(totpURI);
  const verified = await postAuth(
    server,
    "/two-factor/verify-totp",
    { code: await freshCode(totp) },
    member.cookie,
  );
  if (!verified.ok) throw new Error(`two-factor verify failed: ${verified.status} ${await verified.text()}`);
  member.cookie = mergeCookies(member.cookie, verified);
  member.totp = totp;
  member.backupCodes = backupCodes;
  return totp;
}

/** GETs a page of `server` as the holder of `cookie` (none: an anonymous visitor), without following redirects. */
export function getPage(server: TestServer, path: string, cookie?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** POSTs a form to a page of `server` as a browser without JavaScript would. */
export function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}
