import { data } from "react-router";

import { Faq } from "~/components/landing/faq";
import { Features } from "~/components/landing/features";
import { Hero } from "~/components/landing/hero";
import { ProductBenefits } from "~/components/landing/product-benefits";
import { SiteFooter } from "~/components/landing/site-footer";
import { SoleSelector } from "~/components/landing/sole-selector";
import { Sustainability } from "~/components/landing/sustainability";
import { Technology } from "~/components/landing/technology";
import { Testimonials } from "~/components/landing/testimonials";
import { WaitlistSection } from "~/components/landing/waitlist-section";
import { unreachableWaitlistAnswer, waitlistFormResponse } from "~/features/waitlist/answer";
import { waitlistInputFrom, waitlistValuesFrom } from "~/features/waitlist/form-state";
import { joinWaitlistRequest } from "~/features/waitlist/join.server";
import { PAGES, landingStructuredData, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = publicUrlFromMatches(matches);
  const tags = pageMeta(PAGES.home, publicUrl);
  // React Router renders this as <script type="application/ld+json">, escaping "<" in the JSON.
  return publicUrl ? [...tags, { "script:ld+json": landingStructuredData(publicUrl) }] : tags;
}

/**
 * The waitlist form's action, posted natively without JavaScript and through a fetcher with it:
 * the same work as POST /api/waitlist (features/waitlist/join.server.ts), answered for the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (or not readable) is an empty form: a 400, never a 500.
  const form = await request.formData().catch(() => new FormData());
  const outcome = await joinWaitlistRequest({
    db: context.db,
    checkLimit: () => context.rateLimit("waitlist"),
    readInput: async () => waitlistInputFrom(form),
    logError: context.logError,
  });
  const { answer, status, headers } = waitlistFormResponse(outcome, waitlistValuesFrom(form));
  return data(answer, { status, headers });
}

/**
 * With JavaScript the form posts through a fetcher: a request that never reaches the action, or a
 * server error it did not answer itself, is the spec's "Error" toast, not the error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return unreachableWaitlistAnswer();
  }
}

export default function Home({ actionData }: Route.ComponentProps) {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <Hero />
        <ProductBenefits />
        <SoleSelector />
        <Features />
        <Technology />
        <Sustainability />
        <Testimonials />
        <WaitlistSection result={actionData} />
        <Faq />
      </main>
      <SiteFooter />
    </>
  );
}
