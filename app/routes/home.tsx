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
import { validateWaitlist } from "~/features/waitlist/schema";
import { PRODUCT_NAME } from "~/lib/product";

import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: `${PRODUCT_NAME}: Modular Footwear, Elegance Engineered` },
    {
      name: "description",
      content: `${PRODUCT_NAME} is one athletic shoe with detachable soles for every sport. Join the launch waitlist for 30% off and a complimentary extra sole.`,
    },
  ];
}

/** The waitlist form's answer when it is posted without JavaScript; with JavaScript it calls /api/waitlist. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    fullName: String(form.get("fullName") ?? ""),
    email: String(form.get("email") ?? ""),
    primaryActivity: String(form.get("primaryActivity") ?? ""),
  };
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
      <main id="main">
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
