import { getFormProps } from "@conform-to/react";
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

import { Button } from "~/components/ui/button";
import { ChoiceCard } from "~/components/ui/choice-card";
import { ActionMessage } from "~/components/action-message";
import { SPORTS, SPORTS_FIELD, type SportId, preferencesSchema } from "~/features/dashboard/sports";
import { useSchemaForm } from "~/lib/conform-forms";

import { useIntentFetcher } from "./use-intent-fetcher";

const ICONS: Record<SportId, LucideIcon> = {
  "trail-running": Mountain,
  tennis: Trophy,
  "gym-training": Dumbbell,
  "street-walking": Footprints,
  basketball: Volleyball,
  hiking: MountainSnow,
};

/**
 * The six sport tiles: native checkboxes in a form posting to /dashboard's action, styled as
 * toggle tiles with CSS alone, so a choice shows (and is kept) before the scripts run. The boxes
 * are the state: checked as saved, then as the visitor leaves them; every choice is valid, so the
 * schema has nothing to say under them and the answer is its message.
 */
export function PreferencesPanel({ initial }: { initial: readonly SportId[] }) {
  const { fetcher, answer, busy } = useIntentFetcher("preferences");
  const [form] = useSchemaForm(preferencesSchema, { id: "preferences-form", lastResult: answer?.result });

  return (
    <fetcher.Form {...getFormProps(form)} method="post">
      <input type="hidden" name="intent" value="preferences" />
      <h3 className="text-lg font-semibold text-slate-900">Sport Preferences</h3>
      <fieldset aria-describedby="sports-hint" className="mt-1">
        <legend className="sr-only">Sports you play</legend>
        <p id="sports-hint" className="text-sm text-slate-600">
          Pick the sports you play. We use them to suggest the soles that suit you.
        </p>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {SPORTS.map((sport) => {
            const Icon = ICONS[sport.id];
            return (
              <li key={sport.id}>
                <ChoiceCard
                  type="checkbox"
                  look="soft"
                  id={`sport-${sport.id}`}
                  name={SPORTS_FIELD}
                  value={sport.id}
                  defaultChecked={initial.includes(sport.id)}
                  className="group flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-xl p-3 text-sm"
                >
                  <Check
                    aria-hidden="true"
                    className="absolute top-2 right-2 hidden size-4 text-teal-700 group-has-checked:block"
                  />
                  <Icon aria-hidden="true" className="size-6" />
                  {sport.label}
                </ChoiceCard>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Button type="submit" disabled={busy} className="mt-6">
        {busy ? "Saving..." : "Save Preferences"}
      </Button>
      <ActionMessage message={answer?.message} className="mt-4" />
    </fetcher.Form>
  );
}
