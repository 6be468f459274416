import * as z from "zod/mini";

import { rangeField } from "~/lib/sliders/slider-range";

import { PACE_RANGE, WEIGHT_RANGE } from "./profile";
import { ADAPTIQ_SPORT_IDS, type AdaptiqSportId, DEFAULT_SPORT_ID } from "./sports";

/**
 * The simulator's one form (a GET, so it works without JavaScript): the sport radios, the two
 * sliders and the Start button, whose name and value ask the server for the finished run.
 */
export const ADAPTIQ_FIELDS = {
  sport: "sport",
  weight: "weight",
  pace: "pace",
  simulation: "simulation",
} as const;
export const RUN_SIMULATION = "run";

export type AdaptiqForm = {
  sportId: AdaptiqSportId;
  weight: number;
  pace: number;
  /** Whether Start was submitted: without JavaScript the server shows the finished run. */
  simulated: boolean;
};

/** Shared by the loader (the query) and the page (the live form): bad values become defaults, never an error. */
export const adaptiqFormSchema = z.object({
  [ADAPTIQ_FIELDS.sport]: z.catch(z.enum(ADAPTIQ_SPORT_IDS), DEFAULT_SPORT_ID),
  [ADAPTIQ_FIELDS.weight]: rangeField(WEIGHT_RANGE),
  [ADAPTIQ_FIELDS.pace]: rangeField(PACE_RANGE),
  [ADAPTIQ_FIELDS.simulation]: z.catch(
    z.pipe(
      z.string(),
      z.transform((raw) => raw === RUN_SIMULATION),
    ),
    false,
  ),
});

export function parseAdaptiqForm(entries: URLSearchParams | FormData): AdaptiqForm {
  const { sport, weight, pace, simulation } = adaptiqFormSchema.parse(Object.fromEntries(entries));
  return { sportId: sport, weight, pace, simulated: simulation };
}
