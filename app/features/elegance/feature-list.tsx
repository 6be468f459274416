import type { LucideIcon } from "lucide-react";

export type Feature = { icon: LucideIcon; title: string; text: string };

/** A static list of explained features, as cards. */
export function FeatureList({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-3 text-base font-semibold text-slate-900">{title}</h3>
          <p className="mt-1.5 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
