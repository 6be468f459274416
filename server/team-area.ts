import { type AppLoadContext, type ServerBuild, createRequestHandler } from "react-router";

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
 * (app/platform/team-access.server.ts); so does a request whose session cannot be read, which gets
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

/** The launch room's layout route (app/routes.ts): it and every route under it are the team's. */
const TEAM_ROUTE_ID = "team";

type Routes = Record<string, { parentId?: string } | undefined>;

/** The ids of `routes` outside the launch room: a route is the team's when it or a parent is. */
function outsideTeam<R extends Routes>(routes: R): R {
  const isTeams = (id: string | undefined): boolean =>
    id !== undefined && (id === TEAM_ROUTE_ID || isTeams(routes[id]?.parentId));
  return Object.fromEntries(Object.entries(routes).filter(([id]) => !isTeams(id))) as R;
}

/** The build as React Router serves everyone off the team, and its route manifest script. */
export type OutsidersBuild = { build: ServerBuild; manifestPath: string; manifestScript: string };

const outsiders = new WeakMap<ServerBuild, OutsidersBuild>();

/**
 * `build` without the launch room, for everyone off the team: its routes, and a route manifest
 * script of its own (React Router's "initial" discovery loads the whole manifest as one script,
 * react-router.config.ts), so nothing a non-member's browser downloads names a team route or path.
 * Its name carries the full manifest's version, so a new build is a new script. Made once a build.
 */
export function outsidersBuild(build: ServerBuild): OutsidersBuild {
  const made = outsiders.get(build);
  if (made) return made;
  const manifestPath = build.assets.url.replace(/\.js$/, "-public.js");
  const assets = { ...build.assets, routes: outsideTeam(build.assets.routes), url: manifestPath };
  const result = {
    build: { ...build, routes: outsideTeam(build.routes), assets },
    manifestPath,
    manifestScript: `window.__reactRouterManifest=${JSON.stringify(assets)};`,
  };
  outsiders.set(build, result);
  return result;
}

/** Whether this request is a team member's (an unreadable session is not). */
async function isTeamRequest(session: RequestSession): Promise<boolean> {
  const found = await session();
  return found.readable && found.team !== null;
}

/**
 * React Router's handler, serving team members the whole build and everyone else the outsiders'
 * build (outsidersBuild), whose manifest script it answers too, cached as the build's other
 * fingerprinted files are. In development everyone gets the whole build: Vite's manifest is a
 * module of its own there.
 */
export function teamAwareHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: string,
): (request: Request, context: AppLoadContext) => Promise<Response> {
  const forTeam = createRequestHandler(getBuild, mode);
  if (mode === "development") return forTeam;
  const forOutsiders = createRequestHandler(async () => outsidersBuild(await getBuild()).build, mode);
  return async (request, context) => {
    const outsiders = outsidersBuild(await getBuild());
    if (new URL(request.url).pathname === outsiders.manifestPath && ["GET", "HEAD"].includes(request.method))
      return new Response(request.method === "HEAD" ? null : outsiders.manifestScript, {
        headers: {
          "Content-Type": "text/javascript; charset=utf-8",
          "Cache-Control": "public, max-age=31536000, immutable",
        },
      });
    return (await isTeamRequest(context.session))
      ? forTeam(request, context)
      : forOutsiders(request, context);
  };
}
