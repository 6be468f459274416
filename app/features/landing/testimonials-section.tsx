import { Star } from "lucide-react";

import { reveal } from "~/components/reveal-on-scroll";
import { ratingLabel, starFills, type StarFill } from "~/features/landing/stars";
import { TESTIMONIALS } from "~/features/landing/testimonials";

import { SectionHeading } from "./section-heading";

// The testimonials section has no anchor (docs/product.md, Landing page): its heading labels it.
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What Our Testers Say"
          intro="Athletes tried early prototypes on trails, courts and gym floors. Here is what they told us."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t, i) => (
            <li
              key={t.name}
              {...reveal(i)}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <StarRating rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>“{t.content}”</p>
              </blockquote>
              <div className="mt-6 flex items-center gap-4">
                <img
                  src={t.image}
                  width={56}
                  height={56}
                  loading="lazy"
                  alt={`Portrait of ${t.name}`}
                  className="size-14 rounded-full"
                />
                <div>
                  <h3 className="font-semibold text-slate-900">{t.name}</h3>
                  <p className="text-sm text-slate-600">{t.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={ratingLabel(rating)} className="flex gap-1">
      {starFills(rating).map((fill, i) => (
        <StarIcon key={i} fill={fill} />
      ))}
    </div>
  );
}

function StarIcon({ fill }: { fill: StarFill }) {
  return fill === "full" ? (
    <Star aria-hidden="true" data-star="full" className="size-5 fill-amber-400 stroke-amber-600" />
  ) : (
    <Star aria-hidden="true" data-star="empty" className="size-5 stroke-slate-400" />
  );
}
