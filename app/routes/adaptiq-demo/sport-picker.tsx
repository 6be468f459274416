import { Mountain } from "lucide-react";

import { ProgressBar } from "~/components/ui/progress-bar";
import { ADAPTIQ_SPORTS, type AdaptiqSportId, findSport } from "~/features/adaptiq/sports";

import { cardClassName } from "~/components/ui/styles";

/** Three toggle buttons (one pressed) and the chosen sport's sole settings. */
export function SportPicker({
  selectedId,
  onSelect,
  disabled,
}: {
  selectedId: AdaptiqSportId;
  onSelect: (id: AdaptiqSportId) => void;
  disabled: boolean;
}) {
  const sport = findSport(selectedId);
  const settings = [
    { label: "Flexibility", value: sport.flexibility },
    { label: "Stability", value: sport.stability },
    { label: "Traction", value: sport.traction },
  ];

  return (
    <section aria-labelledby="sport-heading" className={cardClassName}>
      <h2 id="sport-heading" className="text-xl font-bold text-slate-900">
        Choose Your Sport
      </h2>
      <div role="group" aria-label="Sport" className="mt-4 grid gap-2 sm:grid-cols-3">
        {ADAPTIQ_SPORTS.map((option) => {
          const pressed = option.id === selectedId;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onSelect(option.id)}
              className={
                "min-h-11 rounded-lg border-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 " +
                "focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed " +
                (pressed
                  ? "border-teal-700 bg-teal-700 text-white"
                  : "border-slate-200 bg-white text-slate-800 hover:border-teal-700 hover:text-teal-800")
              }
            >
              {option.name}
            </button>
          );
        })}
      </div>

      <div aria-live="polite" className="mt-6 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Mountain aria-hidden="true" className="size-5 text-teal-700" />
          {sport.name} sole settings
        </h3>
        <ul className="mt-4 grid gap-4">
          {settings.map((setting) => (
            <li key={setting.label}>
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-700">{setting.label}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{setting.value}%</span>
              </div>
              <ProgressBar value={setting.value} label={setting.label} className="mt-1.5" />
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
            <dd className="mt-1 font-semibold text-slate-900 first-letter:uppercase">{sport.terrainType}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
