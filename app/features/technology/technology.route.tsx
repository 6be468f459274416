import { ArrowRight, FlaskConical } from "lucide-react";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/product";
import { COMPANION_APP_TOAST } from "~/features/technology/content";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS } from "~/lib/anonymous-page";

import type { Route } from "./+types/technology.route";
import { CompanionApp } from "./companion-app";
import { Explorer } from "./explorer";
import { FeatureCards } from "./feature-cards";
import { ModelPlaceholder } from "./model-placeholder";

/** Download App: the app is not out yet, so it answers "coming soon" (docs/product.md, Technology page). */
export function action() {
  return { message: { ...COMPANION_APP_TOAST } };
}

// Its anonymous render depends on the address alone, and a signed-in one differs only in the header's
// account items (server/page-cache.ts may keep it and serve it to both).
export const handle = SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.technology, publicUrlFromMatches(matches));
}

export default function TechnologyPage({ actionData }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Technology</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          The Intelligence Inside Every Step
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          {PRODUCT_NAME} pairs a modular sole system with AdaptIQ, a neural AI that senses the ground and your
          stride and retunes the sole as you move.
        </p>
      </header>

      <FeatureCards />
      <Explorer />
      <ModelPlaceholder />
      <CompanionApp message={actionData?.message} />

      <section
        aria-labelledby="cta-heading"
        className="mt-16 rounded-2xl bg-teal-50 p-6 text-center ring-1 ring-teal-100 sm:p-10"
      >
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Feel the Technology for Yourself
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">
          Try the interactive demos in the Lab, or create an account to run the AdaptIQ simulator.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/lab" className={buttonClass({ variant: "secondary" })}>
            <FlaskConical aria-hidden="true" className="size-4" />
            Explore the Lab
          </Link>
          <Link to="/auth" className={buttonClass()}>
            Get Started
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </main>
  );
}
