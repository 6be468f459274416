import { Download, Smartphone } from "lucide-react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { ActionMessage } from "~/components/action-message";
import { COMPANION_APP_POINTS } from "~/features/technology/content";
import { PRODUCT_NAME } from "~/lib/product";
import type { ToastInput } from "~/vocabulary";

/** Where the section starts: the page comes back here after a Download App without JavaScript. */
export const COMPANION_APP_ID = "companion-app";

/**
 * The companion app teaser: the app is not out yet, so Download App posts to the page's action,
 * which says it is coming soon (a toast with JavaScript, a message here without).
 */
export function CompanionApp({ message }: { message?: ToastInput }) {
  const fetcher = useFetcher<{ message: ToastInput }>();
  return (
    <section
      id={COMPANION_APP_ID}
      aria-labelledby="app-heading"
      className="mt-16 grid scroll-mt-24 items-center gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-3"
    >
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Coming soon</p>
        <h2 id="app-heading" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          The {PRODUCT_NAME} Companion App
        </h2>
        <p className="mt-3 text-slate-600">
          Your shoes work on their own. The app shows you what they have learned.
        </p>
        <ul className="mt-5 space-y-3">
          {COMPANION_APP_POINTS.map((point) => {
            const Icon = point.icon;
            return (
              <li key={point.text} className="flex gap-3 text-slate-700">
                <Icon aria-hidden="true" className="mt-0.5 size-5 flex-none text-teal-700" />
                {point.text}
              </li>
            );
          })}
        </ul>
        <fetcher.Form method="post" action={`/technology#${COMPANION_APP_ID}`} className="mt-6">
          <Button type="submit">
            <Download aria-hidden="true" className="size-4" />
            Download App
          </Button>
        </fetcher.Form>
        <ActionMessage message={fetcher.data?.message ?? message} className="mt-4" />
      </div>
      <div
        aria-hidden="true"
        className="mx-auto hidden h-56 w-32 items-center justify-center rounded-3xl bg-slate-900 ring-4 ring-slate-300 sm:flex"
      >
        <Smartphone className="size-12 text-teal-300" />
      </div>
    </section>
  );
}
