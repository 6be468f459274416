import { Dumbbell, Footprints, type LucideIcon, Mountain, Trophy } from "lucide-react";
import { useState } from "react";

import { ProgressBar } from "~/components/ui/progress-bar";
import {
  ADAPTATION_LABELS,
  DEFAULT_LAB_SPORT,
  LAB_SPORTS,
  type LabSportId,
  labSport,
} from "~/features/lab/sports";
import { PRODUCT_NAME } from "~/lib/product";
import { useHydrated } from "~/lib/use-hydrated";

import { cardClassName, choiceClassName, panelHeadingClassName, panelIntroClassName } from "./styles";

const ICONS: Record<LabSportId, LucideIcon> = {
  trail: Mountain,
  tennis: Trophy,
  gym: Dumbbell,
  street: Footprints,
};

/** Customizer: choose a sport and see how the sole adapts to it. */
export function CustomizerPanel() {
  const [selected, setSelected] = useState<LabSportId>(DEFAULT_LAB_SPORT);
  // The sport buttons wait for JavaScript, so an early click is never lost.
  const disabled = !useHydrated();
  const sport = labSport(selected);
  const Icon = ICONS[sport.id];

  return (
    <section aria-labelledby="customizer-heading">
      <h2 id="customizer-heading" className={panelHeadingClassName}>
        Sole Customizer
      </h2>
      <p className={panelIntroClassName}>
        Pick a sport and watch how the {PRODUCT_NAME} sole tunes its flexibility, grip, cushioning and
        stability for it.
      </p>
      <div role="group" aria-label="Sport" className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        {LAB_SPORTS.map((option) => {
          const OptionIcon = ICONS[option.id];
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={option.id === selected}
              disabled={disabled}
              onClick={() => setSelected(option.id)}
              className={choiceClassName(option.id === selected)}
            >
              <OptionIcon aria-hidden="true" className="size-4" />
              {option.name}
            </button>
          );
        })}
      </div>

      <div className={`mt-6 ${cardClassName}`}>
        <div className="flex items-start gap-4">
          <span className="flex size-11 flex-none items-center justify-center rounded-lg bg-teal-50 text-teal-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{sport.name} sole</h3>
            <p className="text-sm font-medium text-teal-800">Terrain: {sport.terrain}</p>
          </div>
        </div>
        <p className="mt-4 text-slate-600">{sport.description}</p>
        <ul aria-label="Adaptations" className="mt-6 grid gap-4 sm:grid-cols-2">
          {ADAPTATION_LABELS.map(({ key, label }) => (
            <li key={key}>
              <div className="flex justify-between text-sm font-semibold">
                <span className="text-slate-800">{label}</span>
                <span className="text-slate-900">{sport.adaptations[key]}%</span>
              </div>
              <ProgressBar value={sport.adaptations[key]} label={label} className="mt-2" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
