import { ChevronDown } from "lucide-react";

import { reveal } from "~/components/reveal-on-scroll";
import { FAQ_ITEMS } from "~/features/landing/faq";

import { SectionHeading } from "./section-heading";

/**
 * Native disclosures: each question opens and closes on its own, by click, Enter or Space, before
 * any script has run and without one. React renders no `open` state, so hydration never closes an
 * answer the visitor already opened.
 */
export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="faq-title"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          intro="Everything you need to know before launch."
        />
        <div className="mt-12 divide-y divide-slate-200 border-y border-slate-200">
          {FAQ_ITEMS.map((item, i) => (
            <details key={item.id} id={`faq-${item.id}`} className="group" {...reveal(i, 0.1)}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-slate-900 hover:text-teal-800 [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-teal-700 group-open:rotate-180 motion-safe:transition-transform"
                />
              </summary>
              <div className="pb-5 text-slate-700">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
