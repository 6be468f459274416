import { Slider } from "~/components/ui/slider";
import { ADAPTIQ_FIELDS } from "~/features/adaptiq/form";
import { PACE_RANGE, WEIGHT_RANGE, formatProfileValue } from "~/features/adaptiq/profile";

import { cardClassName } from "~/components/ui/styles";

type Values = { weight: number; pace: number };

/**
 * Weight and pace, shown for context: they do not change the simulated result (docs/product.md,
 * AdaptIQ demo). Native ranges of the page's form, starting at `defaults` (the query's, else the
 * documented defaults); `values`
 * are the live ones their labels show.
 */
export function ProfileSliders({ defaults, values }: { defaults: Values; values: Values }) {
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
          name={ADAPTIQ_FIELDS.weight}
          defaultValue={defaults.weight}
          min={WEIGHT_RANGE.min}
          max={WEIGHT_RANGE.max}
          step={WEIGHT_RANGE.step}
          valueText={formatProfileValue(values.weight, WEIGHT_RANGE)}
        />
        <Slider
          label="Pace"
          name={ADAPTIQ_FIELDS.pace}
          defaultValue={defaults.pace}
          min={PACE_RANGE.min}
          max={PACE_RANGE.max}
          step={PACE_RANGE.step}
          valueText={formatProfileValue(values.pace, PACE_RANGE)}
        />
      </div>
    </section>
  );
}
