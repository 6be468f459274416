import { Mountain } from "lucide-react";

import { ChoiceCard } from "~/components/ui/choice-card";
import { ProgressBar } from "~/components/ui/progress-bar";
import { ADAPTIQ_FIELDS } from "~/features/adaptiq/form";
import { ADAPTIQ_SPORTS, type AdaptiqSportId } from "~/features/adaptiq/sports";

import { cardClassName } from "~/components/ui/styles";

export const sportInputId = (id: AdaptiqSportId) => `adaptiq-sport-${id}`;

/**
 * What depends on the chosen sport is rendered for every sport and shown by CSS for the checked
 * radio (the form carries the `group` class), so a pick shows at once, before any script runs.
 * Spelled out so Tailwind sees each class.
 */
export const SHOWN_FOR_SPORT: Record<AdaptiqSportId, { block: string; inline: string }> = {
  trail: {
    block: "hidden group-has-[#adaptiq-sport-trail:checked]:block",
    inline: "hidden group-has-[#adaptiq-sport-trail:checked]:inline",
  },
  gym: {
    block: "hidden group-has-[#adaptiq-sport-gym:checked]:block",
    inline: "hidden group-has-[#adaptiq-sport-gym:checked]:inline",
  },
  tennis: {
    block: "hidden group-has-[#adaptiq-sport-tennis:checked]:block",
    inline: "hidden group-has-[#adaptiq-sport-tennis:checked]:inline",
  },
};

/** The sport's name, for the checked sport radio of the page's form. */
export function CheckedSportName() {
  return ADAPTIQ_SPORTS.map((sport) => (
    <span key={sport.id} className={SHOWN_FOR_SPORT[sport.id].inline}>
      {sport.name}
    </span>
  ));
}

/** Three native radios styled as buttons, and each sport's sole settings, the checked one shown. */
export function SportPicker({ defaultSportId }: { defaultSportId: AdaptiqSportId }) {
  return (
    <section aria-labelledby="sport-heading" className={cardClassName}>
      <h2 id="sport-heading" className="text-xl font-bold text-slate-900">
        Choose Your Sport
      </h2>
      <fieldset className="mt-4 min-w-0">
        <legend className="sr-only">Sport</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {ADAPTIQ_SPORTS.map((sport) => (
            <ChoiceCard
              key={sport.id}
              type="radio"
              look="solid"
              id={sportInputId(sport.id)}
              name={ADAPTIQ_FIELDS.sport}
              value={sport.id}
              defaultChecked={sport.id === defaultSportId}
              className="flex min-h-11 items-center justify-center rounded-lg px-3 py-2 text-center text-sm"
            >
              {sport.name}
            </ChoiceCard>
          ))}
        </div>
      </fieldset>

      {ADAPTIQ_SPORTS.map((sport) => (
        <div
          key={sport.id}
          data-testid={`sport-settings-${sport.id}`}
          className={`mt-6 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 ${SHOWN_FOR_SPORT[sport.id].block}`}
        >
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Mountain aria-hidden="true" className="size-5 text-teal-700" />
            {sport.name} sole settings
          </h3>
          <ul className="mt-4 grid gap-4">
            {(
              [
                ["Flexibility", sport.flexibility],
                ["Stability", sport.stability],
                ["Traction", sport.traction],
              ] as const
            ).map(([label, value]) => (
              <li key={label}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium text-slate-700">{label}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">{value}%</span>
                </div>
                <ProgressBar value={value} label={label} className="mt-1.5" />
              </li>
            ))}
          </ul>
          <dl className="mt-5 grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="font-medium text-slate-600">Impact Level</dt>
              <dd className="mt-1 font-semibold text-slate-900">{sport.impactLevel}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Terrain</dt>
              <dd className="mt-1 font-semibold text-slate-900 first-letter:uppercase">
                {sport.terrainType}
              </dd>
            </div>
          </dl>
        </div>
      ))}
    </section>
  );
}
