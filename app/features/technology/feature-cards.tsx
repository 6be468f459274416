import { TECHNOLOGY_FEATURES } from "~/features/technology/content";

/** The four headline features, each with its figure. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mt-16">
      <h2 id="features-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Engineered to Adapt
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TECHNOLOGY_FEATURES.map((feature) => {
          const Icon = feature.icon;
          return (
            <li
              key={feature.title}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{feature.description}</p>
              <p className="mt-4 border-t border-slate-200 pt-4">
                <span className="block text-2xl font-bold text-teal-800">{feature.stat.value}</span>
                <span className="text-sm text-slate-600">{feature.stat.label}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
