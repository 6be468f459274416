import { Slider } from "~/components/ui/slider";
import { ARCH_CHOICES, HEEL_CHOICES, OCCASION_CHOICES } from "~/features/designer/labels";
import {
  HEIGHT_CM,
  type HeelProfile,
  RESULT_DEBOUNCE_MS,
  WEAR_HOURS,
  designFor,
  formatHours,
} from "~/features/designer/rules";
import { useHydrated } from "~/lib/use-hydrated";

import { ChoiceGroup } from "./choice-group";
import { DesignResult } from "./design-result";
import { FootModel } from "./foot-model";
import { cardClassName } from "./styles";
import { useDebounced } from "./use-debounced";

/**
 * The AI Designer tab: the profile on the left, the foot model and the design on the right. The
 * profile lives in the page, so it survives a switch of tabs.
 */
export function DesignerPanel({
  profile,
  setProfile,
}: {
  profile: HeelProfile;
  setProfile: (update: (current: HeelProfile) => HeelProfile) => void;
}) {
  const hydrated = useHydrated();
  const settled = useDebounced(profile, RESULT_DEBOUNCE_MS);
  const update = (change: Partial<HeelProfile>) => setProfile((current) => ({ ...current, ...change }));
  const shownHeight = profile.heightCm ?? HEIGHT_CM.initial;

  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">Design Your Perfect Heel</h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Tell the designer about your height, your feet and your day. It balances heel height, arch support and
        cushioning for you.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="profile-heading" className={cardClassName}>
          <h3 id="profile-heading" className="text-lg font-semibold text-slate-900">
            Your Profile
          </h3>
          {/* Disabled until hydrated, so no early change is lost. */}
          <fieldset
            disabled={!hydrated}
            aria-labelledby="profile-heading"
            className="mt-4 grid min-w-0 gap-6"
          >
            <Slider
              label="Height"
              min={HEIGHT_CM.min}
              max={HEIGHT_CM.max}
              step={HEIGHT_CM.step}
              value={shownHeight}
              valueText={`${shownHeight} cm`}
              onChange={(heightCm) => update({ heightCm })}
            />
            <ChoiceGroup
              legend="Foot Arch Type"
              name="arch-type"
              choices={ARCH_CHOICES}
              value={profile.archType}
              onChange={(archType) => update({ archType })}
            />
            <ChoiceGroup
              legend="Heel Style"
              name="heel-style"
              choices={HEEL_CHOICES}
              value={profile.heelStyle}
              onChange={(heelStyle) => update({ heelStyle })}
              columns="sm:grid-cols-4"
            />
            <Slider
              label="Wear Duration"
              min={WEAR_HOURS.min}
              max={WEAR_HOURS.max}
              step={WEAR_HOURS.step}
              value={profile.wearHours}
              valueText={formatHours(profile.wearHours)}
              onChange={(wearHours) => update({ wearHours })}
            />
            <ChoiceGroup
              legend="Occasion"
              name="occasion"
              choices={OCCASION_CHOICES}
              value={profile.occasion}
              onChange={(occasion) => update({ occasion })}
              columns="sm:grid-cols-4"
            />
          </fieldset>
        </section>
        <div className={`grid content-start gap-6 ${cardClassName}`}>
          <FootModel />
          <DesignResult design={designFor(settled)} pending={settled !== profile} />
        </div>
      </div>
    </div>
  );
}
