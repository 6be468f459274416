import { redirect } from "react-router";

import type { SessionUser, SignedIn, TeamAccess } from "./auth.server";

/**
 * What reading a request's session found: the signed-in user, null for an anonymous visitor, or
 * that it could not be read (the database is down), which is neither.
 */
export type SessionRead =
  { readable: true; user: SessionUser | null; team: TeamAccess | null } | { readable: false };

/** The launch room's address (app/routes.ts), named only in what the server sends team members. */
const LAUNCH_ROOM_PATH = "/team";

/** The request's session, read once, when first asked (server/request-session.ts makes one per request). */
export type RequestSession = () => Promise<SessionRead>;

/** The load context, or the JSON API's `res.locals`: both carry the request's session. */
export type WithSession = { session: RequestSession };

/** A session read that asks `read` at most once, and logs its failure once. */
export function readSessionOnce(
  read: () => Promise<SignedIn | null>,
  logError: (error: unknown) => void,
): RequestSession {
  let found: Promise<SessionRead> | undefined;
  return () =>
    (found ??= read().then(
      (signedIn) => ({ readable: true, user: signedIn?.user ?? null, team: signedIn?.team ?? null }),
      (error: unknown) => {
        logError(error);
        return { readable: false };
      },
    ));
}

/**
 * The signed-in user, or null for an anonymous visitor. When the session cannot be read it throws a
 * 503 Response (the error page, or the JSON API's 503): never a signed-out page for a signed-in
 * visitor. A new Response each time, since a loader and its parent may both throw it.
 */
export async function getOptionalUser({
  session,
}: WithSession): Promise<(SessionUser & { launchRoom?: string }) | null> {
  const found = await session();
  if (!found.readable) throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  // The account menu's "Launch room" (app/components/avatar-menu.tsx) takes its address from here.
  return found.user && found.team ? { ...found.user, launchRoom: LAUNCH_ROOM_PATH } : found.user;
}

/**
 * The one guard for signed-in pages: an anonymous request is sent to /auth, which brings the user
 * back to the page asked for after signing in.
 */
export async function requireUser(context: WithSession, request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(context);
  if (user) return user;
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  throw redirect(`/auth?redirectTo=${encodeURIComponent(target)}`);
}
