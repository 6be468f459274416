import { redirect } from "react-router";

import { withNotice } from "~/lib/notices";

import type { Route } from "./+types/sign-out.route";
import { safeRedirectTo } from "~/lib/safe-redirect";

/**
 * POST /sign-out: every "Sign Out" and "Log out" on the site is a form posting here, with or
 * without JavaScript. Ends the session, clears its cookie and goes to / with the "Signed out" toast;
 * if the session could not be ended, back to the page the visitor was on, saying so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { headers } = await context.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return redirect(withNotice("/", "signed-out"), { headers });
  } catch (error) {
    context.logError(error);
    return redirect(withNotice(backTo(request), "sign-out-failed"));
  }
}

/** Nothing to show: an address bar visit goes home. */
export function loader() {
  return redirect("/");
}

function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return "/";
    return safeRedirectTo(from.pathname + from.search, "/");
  } catch {
    return "/";
  }
}
