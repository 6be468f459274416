import type { ReactNode } from "react";

import { cardClassName } from "~/components/ui/styles";

import { formatCount } from "./format";

/** One figure as the team pages show it: a count, its rates, and what it counts. */
export type Figure = { label: string; count: number; rates: string[]; meaning: string };

/** A titled part of a team page: its h2 names it for the page's outline and for its landmark. */
export function TeamSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Named figures, each with what it means (the overview's funnel, the line now, admission). */
export function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className={`${cardClassName} grid content-start gap-1 p-4 sm:p-5`}>
          <dt className="font-semibold text-slate-800">{item.label}</dt>
          <dd className="text-3xl font-bold text-slate-900 tabular-nums">{formatCount(item.count)}</dd>
          {item.rates.map((rate) => (
            <dd key={rate} className="text-sm font-semibold text-teal-800">
              {rate}
            </dd>
          ))}
          <dd className="text-sm text-slate-700">{item.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
