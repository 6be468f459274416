import { useRef } from "react";

import { Button } from "~/components/ui/button";
import { Slider } from "~/components/ui/slider";
import { ARCH_CHOICES, HEEL_CHOICES, OCCASION_CHOICES } from "~/features/elegance/designer-labels";
import { PROFILE_FIELDS, parseProfile } from "~/features/elegance/designer-profile-form";
import {
  HEIGHT_CM,
  type HeelProfile,
  RESULT_DEBOUNCE_MS,
  WEAR_HOURS,
  formatHours,
  isProfileComplete,
  sameProfile,
  shownDesign,
} from "~/features/elegance/designer-rules";
import { useFormValues } from "~/lib/use-form-values";
import { useHydrated } from "~/lib/use-hydrated";

import { ChoiceGroup } from "./choice-group";
import { DesignResult } from "./design-result";
import { FootModel } from "./foot-model";
import { cardClassName } from "./styles";
import { useDebounced } from "./use-debounced";

/**
 * The AI Designer tab: the profile on the left, the foot model and the design on the right. The
 * profile is one GET form of native inputs. Without JavaScript its button sends it and the server
 * renders the design (`initialProfile`, read from the query); with JavaScript the design follows
 * the inputs as they change, a second after the last change, and the button goes away. The inputs
 * hold the values, so what a visitor set before the scripts ran is kept.
 */
export function DesignerPanel({ initialProfile }: { initialProfile: HeelProfile }) {
  const formRef = useRef<HTMLFormElement>(null);
  const profile = useFormValues(formRef, parseProfile, initialProfile);
  const settled = useDebounced(profile, RESULT_DEBOUNCE_MS, sameProfile);
  const hydrated = useHydrated();

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
          <form
            ref={formRef}
            method="get"
            action="/elegance"
            // With JavaScript the design is already live: Enter in the form has nothing to send.
            onSubmit={(event) => event.preventDefault()}
            className="mt-4 grid min-w-0 gap-6"
          >
            <Slider
              label="Height"
              name={PROFILE_FIELDS.height}
              min={HEIGHT_CM.min}
              max={HEIGHT_CM.max}
              step={HEIGHT_CM.step}
              defaultValue={initialProfile.heightCm}
              valueText={`${profile.heightCm} cm`}
            />
            <ChoiceGroup
              legend="Foot Arch Type"
              name={PROFILE_FIELDS.arch}
              choices={ARCH_CHOICES}
              defaultValue={initialProfile.archType}
            />
            <ChoiceGroup
              legend="Heel Style"
              name={PROFILE_FIELDS.heel}
              choices={HEEL_CHOICES}
              defaultValue={initialProfile.heelStyle}
              columns="sm:grid-cols-4"
            />
            <Slider
              label="Wear Duration"
              name={PROFILE_FIELDS.hours}
              min={WEAR_HOURS.min}
              max={WEAR_HOURS.max}
              step={WEAR_HOURS.step}
              defaultValue={initialProfile.wearHours}
              valueText={formatHours(profile.wearHours)}
            />
            <ChoiceGroup
              legend="Occasion"
              name={PROFILE_FIELDS.occasion}
              choices={OCCASION_CHOICES}
              defaultValue={initialProfile.occasion}
              columns="sm:grid-cols-4"
            />
            {/* Only without JavaScript (or before it runs): with it the design needs no sending. */}
            <Button type="submit" accent="rose" hidden={hydrated} className="justify-self-start">
              Show My Design
            </Button>
          </form>
        </section>
        <div className={`grid content-start gap-6 ${cardClassName}`}>
          <FootModel />
          <DesignResult
            design={shownDesign(profile, settled)}
            pending={isProfileComplete(profile) && !sameProfile(profile, settled)}
          />
        </div>
      </div>
    </div>
  );
}
