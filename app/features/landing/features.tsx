import { FEATURES } from "~/features/landing/content";

import { IconCard } from "./icon-card";
import { SectionHeading } from "./section-heading";

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Built For Performance"
          intro="Every detail of the base and its soles is designed to keep up with you, whatever the sport."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((card, i) => (
            <IconCard key={card.title} card={card} index={i} className="bg-white" />
          ))}
        </ul>
      </div>
    </section>
  );
}
