import { ChevronDown } from "lucide-react";
import { useState } from "react";

import { reveal } from "~/components/reveal-on-scroll";
import { FAQ_ITEMS, toggleOpen } from "~/features/landing/faq";

import { SectionHeading } from "./section-heading";

/**
 * Each answer is always rendered; app.css hides closed ones only when JavaScript runs (the `js`
 * class), so visitors without JavaScript can read every answer.
 */
export function Faq() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

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
          {FAQ_ITEMS.map((item, i) => {
            const expanded = open.has(item.id);
            const buttonId = `faq-question-${item.id}`;
            const panelId = `faq-answer-${item.id}`;
            return (
              <div key={item.id} {...reveal(i, 0.1)}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggleOpen(current, item.id))}
                    className="flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-slate-900 hover:text-teal-800"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className={
                        "size-5 shrink-0 text-teal-700 motion-safe:transition-transform " +
                        (expanded ? "rotate-180" : "")
                      }
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  data-faq-panel=""
                  data-state={expanded ? "open" : "closed"}
                  className="pb-5 text-slate-700"
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
