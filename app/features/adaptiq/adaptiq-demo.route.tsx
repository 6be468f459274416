import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";

import { parseAdaptiqForm } from "~/features/adaptiq/form";
import { initialSimulation } from "~/features/adaptiq/simulation";
import { requireUser } from "~/platform/guards.server";
import { SAME_FOR_THE_ACCOUNT } from "~/lib/anonymous-page";
import { PRODUCT_NAME } from "~/lib/product";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { useFormValues } from "~/lib/use-form-values";

import type { Route } from "./+types/adaptiq-demo.route";
import { ProfileSliders } from "./profile-sliders";
import { Simulator, useSimulation } from "./simulator";
import { SportPicker } from "./sport-picker";

/** The sport, the sliders and whether Start was sent, as the page's GET form put them in the query. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return { form: parseAdaptiqForm(new URL(request.url).searchParams) };
}

export const shouldRevalidate = revalidateUnlessViewChange;

// The page shows the user and the address's choices, nothing another request changes
// (server/page-cache.ts keeps each account's render; decision 035).
export const handle = SAME_FOR_THE_ACCOUNT;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.adaptiqDemo, publicUrlFromMatches(matches));
}

/**
 * One GET form holds the sport radios, the sliders and Start. Without JavaScript, Start sends it
 * and the server renders the finished run with the choices kept; with JavaScript Start animates
 * the run in place. The inputs hold the values, so a choice made before the scripts ran is kept.
 */
export default function AdaptiqDemo({ loaderData }: Route.ComponentProps) {
  const initial = loaderData.form;
  const formRef = useRef<HTMLFormElement>(null);
  const values = useFormValues(formRef, parseAdaptiqForm, initial);
  const { simulation, start } = useSimulation(initialSimulation(initial.simulated));

  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <Link
        to="/dashboard"
        className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-teal-700 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>

      <header className="mt-4">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">AdaptIQ demo</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          AdaptIQ Neural Simulator
        </h1>
        <p className="mt-3 max-w-2xl text-slate-600">
          Pick a sport, set your profile and watch AdaptIQ tune the flexibility, stability and traction of
          your {PRODUCT_NAME} sole in real time.
        </p>
      </header>

      {/* `group`: the checked sport radio shows its settings by CSS (see SHOWN_FOR_SPORT). */}
      <form
        ref={formRef}
        method="get"
        action="/adaptiq-demo"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
        className="group"
      >
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <SportPicker defaultSportId={initial.sportId} />
          <ProfileSliders defaults={initial} values={values} />
        </div>
        <div className="mt-6">
          <Simulator simulation={simulation} sportId={values.sportId} />
        </div>
      </form>
    </main>
  );
}
