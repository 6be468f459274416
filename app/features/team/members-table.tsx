import { Link } from "react-router";

import type { MemberRow } from "~/db/team-members.server";
import { flagLabel } from "~/features/fraud/rules";
import { DIRECT_SOURCE, activityLabel } from "~/vocabulary";
import { inlineLinkClass } from "~/components/team/link-styles";
import { ScrollTable } from "~/components/team/scroll-table";
import { When } from "~/components/team/when";

/** What a row of the table shows of a member. */
type MembersTableRow = Pick<
  MemberRow,
  | "id"
  | "name"
  | "email"
  | "status"
  | "activity"
  | "joinedAt"
  | "source"
  | "referrals"
  | "flags"
  | "undeliverable"
>;

const COLUMNS = ["Name", "Email", "Status", "Activity", "Joined", "Source", "Referrals", "Flags"];

/** One page of members; scrolls sideways inside its own box on a narrow screen. */
export function MembersTable({ rows, caption }: { rows: readonly MembersTableRow[]; caption: string }) {
  return (
    <ScrollTable
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      labelledBy="members-caption"
    >
      <table className="w-full text-left text-sm">
        <caption id="members-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((title) => (
              <th
                key={title}
                scope="col"
                className={`px-4 py-3 font-semibold whitespace-nowrap ${title === "Referrals" ? "text-right" : ""}`}
              >
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-4 py-3 font-normal">
                <Link to={`/team/members/${row.id}`} className={inlineLinkClass}>
                  <bdi>{row.name}</bdi>
                </Link>
              </th>
              <td className="px-4 py-3 break-all">{row.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {row.status}
                {row.undeliverable ? (
                  <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                    undeliverable
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{activityLabel(row.activity)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <When at={row.joinedAt} />
              </td>
              <td className="px-4 py-3 break-all">{row.source ?? DIRECT_SOURCE}</td>
              <td className="px-4 py-3 text-right tabular-nums">{row.referrals}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {row.flags ? row.flags.split(";").map(flagLabel).join(", ") : "None"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
