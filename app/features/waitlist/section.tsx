import { Check } from "lucide-react";

import { PrivacyNoticeLine } from "~/components/privacy-notice-line";
import { reveal } from "~/components/reveal-on-scroll";
import { PRODUCT_NAME } from "~/lib/product";

import type { WaitlistAnswer } from "./answer";
import { WaitlistForm } from "./form";

const PERKS = [
  "30% off your first pair, plus a complimentary extra sole",
  "Access 4 weeks before the Q3 launch",
  "Four launch soles: Trail Running, Tennis/Court, Gym/Training and Casual/Street, with more released quarterly",
];

export function WaitlistSection({ answer }: { answer?: WaitlistAnswer | undefined }) {
  return (
    <section id="waitlist" aria-labelledby="waitlist-heading" className="bg-slate-900 py-20 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div {...reveal(0)}>
          <h2 id="waitlist-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Join the Launch Waitlist
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            Get early access to the limited first production run of {PRODUCT_NAME}.
          </p>
          <ul className="mt-8 grid gap-4">
            {PERKS.map((perk) => (
              <li key={perk} className="flex gap-3 text-slate-200">
                <Check aria-hidden="true" className="mt-0.5 size-5 flex-none text-teal-300" />
                <span>{perk}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8" {...reveal(1)}>
          <WaitlistForm answer={answer} />
          <div className="mt-4">
            <PrivacyNoticeLine />
          </div>
        </div>
      </div>
    </section>
  );
}
