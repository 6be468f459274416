import { BENEFITS } from "~/features/landing/content";
import { PRODUCT_NAME } from "~/lib/product";

import { IconCard } from "./icon-card";
import { SectionHeading } from "./section-heading";

export function ProductBenefits() {
  return (
    <section id="product" aria-labelledby="product-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="product-title"
          eyebrow="The product"
          title="One Shoe, Every Sport"
          intro={`${PRODUCT_NAME} pairs a single shoe base with detachable soles, so you change the sole, not the shoe, whenever your sport changes.`}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {BENEFITS.map((card, i) => (
            <IconCard key={card.title} card={card} index={i} className="bg-white" />
          ))}
        </ul>
      </div>
    </section>
  );
}
