import { Form, Link } from "react-router";

import { cardClassName, focusRing } from "~/components/ui/styles";
import { formatCount } from "~/components/team/format";

import type { IsoDay } from "~/lib/utc-days";
import type { ActivityShare, Ranked } from "./overview";
import { type DayRange, RANGE_PRESETS, type RangeNotice } from "./day-range";

const presetLink = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold ${focusRing} ${
    active
      ? "border-teal-700 bg-teal-700 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:border-teal-700 hover:text-teal-800"
  }`;

const input = `min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 ${focusRing}`;

/**
 * The range in the address: links for the last 7, 30 and 90 days, and a GET form for chosen dates,
 * so every range is a link to share and works without JavaScript.
 */
export function RangeControls({
  range,
  today,
  notice,
}: {
  range: DayRange;
  today: IsoDay;
  notice: RangeNotice | null;
}) {
  return (
    <div className={`${cardClassName} grid gap-4 p-4 sm:p-6`}>
      <nav aria-label="Range" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => (
          <Link
            key={preset}
            to={`?range=${preset}`}
            className={presetLink(range.preset === preset)}
            aria-current={range.preset === preset ? "page" : undefined}
          >
            Last {preset} days
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        action="/team"
        className="flex flex-wrap items-end gap-3"
        key={`${range.from}-${range.to}`}
      >
        <div className="grid gap-1">
          <label htmlFor="range-from" className="text-sm font-semibold text-slate-800">
            From
          </label>
          <input
            id="range-from"
            name="from"
            type="date"
            defaultValue={range.from}
            max={today}
            required
            className={input}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="range-to" className="text-sm font-semibold text-slate-800">
            To
          </label>
          <input
            id="range-to"
            name="to"
            type="date"
            defaultValue={range.to}
            max={today}
            required
            className={input}
          />
        </div>
        <button
          type="submit"
          className={`min-h-11 rounded-lg bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800 ${focusRing}`}
        >
          Show these dates
        </button>
      </Form>
      {notice ? (
        <p
          role={notice.kind === "invalid" ? "alert" : "status"}
          className={`rounded-md p-3 text-sm font-medium ${
            notice.kind === "invalid" ? "bg-amber-50 text-amber-900" : "bg-teal-50 text-teal-900"
          }`}
        >
          {notice.message}
        </p>
      ) : null}
    </div>
  );
}

const cell = "py-2 pr-3 align-top";

/** A top-ten table: names and their counts, or a line saying there are none. */
export function RankedTable({
  caption,
  nameHeading,
  countHeading,
  rows,
}: {
  caption: string;
  nameHeading: string;
  countHeading: string;
  rows: Ranked[];
}) {
  return (
    <div className={`${cardClassName} min-w-0 p-4 sm:p-6`}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className={cell}>
              {nameHeading}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {countHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className={`${cell} text-slate-700`}>
                None in this range.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.name} className="border-b border-slate-100">
                <th scope="row" className={`${cell} font-normal text-slate-900 [overflow-wrap:anywhere]`}>
                  {row.name}
                </th>
                <td className={`${cell} text-right text-slate-900 tabular-nums`}>{formatCount(row.count)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export type Leader = { name: string; email: string; confirmed: number; pending: number };

/** The members with the most confirmed referrals: the team sees who they are, name and address. */
export function Leaderboard({ leaders }: { leaders: Leader[] }) {
  if (leaders.length === 0) return <p className="text-slate-700">No member has a confirmed referral yet.</p>;
  return (
    <div className={`${cardClassName} min-w-0 p-4 sm:p-6`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Members by confirmed referrals, most first</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className={cell}>
              Rank
            </th>
            <th scope="col" className={cell}>
              Member
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Confirmed
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Pending
            </th>
          </tr>
        </thead>
        <tbody>
          {leaders.map((leader, index) => (
            <tr key={leader.email} className="border-b border-slate-100">
              <td className={`${cell} tabular-nums`}>{index + 1}</td>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold text-slate-900">{leader.name}</span>
                <span className="block text-slate-700 [overflow-wrap:anywhere]">{leader.email}</span>
              </th>
              <td className={`${cell} text-right text-slate-900 tabular-nums`}>
                {formatCount(leader.confirmed)}
              </td>
              <td className={`${cell} text-right text-slate-700 tabular-nums`}>
                {formatCount(leader.pending)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Joins per activity as a bar list: the words carry the numbers, the bars only show them. */
export function ActivityMix({ activities }: { activities: ActivityShare[] }) {
  return (
    <ul className={`${cardClassName} grid gap-3 p-4 sm:p-6`}>
      {activities.map((activity) => (
        <li key={activity.value} className="grid gap-1">
          <div className="flex flex-wrap justify-between gap-x-4 text-sm">
            <span className="font-semibold text-slate-900">{activity.label}</span>
            <span className="text-slate-700 tabular-nums">
              {formatCount(activity.count)} · {activity.share}
            </span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-slate-100">
            <div className="h-2 rounded-full bg-teal-600" style={{ width: `${activity.fraction * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
