import { redirect, redirectDocument } from "react-router";

/** The launch room's paths (app/routes.ts). */
const TEAM_PATH = /^\/team(?:[/?#]|$)/;

/**
 * Where a sign-in sends the browser. Into the launch room as a whole page load: the page that
 * signed in was served the route manifest without the team's routes (server/team-area.ts), so a
 * navigation in place would find none of them.
 */
export function redirectAfterSignIn(target: string, init: ResponseInit): Response {
  return TEAM_PATH.test(target) ? redirectDocument(target, init) : redirect(target, init);
}
