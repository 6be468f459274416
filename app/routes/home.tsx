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
import { joinWaitlist } from "~/db/waitlist.server";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/features/honeypot/honeypot";
import { validateWaitlist } from "~/features/waitlist/schema";
import { PAGES, landingStructuredData, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = publicUrlFromMatches(matches);
  const tags = pageMeta(PAGES.home, publicUrl);
  // React Router renders this as <script type="application/ld+json">, escaping "<" in the JSON.
  return publicUrl ? [...tags, { "script:ld+json": landingStructuredData(publicUrl) }] : tags;
}

/**
 * The waitlist form's answer when it is posted without JavaScript; with JavaScript it calls
 * /api/waitlist. Same limit per client, same honeypot.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await context.rateLimit("waitlist");
  // A body that is not a form (or not readable) is an empty form: a 400, never a 500.
  const form = await request.formData().catch(() => new FormData());
  const values = {
    fullName: String(form.get("fullName") ?? ""),
    email: String(form.get("email") ?? ""),
    primaryActivity: String(form.get("primaryActivity") ?? ""),
  };
  if (!limit.allowed) {
    const retryAfterSeconds = limit.retryAfterSeconds;
    return data(
      { ok: false as const, values, fields: {}, retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  if (isHoneypotFilled({ [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) })) return { ok: true as const };
  const result = validateWaitlist(values);
  if (!result.ok) return data({ ok: false as const, values, fields: result.fields }, { status: 400 });
  try {
    await joinWaitlist(context.db, result.entry);
  } catch {
    return data({ ok: false as const, values, fields: {}, failed: true }, { status: 503 });
  }
  return { ok: true as const };
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
