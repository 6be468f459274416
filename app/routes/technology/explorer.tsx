import { CircleCheck } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { EXPLORER_TABS } from "~/features/technology/content";

/** The technology explorer: four Radix tabs (arrow keys move between them), Neural AI first. */
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
        <Tabs defaultValue={EXPLORER_TABS[0]!.id}>
          <TabsList aria-label="Technology explorer" className="flex-wrap">
            {EXPLORER_TABS.map((tab) => {
              const Icon = tab.icon;
              return (
                <TabsTrigger key={tab.id} value={tab.id} className="min-w-32">
                  <Icon aria-hidden="true" className="hidden size-4 flex-none sm:block" />
                  {tab.name}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {EXPLORER_TABS.map((tab) => (
            <TabsContent key={tab.id} value={tab.id}>
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
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
