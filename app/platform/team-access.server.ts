import { redirect } from "react-router";

import { sitePath } from "~/lib/safe-redirect";
import { type TeamPermission, roleAllows } from "~/lib/team-roles";

import type { SessionUser, TeamAccess } from "./auth.server";
import type { WithSession } from "./guards.server";

export type TeamMember = { user: SessionUser; team: TeamAccess };

/** Who does something on a team page, as its audit entry records them: the member, and from where. */
export type TeamActor = { id: string; email: string; ipAddress: string };

export function teamActor({ user }: TeamMember, clientAddress: string): TeamActor {
  return { id: user.id, email: user.email, ipAddress: clientAddress };
}

/** Where a member without a second factor enrols, and where a session without one proves it. */
export const ENROL_PATH = "/team/enrol";
export const VERIFY_PATH = "/team/verify";

/**
 * The answer for anyone the team area must not exist for. server/team-area.ts already answers them
 * the site's ordinary not-found page before React Router sees the request; this is the same refusal
 * for a loader or action reached another way (a role revoked between the two reads).
 */
function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/**
 * The signed-in team member, whatever their second factor: for the pages that set one up or
 * prove it. Everyone else gets a 404; a session that cannot be read, a 503.
 */
export async function requireTeamRole({ session }: WithSession): Promise<TeamMember> {
  const found = await session();
  if (!found.readable) throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  if (!found.user || !found.team) notFound();
  return { user: found.user, team: found.team };
}

/**
 * The one guard of every team page's loader and action: a team member whose role allows
 * `permission` and whose session proved a second factor. A member without one is sent to enrol;
 * a session without one (Google's sign-in asks for none) to prove it; both come back here.
 */
export async function requireTeam(
  context: WithSession,
  request: Request,
  permission: TeamPermission = { launch: ["read"] },
): Promise<TeamMember> {
  const member = await requireTeamRole(context);
  if (!roleAllows(member.team.role, permission)) notFound();
  const back = returnPath(request);
  if (!member.team.twoFactorEnabled) throw redirect(`${ENROL_PATH}?redirectTo=${encodeURIComponent(back)}`);
  if (!member.team.secondFactorAt) throw redirect(`${VERIFY_PATH}?redirectTo=${encodeURIComponent(back)}`);
  return member;
}

/** The page to come back to: a GET's own address; after a POST, the page it was posted from. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  return request.method === "GET" ? path + url.search : path;
}

/** A team page's own redirectTo: a path inside /team (as the site's one check reads it), else the overview. */
export function teamRedirectTo(value: string | null): string {
  const path = sitePath(value);
  return path && /^\/team(?:[/?#]|$)/.test(path) ? path : "/team";
}
