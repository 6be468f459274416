import * as z from "zod/mini";

import { type IsoDay, addDays, daysBetween, formatLongDay, isIsoDay } from "~/lib/utc-days";

/** The ranges offered as links: the last 7, 30 or 90 days, today included. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;
/** Chosen dates span at most a year (a leap year's), so a page never sums more than that. */
export const MAX_RANGE_DAYS = 366;

/** The days the overview counts, both ends included. */
export type DayRange = { from: IsoDay; to: IsoDay; days: number; preset: RangePreset | null };

export const RANGE_MESSAGES = {
  preset: "A range is 7, 30 or 90 days.",
  date: "Dates are written YYYY-MM-DD, for example 2026-03-01.",
  bothDates: "Choose both a start date and an end date.",
  tooLong: `A range spans at most ${MAX_RANGE_DAYS} days.`,
  future: "The start date is after today.",
  swapped: "The start date was after the end date, so the two were swapped.",
  clamped: "The end date was after today, so the range ends today.",
} as const;

const day = z.string().check(z.refine(isIsoDay, RANGE_MESSAGES.date));

/**
 * The overview's address: `?range=7|30|90`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (which wins when both
 * are there). Dates in either order; no range at all is the default. Empty values count as absent,
 * as a date input left blank sends them.
 */
export const rangeQuerySchema = z.pipe(
  z
    .object({
      range: z.optional(z.enum(["7", "30", "90"], RANGE_MESSAGES.preset)),
      from: z.optional(day),
      to: z.optional(day),
    })
    .check(
      z.refine((query) => (query.from === undefined) === (query.to === undefined), RANGE_MESSAGES.bothDates),
      z.refine(
        ({ from, to }) => !from || !to || Math.abs(daysBetween(from, to)) + 1 <= MAX_RANGE_DAYS,
        RANGE_MESSAGES.tooLong,
      ),
    ),
  z.transform(({ range, from, to }) => {
    if (from !== undefined && to !== undefined) {
      const swapped = from > to;
      return { kind: "dates", from: swapped ? to : from, to: swapped ? from : to, swapped } as const;
    }
    return { kind: "preset", preset: Number(range ?? DEFAULT_PRESET) as RangePreset } as const;
  }),
);

/** A notice about the address's range: "invalid" when it could not be used (answered 400). */
export type RangeNotice = { kind: "invalid" | "adjusted"; message: string };

export type RangeChoice = { range: DayRange; notice: RangeNotice | null };

/** The last `preset` days up to `today`. */
export function presetRange(preset: RangePreset, today: IsoDay): DayRange {
  return { from: addDays(today, 1 - preset), to: today, days: preset, preset };
}

function datesRange(from: IsoDay, to: IsoDay): DayRange {
  return { from, to, days: daysBetween(from, to) + 1, preset: null };
}

const fallback = (today: IsoDay, problem: string): RangeChoice => ({
  range: presetRange(DEFAULT_PRESET, today),
  notice: {
    kind: "invalid",
    message: `${problem} Showing the last ${DEFAULT_PRESET} days instead.`,
  },
});

/**
 * The range an overview address asks for, on the UTC day `today`. What cannot be used falls back
 * to the last 30 days with a notice saying why; dates given the wrong way round are swapped, an end
 * after today is brought back to today, each with a notice.
 */
export function chooseRange(params: URLSearchParams, today: IsoDay): RangeChoice {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const parsed = rangeQuerySchema.safeParse({
    range: value("range"),
    from: value("from"),
    to: value("to"),
  });
  if (!parsed.success) return fallback(today, parsed.error.issues[0]?.message ?? RANGE_MESSAGES.preset);

  const query = parsed.data;
  if (query.kind === "preset") return { range: presetRange(query.preset, today), notice: null };
  if (query.from > today) return fallback(today, RANGE_MESSAGES.future);
  const clamped = query.to > today;
  const notices = [query.swapped ? RANGE_MESSAGES.swapped : null, clamped ? RANGE_MESSAGES.clamped : null];
  const message = notices.filter(Boolean).join(" ");
  return {
    range: datesRange(query.from, clamped ? today : query.to),
    notice: message ? { kind: "adjusted", message } : null,
  };
}

/** "the last 30 days" or "Mar 1, 2026 to Mar 31, 2026": the range in a sentence. */
export function describeRange(range: DayRange): string {
  const dates = `${formatLongDay(range.from)} to ${formatLongDay(range.to)}`;
  return range.preset ? `the last ${range.preset} days (${dates})` : dates;
}
