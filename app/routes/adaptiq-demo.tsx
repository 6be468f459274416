import { Link } from "react-router";

import { requireUser } from "~/lib/guards.server";
import { PRODUCT_NAME } from "~/lib/product";

import type { Route } from "./+types/adaptiq-demo";

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context.user);
  return null;
}

export function meta() {
  return [{ title: `AdaptIQ Neural Simulator | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/** The simulator itself arrives with the demos issue; until then the guarded route says so. */
export default function AdaptiqDemo() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">
      <Link to="/dashboard" className="text-sm font-semibold text-teal-700 underline">
        Back to Dashboard
      </Link>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">AdaptIQ Neural Simulator</h1>
      <p className="mt-4 text-slate-700">
        The AdaptIQ simulator is being tuned. It will let you pick a sport, set your profile and watch{" "}
        {PRODUCT_NAME} adapt its sole configuration in real time.
      </p>
    </main>
  );
}
