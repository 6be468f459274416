import { CircleCheck } from "lucide-react";

import { UrlTabs } from "~/components/ui/url-tabs";
import { EXPLORER_TABS, type ExplorerTab } from "~/features/technology/content";

/**
 * The technology explorer: four tabs in the address (`?tab=`), Neural AI first. Each is a link the
 * server answers without JavaScript; with it they switch in place, arrow keys moving between them.
 */
export function Explorer() {
  return (
    <section aria-labelledby="explorer-heading" className="mt-16">
      <h2 id="explorer-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Technology Explorer
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Look inside the four systems that work together in every step.
      </p>
      <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <UrlTabs
          id="explorer"
          label="Technology explorer"
          listClassName="flex-wrap"
          triggerClassName="min-w-32"
          tabs={EXPLORER_TABS.map((tab) => {
            const Icon = tab.icon;
            return {
              value: tab.id,
              label: (
                <>
                  <Icon aria-hidden="true" className="hidden size-4 flex-none sm:block" />
                  {tab.name}
                </>
              ),
              panel: <ExplorerPanel tab={tab} />,
            };
          })}
        />
      </div>
    </section>
  );
}

function ExplorerPanel({ tab }: { tab: ExplorerTab }) {
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <h3 className="text-xl font-semibold text-slate-900">{tab.title}</h3>
        {tab.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-slate-700">
            {paragraph}
          </p>
        ))}
        <ul className="mt-5 space-y-3">
          {tab.points.map((point) => (
            <li key={point} className="flex gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 flex-none text-teal-700" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid content-start gap-4 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
        {tab.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-xl bg-teal-50 p-4 ring-1 ring-teal-100"
          >
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="text-2xl font-bold text-teal-800">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
