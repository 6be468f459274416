import { Activity, Footprints, Gauge, type LucideIcon, Mountain, Power } from "lucide-react";
import { useState } from "react";

import {
  MOTION_PARAM,
  MOTION_PARAM_ACTIVE,
  MOTION_READINGS,
  isMotionActiveQuery,
} from "~/features/lab/motion";
import { LAB_PATH, queryFields } from "~/features/lab/query";

import { HiddenFields } from "./hidden-fields";
import { cardClassName, choiceClassName, panelHeadingClassName, panelIntroClassName } from "./styles";

const ICONS: Record<string, LucideIcon> = { Terrain: Mountain, Cadence: Footprints, Impact: Gauge };

/**
 * Motion AI: a toggle that shows sample live readings while it is active. The toggle submits a form:
 * without JavaScript the server answers with the other state (`?motion=active` or none); with it,
 * the toggle flips here.
 */
export function MotionPanel({ query = new URLSearchParams() }: { query?: URLSearchParams }) {
  const [active, setActive] = useState(() => isMotionActiveQuery(query.get(MOTION_PARAM)));

  return (
    <section aria-labelledby="motion-heading">
      <h2 id="motion-heading" className={panelHeadingClassName}>
        Motion AI
      </h2>
      <p className={panelIntroClassName}>
        Sensors in the sole read every stride and let AdaptIQ respond to the ground beneath you.
      </p>
      <form
        method="get"
        action={LAB_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          setActive((on) => !on);
        }}
        className="mt-6"
      >
        <HiddenFields
          fields={queryFields(query, { tab: "motion", [MOTION_PARAM]: active ? null : MOTION_PARAM_ACTIVE })}
        />
        <button type="submit" aria-pressed={active} className={choiceClassName(active)}>
          {active ? (
            <Activity aria-hidden="true" className="size-4 motion-safe:animate-pulse" />
          ) : (
            <Power aria-hidden="true" className="size-4" />
          )}
          {active ? "Active" : "Activate"}
        </button>
      </form>

      {active ? (
        <ul aria-label="Live readings" className="mt-6 grid gap-4 sm:grid-cols-3">
          {MOTION_READINGS.map((reading) => {
            const Icon = ICONS[reading.label] ?? Activity;
            return (
              <li key={reading.label} className={cardClassName}>
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <Icon aria-hidden="true" className="size-4 text-teal-700" />
                  {reading.label}
                </p>
                <p className="mt-2 text-2xl font-bold text-slate-900">{reading.value}</p>
                <p className="mt-1 text-sm text-slate-600">{reading.detail}</p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center text-slate-600">
          Motion AI is off. Press Activate to see your terrain, cadence and impact readings.
        </p>
      )}
    </section>
  );
}
