import { isAPIError } from "better-auth/api";

import type { AuthService } from "~/platform/auth.server";

import { type AccountContext, authHeaders } from "./actions.server";
import { describeDevice } from "./devices";

/**
 * /dashboard/settings on the server: the account's sessions and password, changing the password
 * and the email, signing devices out and deleting the account, each through Better Auth's API
 * with the request's own session.
 */

/** A signed-in device as the settings page lists it: never its token, which is its key. */
export type SessionView = {
  id: string;
  device: string;
  ipAddress: string | null;
  lastActive: string;
  signedIn: string;
  current: boolean;
};

export type AccountSecurity = { sessions: SessionView[]; hasPassword: boolean };

async function internals(auth: AuthService) {
  return (await auth.betterAuth.$context).internalAdapter;
}

/**
 * The account's live sessions, newest activity first, the request's own marked. Read with Better
 * Auth's adapter rather than its /list-sessions endpoint: that one asks for a session made within
 * the last day (its "fresh session" rule), and this page must work for someone signed in for
 * weeks. The page is behind our own sign-in check, and lists only the signed-in user's sessions.
 */
export async function accountSecurity(auth: AuthService, headers: Headers): Promise<AccountSecurity | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const adapter = await internals(auth);
  const [rows, credential] = await Promise.all([
    adapter.listSessions(found.user.id),
    adapter.findCredentialAccount(found.user.id),
  ]);
  const now = Date.now();
  const sessions = rows
    .filter((row) => new Date(row.expiresAt).getTime() > now)
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ipAddress: row.ipAddress ?? null,
      lastActive: new Date(row.updatedAt).toISOString(),
      signedIn: new Date(row.createdAt).toISOString(),
      current: row.id === found.session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.localeCompare(a.lastActive));
  return { sessions, hasPassword: Boolean(credential?.password) };
}

const codeOf = (error: unknown) =>
  isAPIError(error) ? (error.body as { code?: unknown } | undefined)?.code : undefined;

export type ChangeResult =
  { ok: true; headers: Headers } | { ok: false; reason: "wrong-password" | "failed" };

/**
 * Better Auth checks the current password, saves the new one, ends every other session and gives
 * this one a new cookie (returned, for the redirect). Its after hook emails the owner
 * (noticePasswordChange).
 */
export async function changePassword(
  context: Pick<AccountContext, "auth" | "clientAddress" | "logError">,
  request: Request,
  values: { currentPassword: string; password: string },
): Promise<ChangeResult> {
  try {
    const { headers } = await context.auth.api.changePassword({
      body: {
        currentPassword: values.currentPassword,
        newPassword: values.password,
        revokeOtherSessions: true,
      },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_PASSWORD" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
      return { ok: false, reason: "wrong-password" };
    context.logError(error);
    return { ok: false, reason: "failed" };
  }
}

/**
 * Asks Better Auth to change the address, once the action has counted the mail limits on the
 * current one and parsed the new one: a verified address first gets a confirmation link, whose
 * page sends the verification to the new one; an unverified one is verified at the new address
 * directly. An address another account has answers the same, and sends nothing. False: it failed
 * (logged).
 */
export async function requestEmailChange(
  context: Pick<AccountContext, "auth" | "clientAddress" | "logError">,
  request: Request,
  newEmail: string,
): Promise<boolean> {
  try {
    await context.auth.api.changeEmail({
      body: { newEmail, callbackURL: "/dashboard/settings" },
      headers: authHeaders(request, context.clientAddress),
    });
    return true;
  } catch (error) {
    context.logError(error);
    return false;
  }
}

/** Signs one of the user's devices out, by the session's id (the page never holds a token). */
export async function revokeSession(
  context: Pick<AccountContext, "auth" | "clientAddress" | "logError">,
  request: Request,
  sessionId: string,
): Promise<boolean> {
  try {
    const found = await context.auth.api.getSession({ headers: request.headers });
    if (!found) return false;
    const sessions = await (await internals(context.auth)).listSessions(found.user.id);
    const target = sessions.find((row) => row.id === sessionId);
    // Another user's session, or one already gone: nothing to do, and nothing to tell.
    if (!target) return true;
    await context.auth.api.revokeSession({
      body: { token: target.token },
      headers: authHeaders(request, context.clientAddress),
    });
    return true;
  } catch (error) {
    context.logError(error);
    return false;
  }
}

export async function revokeOtherSessions(
  context: Pick<AccountContext, "auth" | "clientAddress" | "logError">,
  request: Request,
): Promise<boolean> {
  try {
    await context.auth.api.revokeOtherSessions({ headers: authHeaders(request, context.clientAddress) });
    return true;
  } catch (error) {
    context.logError(error);
    return false;
  }
}

export type DeleteResult =
  { ok: true; headers: Headers } | { ok: false; reason: "wrong-password" | "reauthenticate" | "failed" };

/**
 * Better Auth's own deletion: with the password when the account has one, else from a session
 * made within the last day (its rule; older ones are asked to sign in again). It removes the user,
 * sessions and accounts; preferences and wishlist go by ON DELETE CASCADE.
 */
export async function deleteAccount(
  context: Pick<AccountContext, "auth" | "clientAddress" | "logError">,
  request: Request,
  password: string | undefined,
): Promise<DeleteResult> {
  try {
    const { headers } = await context.auth.api.deleteUser({
      body: password === undefined ? {} : { password },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_PASSWORD") return { ok: false, reason: "wrong-password" };
    if (code === "SESSION_EXPIRED") return { ok: false, reason: "reauthenticate" };
    context.logError(error);
    return { ok: false, reason: "failed" };
  }
}
