import { redirect } from "react-router";

import type { SessionUser } from "./auth.server";

/**
 * The one guard for signed-in pages: an anonymous request is sent to /auth, which brings the user
 * back to the page asked for after signing in.
 */
export function requireUser(request: Request, user: SessionUser | null): SessionUser {
  if (user) return user;
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  throw redirect(`/auth?redirectTo=${encodeURIComponent(target)}`);
}
