import { Link, data } from "react-router";

import { focusRing } from "~/components/ui/styles";
import { ScrollTable } from "~/components/team/scroll-table";
import { listAudit } from "~/db/team.server";
import { requireTeam } from "~/platform/team-access.server";
import { TeamPage, teamMeta } from "~/components/team/team-page";

import type { Route } from "./+types/audit.route";
import { AUDIT_BEFORE_MESSAGE, AUDIT_PAGE_SIZE, auditPage, auditQuerySchema } from "./audit-view";

export const meta = () => teamMeta("Audit log");

/** The audit log, newest first, a page at a time by id (`?before=ID`): admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, { audit: ["read"] });
  const url = new URL(request.url);
  const query = auditQuerySchema.safeParse({ before: url.searchParams.get("before") ?? undefined });
  const before = query.success ? query.data.before : undefined;
  const page = auditPage(await listAudit(context.db, { before, limit: AUDIT_PAGE_SIZE + 1 }));
  const body = { ...page, paged: before !== undefined, notice: query.success ? null : AUDIT_BEFORE_MESSAGE };
  return data(body, { status: query.success ? 200 : 400 });
}

const linkClass = `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-teal-700 underline hover:text-teal-800 ${focusRing}`;

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, olderBefore, paged, notice } = loaderData;
  return (
    <TeamPage
      heading="Audit log"
      intro="Every team sign-in and team action: who, what, when (UTC) and from which address. Entries are never changed or removed."
    >
      {notice ? (
        <p role="status" className="rounded-md bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {notice}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="text-slate-700">{paged ? "No older entries." : "Nothing has been recorded yet."}</p>
      ) : (
        <ScrollTable
          className="rounded-2xl border border-slate-200 bg-white shadow-sm"
          labelledBy="audit-caption"
        >
          <table className="w-full text-left text-sm">
            <caption id="audit-caption" className="sr-only">
              Audit log entries, newest first
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {["When", "Who", "What", "Subject", "Details", "Address"].map((title) => (
                  <th key={title} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={entry.at}>{entry.when}</time>
                  </td>
                  <td className="px-4 py-3 break-all">{entry.who}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{entry.what}</td>
                  <td className="px-4 py-3 break-all">{entry.subject}</td>
                  <td className="px-4 py-3">{entry.details}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {paged || olderBefore !== null ? (
        <nav aria-label="Audit log pages" className="flex flex-wrap gap-4">
          {paged ? (
            <Link to="/team/audit" className={linkClass}>
              Newest entries
            </Link>
          ) : null}
          {olderBefore !== null ? (
            <Link to={`/team/audit?before=${olderBefore}`} className={linkClass}>
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </TeamPage>
  );
}
