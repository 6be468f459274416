import { formatCount } from "~/components/team/format";

import { type IsoDay, formatShortDay } from "~/lib/utc-days";

/**
 * The geometry of the overview's daily charts, drawn as SVG on the server (chart.tsx renders what
 * these compute). Coordinates are in the chart's viewBox; the SVG is scaled to its box's width, so
 * the viewBox is narrow enough that 12-unit text stays readable on a phone.
 */
export type Frame = {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
};

export const CHART_FRAME: Frame = {
  width: 320,
  height: 180,
  margin: { top: 10, right: 6, bottom: 24, left: 42 },
};

/** The plot's box inside the margins. */
export function plotArea(frame: Frame) {
  const { width, height, margin } = frame;
  return {
    left: margin.left,
    top: margin.top,
    right: width - margin.right,
    bottom: height - margin.bottom,
    width: width - margin.left - margin.right,
    height: height - margin.top - margin.bottom,
  };
}

/** A function from a value in `domain` to a coordinate in `range`, straight-line. */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/**
 * Whole-number axis ticks from 0 to at least `max`, in about `count` equal steps of 1, 2 or 5 times a
 * power of ten, so the labels are round: (0, 50, 100, 150) for 137. Counts have no fractions, so the
 * step is never below 1; an empty series still has an axis (0 and 1).
 */
export function niceTicks(max: number, count = 4): number[] {
  const top = Math.max(max, 1);
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) {
    ticks.push(tick);
    if (tick >= top) break;
  }
  return ticks;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The x of the middle of the `index`th of `count` equal bands across the plot. */
function bandCenter(frame: Frame, count: number, index: number): number {
  const plot = plotArea(frame);
  return plot.left + ((index + 0.5) * plot.width) / count;
}

export type Bar = { x: number; y: number; width: number; height: number };

/**
 * One bar per value in equal bands across the plot, from the baseline up to the value on an axis
 * that ends at `top`; a fifth of each band is the gap between bars.
 */
export function barsOf(values: readonly number[], top: number, frame: Frame = CHART_FRAME): Bar[] {
  const plot = plotArea(frame);
  const y = linearScale([0, top], [plot.bottom, plot.top]);
  const band = plot.width / Math.max(values.length, 1);
  const width = band * 0.8;
  return values.map((value, index) => {
    const height = plot.bottom - y(value);
    return {
      x: round(bandCenter(frame, values.length, index) - width / 2),
      y: round(plot.bottom - height),
      width: round(width),
      height: round(height),
    };
  });
}

/** The points of a line through the values, each at its band's middle (under its label). */
export function pointsOf(values: readonly number[], top: number, frame: Frame = CHART_FRAME) {
  const plot = plotArea(frame);
  const y = linearScale([0, top], [plot.bottom, plot.top]);
  return values.map((value, index) => ({
    x: round(bandCenter(frame, values.length, index)),
    y: round(y(value)),
  }));
}

/** An SVG path through the values; empty for no values. */
export function linePath(values: readonly number[], top: number, frame: Frame = CHART_FRAME): string {
  return pointsOf(values, top, frame)
    .map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`)
    .join(" ");
}

/** The area under the line, closed along the baseline; empty for no values. */
export function areaPath(values: readonly number[], top: number, frame: Frame = CHART_FRAME): string {
  const points = pointsOf(values, top, frame);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "";
  const base = round(plotArea(frame).bottom);
  return `${linePath(values, top, frame)} L${last.x},${base} L${first.x},${base} Z`;
}

/** The y of each tick on an axis ending at `top`. */
export function tickPositions(ticks: readonly number[], frame: Frame = CHART_FRAME) {
  const plot = plotArea(frame);
  const y = linearScale([0, ticks.at(-1) ?? 1], [plot.bottom, plot.top]);
  return ticks.map((value) => ({ value, y: round(y(value)) }));
}

/**
 * Which of `count` days get a label under the axis: the first and the last, and evenly spaced ones
 * between, at most `most` in all, so that labels never overlap.
 */
export function labelIndices(count: number, most = 4): number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, i) => Math.round(i * step));
}

/** Half the width of a centred day label ("Nov 25" in 12-unit text), kept inside the chart. */
const HALF_LABEL = 22;

/** Where each labelled day's label goes: under its band, moved in from the chart's edges. */
export function dayLabels(days: readonly IsoDay[], most = 4, frame: Frame = CHART_FRAME) {
  return labelIndices(days.length, most).map((index) => ({
    day: days[index]!,
    text: formatShortDay(days[index]!),
    x: round(Math.min(Math.max(bandCenter(frame, days.length, index), HALF_LABEL), frame.width - HALF_LABEL)),
  }));
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact" });

/** An axis label, short enough for the margin: 500, 5K, 1.5M. */
export function formatTick(value: number): string {
  return compact.format(value);
}

/**
 * A daily series in words, for the chart's <desc>: its range, its total and its busiest day (the
 * first of equals).
 */
export function describeDaily(what: string, days: readonly IsoDay[], values: readonly number[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return `No days to show.`;
  const total = values.reduce((sum, value) => sum + value, 0);
  if (first === last)
    return `On ${formatShortDay(first)}: ${total === 0 ? "no" : formatCount(total)} ${what}.`;
  const span = `From ${formatShortDay(first)} to ${formatShortDay(last)}`;
  if (total === 0) return `${span}: no ${what}.`;
  const peak = values.indexOf(Math.max(...values));
  return `${span}: ${formatCount(total)} ${what} in all; the most on ${formatShortDay(days[peak]!)}, ${formatCount(values[peak]!)}.`;
}
