import { CircleCheck, Play } from "lucide-react";

import { reveal } from "~/components/reveal-on-scroll";
import { TECHNOLOGY_POINTS } from "~/features/landing/content";
import { PRODUCT_NAME } from "~/lib/product";

import { SectionHeading } from "./section-heading";

export function Technology() {
  return (
    <section id="technology" aria-labelledby="technology-title" className="bg-slate-900 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="technology-title"
          tone="dark"
          eyebrow="Technology"
          title="Revolutionary Technology"
          intro={`Years of material science and sports research went into every ${PRODUCT_NAME} base and sole.`}
        />

        <div className="mt-14 grid items-center gap-10 lg:grid-cols-2">
          {/* A placeholder only: there is no video yet, so nothing here is playable or focusable. */}
          <div
            {...reveal(0)}
            className="flex aspect-video flex-col items-center justify-center gap-4 rounded-2xl bg-gradient-to-br from-slate-800 to-teal-900 p-6 text-center ring-1 ring-white/10"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-16 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/30 sm:size-20"
            >
              <Play className="ml-1 size-8 fill-current text-white sm:size-10" />
            </span>
            <p className="text-base font-medium text-white sm:text-lg">Demonstration video coming soon</p>
          </div>

          <ul className="space-y-6">
            {TECHNOLOGY_POINTS.map((point, i) => (
              <li key={point.title} {...reveal(i)} className="flex gap-4">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-300" />
                <p className="text-lg text-slate-300">
                  <strong className="font-semibold text-white">{point.title}</strong> {point.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
