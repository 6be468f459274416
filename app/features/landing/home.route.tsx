import { Faq } from "~/features/landing/faq-section";
import { Features } from "~/features/landing/features";
import { Hero } from "~/features/landing/hero";
import { ProductBenefits } from "~/features/landing/product-benefits";
import { SoleSelector } from "~/features/landing/sole-selector";
import { Sustainability } from "~/features/landing/sustainability";
import { Technology } from "~/features/landing/technology";
import { Testimonials } from "~/features/landing/testimonials-section";
import { type WaitlistAnswer, unreachable } from "~/features/waitlist/answer";
import { answerJoinForm } from "~/features/waitlist/join-form.server";
import { WaitlistSection } from "~/features/waitlist/section";
import { PAGES, landingStructuredData, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS } from "~/lib/anonymous-page";

import type { Route } from "./+types/home.route";

// Its anonymous render depends on the address alone, and a signed-in one differs only in the header's
// account items (server/page-cache.ts may keep it and serve it to both).
export const handle = SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS;

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = publicUrlFromMatches(matches);
  const tags = pageMeta(PAGES.home, publicUrl);
  // React Router renders this as <script type="application/ld+json">, escaping "<" in the JSON.
  return publicUrl ? [...tags, { "script:ld+json": landingStructuredData(publicUrl) }] : tags;
}

/** The waitlist form's action (app/features/waitlist/join-form.server.ts). */
export async function action(args: Route.ActionArgs) {
  return answerJoinForm(args);
}

/**
 * With JavaScript the form posts through a fetcher: a request that never reaches the action, or a
 * server error it did not answer itself, is the "Error" toast (docs/product.md, Toasts), not the error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { message: unreachable() } satisfies WaitlistAnswer;
  }
}

export default function Home({ actionData }: Route.ComponentProps) {
  return (
    <main id="main-content" tabIndex={-1}>
      <Hero />
      <ProductBenefits />
      <SoleSelector />
      <Features />
      <Technology />
      <Sustainability />
      <Testimonials />
      <WaitlistSection answer={actionData} />
      <Faq />
    </main>
  );
}
