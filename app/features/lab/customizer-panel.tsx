import { Dumbbell, Footprints, type LucideIcon, Mountain, Trophy } from "lucide-react";
import { useRef } from "react";

import { ChoiceCard } from "~/components/ui/choice-card";
import { ProgressBar } from "~/components/ui/progress-bar";
import {
  ADAPTATION_LABELS,
  DEFAULT_LAB_SPORT,
  LAB_SPORTS,
  type LabSport,
  type LabSportId,
  labSport,
  parseLabSport,
} from "~/features/lab/sports";
import { PRODUCT_NAME } from "~/lib/product";
import { useFormValues } from "~/lib/use-form-values";

import { cardClassName, panelHeadingClassName, panelIntroClassName } from "./styles";

const ICONS: Record<LabSportId, LucideIcon> = {
  trail: Mountain,
  tennis: Trophy,
  gym: Dumbbell,
  street: Footprints,
};

const radioId = (id: LabSportId) => `lab-sport-${id}`;

// Before React reads the radios, each sport's details are in the page and CSS shows the checked
// one's, so a choice shows at once. Written out in full for Tailwind to find.
const SHOWN_WHEN_CHECKED: Record<LabSportId, string> = {
  trail: "hidden group-has-[#lab-sport-trail:checked]/customizer:block",
  tennis: "hidden group-has-[#lab-sport-tennis:checked]/customizer:block",
  gym: "hidden group-has-[#lab-sport-gym:checked]/customizer:block",
  street: "hidden group-has-[#lab-sport-street:checked]/customizer:block",
};

const readSport = (data: FormData) => parseLabSport(data.get("sport")) ?? DEFAULT_LAB_SPORT;

/** Customizer: choose a sport (native radios) and see how the sole adapts to it. */
export function CustomizerPanel() {
  const formRef = useRef<HTMLFormElement>(null);
  // Null until React has read the radios; then one card whose bars move from sport to sport.
  const selected = useFormValues<LabSportId | null>(formRef, readSport, null);

  return (
    <section aria-labelledby="customizer-heading" className="group/customizer">
      <h2 id="customizer-heading" className={panelHeadingClassName}>
        Sole Customizer
      </h2>
      <p className={panelIntroClassName}>
        Pick a sport and watch how the {PRODUCT_NAME} sole tunes its flexibility, grip, cushioning and
        stability for it.
      </p>
      <form ref={formRef} onSubmit={(event) => event.preventDefault()}>
        <fieldset className="mt-6">
          <legend className="sr-only">Sport</legend>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            {LAB_SPORTS.map((option) => {
              const OptionIcon = ICONS[option.id];
              return (
                <ChoiceCard
                  key={option.id}
                  type="radio"
                  look="soft"
                  id={radioId(option.id)}
                  name="sport"
                  value={option.id}
                  defaultChecked={option.id === DEFAULT_LAB_SPORT}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm"
                >
                  <OptionIcon aria-hidden="true" className="size-4" />
                  {option.name}
                </ChoiceCard>
              );
            })}
          </div>
        </fieldset>
      </form>

      <div className={`mt-6 ${cardClassName}`}>
        {selected === null ? (
          LAB_SPORTS.map((sport) => (
            <div key={sport.id} className={SHOWN_WHEN_CHECKED[sport.id]}>
              <SportDetails sport={sport} />
            </div>
          ))
        ) : (
          <SportDetails sport={labSport(selected)} />
        )}
      </div>
    </section>
  );
}

function SportDetails({ sport }: { sport: LabSport }) {
  const Icon = ICONS[sport.id];
  return (
    <>
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
    </>
  );
}
