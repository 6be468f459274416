import { Activity, Footprints, Gauge, type LucideIcon, Mountain, Power } from "lucide-react";
import { useState } from "react";

import { MOTION_READINGS } from "~/features/lab/motion";
import { useHydrated } from "~/lib/use-hydrated";

import { cardClassName, choiceClassName, panelHeadingClassName, panelIntroClassName } from "./styles";

const ICONS: Record<string, LucideIcon> = { Terrain: Mountain, Cadence: Footprints, Impact: Gauge };

/** Motion AI: a toggle that shows sample live readings while it is active. */
export function MotionPanel() {
  const [active, setActive] = useState(false);
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="motion-heading">
      <h2 id="motion-heading" className={panelHeadingClassName}>
        Motion AI
      </h2>
      <p className={panelIntroClassName}>
        Sensors in the sole read every stride and let AdaptIQ respond to the ground beneath you.
      </p>
      <button
        type="button"
        aria-pressed={active}
        disabled={!hydrated}
        onClick={() => setActive((on) => !on)}
        className={`mt-6 ${choiceClassName(active)}`}
      >
        {active ? (
          <Activity aria-hidden="true" className="size-4 motion-safe:animate-pulse" />
        ) : (
          <Power aria-hidden="true" className="size-4" />
        )}
        {active ? "Active" : "Activate"}
      </button>

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
