import { NavLink, Outlet } from "react-router";

import { focusRing } from "~/components/ui/styles";
import { roleAllows } from "~/lib/team-roles";
import { requireTeamRole } from "~/platform/team-access.server";

import type { Route } from "./+types/layout.route";

/** The launch room's frame: its navigation, by what the member's role may see. */
export async function loader({ context }: Route.LoaderArgs) {
  const { team } = await requireTeamRole(context);
  return {
    role: team.role,
    admin: roleAllows(team.role, { team: ["manage"] }),
    ready: team.twoFactorEnabled && team.secondFactorAt !== null,
  };
}

const link = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap ${focusRing} ${
    isActive ? "bg-teal-700 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

export default function TeamLayout({ loaderData }: Route.ComponentProps) {
  const { admin, ready, role } = loaderData;
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="min-h-screen bg-slate-50 px-4 pt-20 pb-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-6xl">
        {ready ? (
          <nav
            aria-label="Launch room"
            className="-mx-1 mb-6 flex items-center gap-1 overflow-x-auto px-1 py-1"
          >
            <span className="mr-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Launch room · {role}
            </span>
            <NavLink to="/team" end className={link}>
              Overview
            </NavLink>
            <NavLink to="/team/members" className={link}>
              Members
            </NavLink>
            <NavLink to="/team/broadcasts" className={link}>
              Broadcasts
            </NavLink>
            <NavLink to="/team/embed" className={link}>
              Embed
            </NavLink>
            {admin ? (
              <>
                <NavLink to="/team/audit" className={link}>
                  Audit log
                </NavLink>
                <NavLink to="/team/people" className={link}>
                  Team
                </NavLink>
                <NavLink to="/team/admission" className={link}>
                  Admission
                </NavLink>
                <NavLink to="/team/webhooks" className={link}>
                  Webhooks
                </NavLink>
                <NavLink to="/team/api-keys" className={link}>
                  API keys
                </NavLink>
                <NavLink to="/team/import" className={link}>
                  Import
                </NavLink>
              </>
            ) : null}
            <NavLink to="/team/passkeys" className={link}>
              Passkeys
            </NavLink>
          </nav>
        ) : null}
        <Outlet />
      </div>
    </main>
  );
}
