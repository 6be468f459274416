import { type RefObject, useEffect, useRef } from "react";
import { Form, Link } from "react-router";

import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import type { MemberSort } from "~/db/team-members.server";
import { ACTIVITIES, DIRECT_SOURCE } from "~/vocabulary";
import { teamLinkClass } from "~/components/team/link-styles";

import { MEMBER_SORTS } from "~/lib/member-cursor";
import { type FilterProblem, MEMBER_STATUSES } from "~/lib/member-filters";

const SORT_LABELS: Record<MemberSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name, A to Z",
  referrals: "Most referrals",
};

/** The filter values the form shows: what the view applied, as text. */
export type FilterValues = Partial<
  Record<
    "q" | "status" | "activity" | "source" | "from" | "to" | "referred" | "flagged" | "undeliverable",
    string
  >
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

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * Shows a new view's values in the fields, but in none the member has changed since the view was
 * asked for: a search typed while a link's page loads is what Enter then sends. (Keyed by the view,
 * the form was made anew when the page came, and the text typed meanwhile was gone.) A field's
 * default is the view's value, which React has set by the time this runs.
 */
function useViewValues(formRef: RefObject<HTMLFormElement | null>, view: string) {
  const changed = useRef(new Set<string>());
  const shown = useRef(view);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const change = (event: Event) => {
      const name = (event.target as Partial<Control>).name;
      if (name) changed.current.add(name);
    };
    // What the form sends is the view that comes back: its fields may show it.
    const sent = () => changed.current.clear();
    form.addEventListener("input", change);
    form.addEventListener("change", change);
    form.addEventListener("submit", sent);
    return () => {
      form.removeEventListener("input", change);
      form.removeEventListener("change", change);
      form.removeEventListener("submit", sent);
    };
  }, [formRef]);
  useEffect(() => {
    const form = formRef.current;
    if (!form || shown.current === view) return;
    shown.current = view;
    for (const control of form.querySelectorAll<Control>("input[name], select[name]")) {
      if (changed.current.has(control.name)) continue;
      if (control instanceof HTMLSelectElement)
        control.selectedIndex = Math.max(
          0,
          [...control.options].findIndex((option) => option.defaultSelected),
        );
      else control.value = control.defaultValue;
    }
    changed.current.clear();
  }, [formRef, view]);
}

/**
 * The filters as a GET form: submitting it is a new address (with or without JavaScript), which
 * starts at the first page. Its fields show the view's values after a link changes them
 * (`view`, the view's address), except what the member typed meanwhile.
 */
export function MemberFiltersForm({ values, formKey }: { values: FilterValues; formKey: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  useViewValues(formRef, formKey);
  return (
    <Form
      ref={formRef}
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
      <FormField id="members-undeliverable" label="Mail">
        <select name="undeliverable" defaultValue={values.undeliverable ?? ""} className={selectClassName}>
          <option value="">Either</option>
          <option value="yes">Undeliverable (bounced or complained)</option>
          <option value="no">Deliverable</option>
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
