import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { PRODUCT_NAME } from "~/lib/product";

/** The call to action under the tabs: create an account on /auth. */
export function LabCta() {
  return (
    <section
      aria-labelledby="lab-cta-heading"
      className="mt-16 rounded-2xl bg-teal-800 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="lab-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Ready to make {PRODUCT_NAME} yours?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-white">
        Create your account to save your sport preferences and try the AdaptIQ simulator on your dashboard.
      </p>
      <Link
        to="/auth"
        className={
          "mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base " +
          "font-semibold text-teal-900 shadow-sm hover:bg-teal-50 focus-visible:outline-2 " +
          "focus-visible:outline-offset-2 focus-visible:outline-white"
        }
      >
        Create your account
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </section>
  );
}
