import type { RequestSession } from "~/platform/guards.server";

/** A path no route claims: React Router answers it with the site's ordinary not-found page. */
const NOWHERE = "/__not-found";

/** /team, anything under it, and React Router's data requests for them (/team.data, /team/x.data). */
const TEAM_PATH = /^\/team(?:\/|\.data$|$)/;

/**
 * The launch room does not exist for anyone off the team: their requests for it become requests
 * for a path no route claims, so the page, its status, its headers and its router data are the
 * ordinary not-found page's, with no trace of a team route. Team members' requests go on as they
 * came, to loaders that check the role again with the second factor
 * (app/features/team/access.server.ts); so does a request whose session cannot be read, which gets
 * the 503 every page gives then.
 */
export async function hideTeamArea(request: Request, session: RequestSession): Promise<Request> {
  const url = new URL(request.url);
  if (!TEAM_PATH.test(url.pathname)) return request;
  const found = await session();
  if (!found.readable || found.team) return request;
  const nowhere = new URL(url.pathname.endsWith(".data") ? `${NOWHERE}.data` : NOWHERE, url);
  // The body is not read: the not-found route has no action.
  return new Request(nowhere, { method: request.method, headers: request.headers, signal: request.signal });
}
