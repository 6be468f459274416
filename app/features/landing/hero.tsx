import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { LAUNCH_SOLES, SHOE_IMAGE } from "~/features/landing/soles";
import { PRODUCT_NAME } from "~/lib/product";

const primary = buttonClass({ size: "lg" });
const secondary = buttonClass({ variant: "secondary", size: "lg" });

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-teal-50 via-white to-white pt-24 pb-16 lg:pt-32 lg:pb-24"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">
            One base. A sole for every sport.
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Modular Footwear, <span className="text-teal-700">Elegance Engineered</span>
          </h1>
          <p className="mt-6 text-lg text-slate-700">
            {PRODUCT_NAME} is one athletic shoe with detachable soles. Clip on the sole made for your sport,
            from trail to court, gym or street, and swap it in under 30 seconds.
          </p>
          <p className="mt-4 text-base text-slate-700">
            Join the waitlist for early access to the limited first production run, with{" "}
            <strong className="font-semibold text-slate-900">30% off</strong> and a{" "}
            <strong className="font-semibold text-slate-900">complimentary extra sole</strong>. Launch is
            planned for Q3, and waitlist members get access 4 weeks early.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href="#waitlist" className={primary}>
              Shop Innovation
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            <Link to="/elegance" className={secondary}>
              Join Elegance Beta
            </Link>
            <a href="#demo" className={secondary}>
              Try the Demo
            </a>
          </div>

          <div className="mt-8">
            <p className="text-sm font-medium text-slate-700">
              Four launch soles, with more released quarterly:
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {LAUNCH_SOLES.map((sole) => (
                <li
                  key={sole}
                  className="rounded-full border border-teal-200 bg-white px-3 py-1 text-sm font-medium text-teal-800"
                >
                  {sole}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="relative">
          <div aria-hidden="true" className="absolute inset-6 rounded-full bg-teal-100/70 blur-3xl" />
          <img
            src={SHOE_IMAGE}
            width={640}
            height={400}
            fetchPriority="high"
            alt={`Side view of the ${PRODUCT_NAME} shoe: a slate and teal upper on a white base, with a detachable teal sole below`}
            className="relative h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
