import { Slider } from "~/components/ui/slider";
import { PACE_RANGE, WEIGHT_RANGE, clampToRange, formatProfileValue } from "~/features/adaptiq/profile";

import { cardClassName } from "~/components/ui/styles";

/** Weight and pace, shown for context: per the spec they do not change the simulated result. */
export function ProfileSliders({
  weight,
  pace,
  onWeightChange,
  onPaceChange,
}: {
  weight: number;
  pace: number;
  onWeightChange: (value: number) => void;
  onPaceChange: (value: number) => void;
}) {
  return (
    <section aria-labelledby="profile-heading" className={cardClassName}>
      <h2 id="profile-heading" className="text-xl font-bold text-slate-900">
        Your Profile
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Tell AdaptIQ about your stride. In this demo your profile is shown for context and does not change the
        result.
      </p>
      <div className="mt-6 grid gap-6">
        <Slider
          label="Weight"
          value={weight}
          min={WEIGHT_RANGE.min}
          max={WEIGHT_RANGE.max}
          step={WEIGHT_RANGE.step}
          valueText={formatProfileValue(weight, WEIGHT_RANGE)}
          onChange={(value) => onWeightChange(clampToRange(value, WEIGHT_RANGE))}
        />
        <Slider
          label="Pace"
          value={pace}
          min={PACE_RANGE.min}
          max={PACE_RANGE.max}
          step={PACE_RANGE.step}
          valueText={formatProfileValue(pace, PACE_RANGE)}
          onChange={(value) => onPaceChange(clampToRange(value, PACE_RANGE))}
        />
      </div>
    </section>
  );
}
