import { reveal } from "~/components/reveal-on-scroll";
import { ChoiceCard } from "~/components/ui/choice-card";
import { DEFAULT_SOLE_ID, SOLES, SWAP_STEPS, type SoleId } from "~/features/landing/soles";
import { PRODUCT_NAME } from "~/lib/product";

import { SectionHeading } from "./section-heading";

/**
 * What shows only while a sole's radio is checked. Written out whole, so Tailwind finds each class
 * in the source; the ids are the radios' (`sole-<id>`).
 */
const SHOWN_WHEN_CHECKED: Record<SoleId, string> = {
  trail: "group-has-[#sole-trail:checked]:block",
  tennis: "group-has-[#sole-tennis:checked]:block",
  street: "group-has-[#sole-street:checked]:block",
  gym: "group-has-[#sole-gym:checked]:block",
};

/**
 * Native radios, styled as buttons: the sole chosen (by tap, or the arrow keys) shows its image and
 * description at once through CSS, before any script has run and without one. React keeps no state
 * here, so hydration never undoes a choice already made.
 */
export function SoleSelector() {
  return (
    <section id="demo" aria-labelledby="demo-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="demo-title"
          eyebrow="Try the demo"
          title="Choose Your Sole"
          intro="Pick a sport to see the sole built for it. The base stays the same; only the sole changes."
        />

        <div className="group mt-14 grid items-center gap-10 lg:grid-cols-2">
          <div {...reveal(0)} className="rounded-3xl bg-gradient-to-br from-teal-50 to-slate-100 p-6 sm:p-10">
            {SOLES.map((sole) => (
              <img
                key={sole.id}
                src={sole.image}
                width={640}
                height={400}
                loading="lazy"
                alt={`The ${PRODUCT_NAME} shoe fitted with the ${sole.name} sole`}
                data-sole={sole.id}
                className={`hidden h-auto w-full ${SHOWN_WHEN_CHECKED[sole.id]}`}
              />
            ))}
          </div>

          <div {...reveal(1)}>
            <fieldset>
              <legend className="sr-only">Sole</legend>
              <div className="grid grid-cols-2 gap-3">
                {SOLES.map((sole) => (
                  <ChoiceCard
                    key={sole.id}
                    type="radio"
                    look="solid"
                    id={`sole-${sole.id}`}
                    name="sole"
                    value={sole.id}
                    defaultChecked={sole.id === DEFAULT_SOLE_ID}
                    className="flex min-h-12 items-center rounded-xl px-4 py-3 text-left text-sm sm:text-base"
                  >
                    {sole.name}
                  </ChoiceCard>
                ))}
              </div>
            </fieldset>

            <div aria-live="polite" className="mt-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              {SOLES.map((sole) => (
                <div key={sole.id} data-sole={sole.id} className={`hidden ${SHOWN_WHEN_CHECKED[sole.id]}`}>
                  <h3 className="text-xl font-semibold text-slate-900">{sole.name} sole</h3>
                  <p className="mt-2 text-slate-700">{sole.description}</p>
                </div>
              ))}
            </div>
          </div>
        </div>

        <div {...reveal(0)} className="mt-16">
          <h3 className="text-center text-2xl font-bold text-slate-900">Swap a Sole in Four Steps</h3>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SWAP_STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <p className="mt-4 text-slate-700">
                  <strong className="block font-semibold text-slate-900">{step.title}.</strong> {step.detail}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
