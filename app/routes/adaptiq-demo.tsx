import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { PACE_RANGE, WEIGHT_RANGE } from "~/features/adaptiq/profile";
import { DEFAULT_SPORT_ID, findSport } from "~/features/adaptiq/sports";
import { requireUser } from "~/lib/guards.server";
import { PRODUCT_NAME } from "~/lib/product";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

import type { Route } from "./+types/adaptiq-demo";
import { ProfileSliders } from "./adaptiq-demo/profile-sliders";
import { Simulator } from "./adaptiq-demo/simulator";
import { SportPicker } from "./adaptiq-demo/sport-picker";

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context.user);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.adaptiqDemo, publicUrlFromMatches(matches));
}

export default function AdaptiqDemo() {
  const [sportId, setSportId] = useState(DEFAULT_SPORT_ID);
  const [weight, setWeight] = useState(WEIGHT_RANGE.defaultValue);
  const [pace, setPace] = useState(PACE_RANGE.defaultValue);
  const hydrated = useHydrated();
  const sport = findSport(sportId);

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

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <SportPicker selectedId={sportId} onSelect={setSportId} disabled={!hydrated} />
        <ProfileSliders weight={weight} pace={pace} onWeightChange={setWeight} onPaceChange={setPace} />
      </div>

      <div className="mt-6">
        <Simulator sportName={sport.name} />
      </div>
    </main>
  );
}
