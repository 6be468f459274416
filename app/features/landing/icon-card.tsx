import { reveal } from "~/components/reveal-on-scroll";
import type { Card } from "~/features/landing/content";

/** A card with a decorative icon, an h3 and a description; `index` staggers its entrance. */
export function IconCard({ card, index, className = "" }: { card: Card; index: number; className?: string }) {
  const Icon = card.icon;
  return (
    <li {...reveal(index)} className={"rounded-2xl p-6 shadow-sm ring-1 ring-slate-200 " + className}>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-2 text-slate-600">{card.description}</p>
    </li>
  );
}
