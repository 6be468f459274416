import { Form, Link } from "react-router";

import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import type { MemberSort } from "~/db/team-members.server";
import { ACTIVITIES, DIRECT_SOURCE } from "~/vocabulary";

import { MEMBER_SORTS } from "../member-cursor";
import { type FilterProblem, MEMBER_STATUSES } from "../member-filters";
import { teamLinkClass } from "./link-styles";

const SORT_LABELS: Record<MemberSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name, A to Z",
  referrals: "Most referrals",
};

/** The filter values the form shows: what the view applied, as text. */
export type FilterValues = Partial<
  Record<"q" | "status" | "activity" | "source" | "from" | "to" | "referred" | "flagged", string>
> & {
  sort: MemberSort;
};

/** The filters the view could not use, and why: the rest of the view still shows. */
export function FilterProblems({ problems }: { problems: readonly FilterProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="status" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">
        {problems.length === 1 ? "One filter was not used:" : `${problems.length} filters were not used:`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.name}>
            {problem.message} (ignored {problem.name}=“{problem.value.slice(0, 60)}”)
          </li>
        ))}
      </ul>
    </div>
  );
}

const selectClassName =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-2 focus:outline-offset-1 focus:outline-teal-700";

/**
 * The filters as a GET form: submitting it is a new address (with or without JavaScript), which
 * starts at the first page. Keyed by that address so its fields show the view's values after a link
 * changes them.
 */
export function MemberFiltersForm({ values, formKey }: { values: FilterValues; formKey: string }) {
  return (
    <Form
      key={formKey}
      method="get"
      action="/team/members"
      aria-label="Filter members"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <FormField id="members-q" label="Search name or email">
          <input type="search" name="q" defaultValue={values.q ?? ""} autoComplete="off" />
        </FormField>
      </div>
      <FormField id="members-status" label="Status">
        <select name="status" defaultValue={values.status ?? ""} className={selectClassName}>
          <option value="">Any status</option>
          {MEMBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === "pending" ? "Pending" : "Confirmed"}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="members-activity" label="Activity">
        <select name="activity" defaultValue={values.activity ?? ""} className={selectClassName}>
          <option value="">Any activity</option>
          {ACTIVITIES.map((activity) => (
            <option key={activity.value} value={activity.value}>
              {activity.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="members-source"
        label="Source"
        hint={`A utm_source or a referrer's host; “${DIRECT_SOURCE}” for neither.`}
      >
        <input type="text" name="source" defaultValue={values.source ?? ""} autoComplete="off" />
      </FormField>
      <FormField id="members-from" label="Joined from (UTC)">
        <input type="date" name="from" defaultValue={values.from ?? ""} />
      </FormField>
      <FormField id="members-to" label="Joined to (UTC)">
        <input type="date" name="to" defaultValue={values.to ?? ""} />
      </FormField>
      <FormField id="members-referred" label="Referred">
        <select name="referred" defaultValue={values.referred ?? ""} className={selectClassName}>
          <option value="">Either</option>
          <option value="yes">Referred by a member</option>
          <option value="no">Not referred</option>
        </select>
      </FormField>
      <FormField id="members-flagged" label="Flagged">
        <select name="flagged" defaultValue={values.flagged ?? ""} className={selectClassName}>
          <option value="">Either</option>
          <option value="yes">Has an open or confirmed flag</option>
          <option value="no">No flag</option>
        </select>
      </FormField>
      <FormField id="members-sort" label="Sort">
        <select name="sort" defaultValue={values.sort} className={selectClassName}>
          {MEMBER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Apply filters</Button>
        <Link to="/team/members" className={teamLinkClass}>
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
