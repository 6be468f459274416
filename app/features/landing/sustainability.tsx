import { SUSTAINABILITY_POINTS } from "~/features/landing/content";

import { IconCard } from "./icon-card";
import { SectionHeading } from "./section-heading";

export function Sustainability() {
  return (
    <section id="sustainability" aria-labelledby="sustainability-title" className="bg-teal-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="sustainability-title"
          eyebrow="Sustainability"
          title="Sustainability By Design"
          intro="A shoe you repair by swapping a sole is a shoe you keep. Less waste is built into every part of it."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {SUSTAINABILITY_POINTS.map((card, i) => (
            <IconCard key={card.title} card={card} index={i} className="bg-white" />
          ))}
        </ul>
      </div>
    </section>
  );
}
