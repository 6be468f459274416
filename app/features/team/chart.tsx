import { ChevronRight } from "lucide-react";

import { focusRing } from "~/components/ui/styles";
import { formatCount } from "~/components/team/format";

import {
  CHART_FRAME,
  areaPath,
  barsOf,
  dayLabels,
  formatTick,
  linePath,
  niceTicks,
  plotArea,
  pointsOf,
  tickPositions,
} from "./charts";
import { type IsoDay, formatLongDay } from "~/lib/utc-days";

/** One daily series: its name (legend, table column) and the look of its marks. */
export type ChartSeries = { name: string; values: number[]; fill: string; swatch: string };

/** Up to a month, each day's point is marked; beyond, the dots would merge into the line. */
const MAX_DOTS = 31;

/**
 * A daily series drawn on the server: the SVG (its title and description read as one image), a
 * legend when there is more than one series, and the same numbers as a table. "line" draws the
 * first series; "bars" draws each series from the baseline over the one before, so a later series
 * must be part of the earlier (confirmed joins of joins).
 */
export function DailyChart({
  id,
  title,
  description,
  days,
  series,
  look,
}: {
  id: string;
  title: string;
  description: string;
  days: IsoDay[];
  series: ChartSeries[];
  look: "line" | "bars";
}) {
  const ticks = niceTicks(Math.max(0, ...series.flatMap((s) => s.values)));
  const top = ticks.at(-1)!;
  const plot = plotArea(CHART_FRAME);
  const first = series[0];
  return (
    <figure className="grid min-w-0 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${CHART_FRAME.width} ${CHART_FRAME.height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {tickPositions(ticks).map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
            <text x={plot.left - 6} y={tick.y + 4} fontSize={12} textAnchor="end" className="fill-slate-700">
              {formatTick(tick.value)}
            </text>
          </g>
        ))}
        {look === "bars"
          ? series.map((s) =>
              barsOf(s.values, top).map((bar, index) => (
                <rect key={`${s.name}-${days[index]}`} {...bar} className={s.fill} />
              )),
            )
          : first && (
              <>
                <path d={areaPath(first.values, top)} className={`${first.fill} opacity-15`} />
                <path d={linePath(first.values, top)} className="fill-none stroke-teal-700" strokeWidth={2} />
                {days.length <= MAX_DOTS
                  ? pointsOf(first.values, top).map((point, index) => (
                      <circle key={days[index]} cx={point.x} cy={point.y} r={2.5} className="fill-teal-700" />
                    ))
                  : null}
              </>
            )}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className="stroke-slate-500" />
        {dayLabels(days).map((label) => (
          <text
            key={label.day}
            x={label.x}
            y={plot.bottom + 17}
            fontSize={12}
            textAnchor="middle"
            className="fill-slate-700"
          >
            {label.text}
          </text>
        ))}
      </svg>
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${s.swatch}`} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="group text-sm">
        <summary
          className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg font-semibold text-teal-700 hover:text-teal-800 [&::-webkit-details-marker]:hidden ${focusRing}`}
        >
          <ChevronRight
            aria-hidden="true"
            className="size-4 shrink-0 group-open:rotate-90 motion-safe:transition-transform"
          />
          Show the numbers
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}, day by day</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-1 pr-4 font-semibold">
                Day
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="py-1 pr-4 text-right font-semibold">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
                  {formatLongDay(day)}
                </th>
                {series.map((s) => (
                  <td key={s.name} className="py-1 pr-4 text-right text-slate-900 tabular-nums">
                    {formatCount(s.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
