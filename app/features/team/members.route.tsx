import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { countMembersUpTo, listMembers } from "~/db/team-members.server";
import { requireTeam } from "~/platform/team-access.server";
import { roleAllows } from "~/lib/team-roles";
import { teamLinkClass } from "~/components/team/link-styles";
import { TeamPage, teamMeta } from "~/components/team/team-page";

import { FilterProblems, MemberFiltersForm } from "./member-filters-form";
import { MembersTable } from "./members-table";
import type { Route } from "./+types/members.route";
import {
  COUNT_CAP,
  PAGE_SIZE,
  describeMatches,
  isFiltered,
  membersSearch,
  parseMemberFilters,
} from "~/lib/member-filters";

export const meta = () => teamMeta("Members");

/**
 * The waitlist as the team searches it: every filter, the order and the page in the address
 * (app/lib/member-filters.ts), pages by keyset, the total the filters match (counted up
 * to COUNT_CAP: past it, "more than"). A filter that cannot be read is left out and said so; the
 * rest still applies.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { team } = await requireTeam(context, request);
  const { filters, problems } = parseMemberFilters(new URL(request.url).searchParams);
  const { rows, next } = await listMembers(context.db, filters, PAGE_SIZE);
  const total = await countMembersUpTo(context.db, filters, COUNT_CAP);
  const { after, ...values } = filters;
  const search = membersSearch(filters);
  return {
    values,
    problems,
    rows,
    total,
    filtered: isFiltered(filters),
    search,
    nextSearch: next ? membersSearch(filters, next) : null,
    paged: after !== undefined,
    canBroadcast: roleAllows(team.role, { broadcasts: ["send"] }),
  };
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { values, problems, rows, total, filtered, search, nextSearch, paged, canBroadcast } = loaderData;
  const matches = describeMatches(total, COUNT_CAP);
  return (
    <TeamPage
      heading="Members"
      intro="Everyone on the waitlist. Search, filter and sort them; the address keeps it all, so a view can be bookmarked or shared with the team."
    >
      <FilterProblems problems={problems} />
      <MemberFiltersForm values={values} formKey={search} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-slate-900">
          {matches}
          {filtered ? " these filters" : ""}
        </p>
        <div className="flex flex-wrap gap-3">
          {canBroadcast ? (
            // The compose page, its segment these filters (app/features/broadcasts).
            <Link
              to={`/team/broadcasts?segment=${encodeURIComponent(search.replace(/^\?/, ""))}`}
              className={buttonClass({ variant: "secondary" })}
            >
              Send a broadcast to these members
            </Link>
          ) : null}
          <a href={`/team/members/export${search}`} className={buttonClass({ variant: "secondary" })}>
            Export CSV
          </a>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-700">
          {paged ? "No more members: this is past the last page." : "No members match these filters."}
        </p>
      ) : (
        <MembersTable
          rows={rows}
          caption={`Members, ${rows.length} on this page${paged ? " (a later page)" : ""}`}
        />
      )}
      {paged || nextSearch ? (
        <nav aria-label="Member pages" className="flex flex-wrap gap-4">
          {paged ? (
            <Link to={`/team/members${search}`} className={teamLinkClass}>
              First page
            </Link>
          ) : null}
          {nextSearch ? (
            <Link to={`/team/members${nextSearch}`} rel="next" className={teamLinkClass}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </TeamPage>
  );
}
