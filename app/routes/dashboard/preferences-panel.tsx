import {
  Check,
  Dumbbell,
  Footprints,
  type LucideIcon,
  Mountain,
  MountainSnow,
  Trophy,
  Volleyball,
} from "lucide-react";
import { useState } from "react";

import { toast } from "~/components/ui/toast-store";
import { DASHBOARD_TOASTS } from "~/features/dashboard/messages";
import { SPORTS, type SportId, toggleSport } from "~/features/dashboard/sports";
import { apiRequest } from "~/lib/api";

import { primaryButtonClassName } from "~/components/ui/styles";

const ICONS: Record<SportId, LucideIcon> = {
  "trail-running": Mountain,
  tennis: Trophy,
  "gym-training": Dumbbell,
  "street-walking": Footprints,
  basketball: Volleyball,
  hiking: MountainSnow,
};

/** The six sport tiles as toggle buttons, saved for the user with PUT /api/me/preferences. */
export function PreferencesPanel({ initial, disabled }: { initial: readonly SportId[]; disabled: boolean }) {
  const [selected, setSelected] = useState<readonly SportId[]>(initial);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await apiRequest("PUT", "/api/me/preferences", { sports: selected });
      toast(DASHBOARD_TOASTS.preferencesSaved);
    } catch {
      toast({ ...DASHBOARD_TOASTS.preferencesFailed, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">Sport Preferences</h3>
      <p id="sports-hint" className="mt-1 text-sm text-slate-600">
        Pick the sports you play. We use them to suggest the soles that suit you.
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-describedby="sports-hint">
        {SPORTS.map((sport) => {
          const pressed = selected.includes(sport.id);
          const Icon = ICONS[sport.id];
          return (
            <li key={sport.id}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => setSelected((current) => toggleSport(current, sport.id))}
                className={
                  "relative flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 p-3 " +
                  "text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 " +
                  "focus-visible:outline-teal-700 disabled:cursor-not-allowed " +
                  (pressed
                    ? "border-teal-700 bg-teal-50 text-teal-900"
                    : "border-slate-200 bg-white text-slate-700 hover:border-slate-400")
                }
              >
                {pressed ? (
                  <Check aria-hidden="true" className="absolute top-2 right-2 size-4 text-teal-700" />
                ) : null}
                <Icon aria-hidden="true" className="size-6" />
                {sport.label}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        disabled={disabled || saving}
        onClick={() => void save()}
        className={`mt-6 ${primaryButtonClassName}`}
      >
        {saving ? "Saving..." : "Save Preferences"}
      </button>
    </div>
  );
}
