import { Faq } from "~/features/landing/faq-section";
import { Features } from "~/features/landing/features";
import { Hero } from "~/features/landing/hero";
import { ProductBenefits } from "~/features/landing/product-benefits";
import { SoleSelector } from "~/features/landing/sole-selector";
import { Sustainability } from "~/features/landing/sustainability";
import { Technology } from "~/features/landing/technology";
import { Testimonials } from "~/features/landing/testimonials-section";
import { type WaitlistAnswer, unreachable, waitlistAnswer } from "~/features/waitlist/answer";
import { joinWaitlistRequest } from "~/features/waitlist/join.server";
import { waitlistSchema } from "~/features/waitlist/entry-schema";
import { WaitlistSection } from "~/features/waitlist/section";
import { parseForm, unparsedForm } from "~/lib/conform-forms";
import { isHoneypotFilled } from "~/lib/honeypot/honeypot";
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

/**
 * The waitlist form's action, posted natively without JavaScript and through a fetcher with it, in
 * POST /api/waitlist's order: the client's limit counted first, then the honeypot (a bot is told it
 * joined), then the schema, once, and the join (app/features/waitlist/join.server.ts) with what it
 * parsed; answered for the page as Conform's reply to the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await context.rateLimit("waitlist");
  // A body that is not a form (or not readable) is an empty form: a 400, never a 500.
  const form = await request.formData().catch(() => new FormData());
  if (!limit.allowed)
    return waitlistAnswer(
      { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds },
      unparsedForm(form),
    );
  const submission = parseForm(form, waitlistSchema);
  if (isHoneypotFilled(submission.payload)) return waitlistAnswer({ kind: "joined" }, submission);
  if (submission.status !== "success") return waitlistAnswer({ kind: "invalid" }, submission);
  const outcome = await joinWaitlistRequest({
    db: context.db,
    entry: submission.value,
    checkMailLimit: (email) => context.rateLimit("waitlistMail", email),
    logError: context.logError,
    visitAttribution: context.visitAttribution,
    network: { clientAddress: context.clientAddress, secret: context.auth.secret, burst: context.fraudBurst },
  });
  return waitlistAnswer(outcome, submission);
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
