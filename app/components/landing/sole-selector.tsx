import { useState } from "react";

import { reveal } from "~/components/reveal-on-scroll";
import { DEFAULT_SOLE_ID, SOLES, SWAP_STEPS, findSole, type SoleId } from "~/features/landing/soles";
import { PRODUCT_NAME } from "~/lib/product";

import { SectionHeading } from "./section-heading";

export function SoleSelector() {
  const [selectedId, setSelectedId] = useState<SoleId>(DEFAULT_SOLE_ID);
  const selected = findSole(selectedId);

  return (
    <section id="demo" aria-labelledby="demo-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="demo-title"
          eyebrow="Try the demo"
          title="Choose Your Sole"
          intro="Pick a sport to see the sole built for it. The base stays the same; only the sole changes."
        />

        <div className="mt-14 grid items-center gap-10 lg:grid-cols-2">
          <div {...reveal(0)} className="rounded-3xl bg-gradient-to-br from-teal-50 to-slate-100 p-6 sm:p-10">
            <img
              src={selected.image}
              width={640}
              height={400}
              loading="lazy"
              alt={`The ${PRODUCT_NAME} shoe fitted with the ${selected.name} sole`}
              className="h-auto w-full"
            />
          </div>

          <div {...reveal(1)}>
            <div role="group" aria-label="Sole" className="grid grid-cols-2 gap-3">
              {SOLES.map((sole) => {
                const pressed = sole.id === selectedId;
                return (
                  <button
                    key={sole.id}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => setSelectedId(sole.id)}
                    className={
                      "min-h-12 rounded-xl border-2 px-4 py-3 text-left text-sm font-semibold sm:text-base " +
                      (pressed
                        ? "border-teal-700 bg-teal-700 text-white"
                        : "border-slate-200 bg-white text-slate-800 hover:border-teal-700 hover:text-teal-800")
                    }
                  >
                    {sole.name}
                  </button>
                );
              })}
            </div>

            <div aria-live="polite" className="mt-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h3 className="text-xl font-semibold text-slate-900">{selected.name} sole</h3>
              <p className="mt-2 text-slate-700">{selected.description}</p>
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
