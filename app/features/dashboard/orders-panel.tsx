import { Package } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/product";

/** My Orders: always empty for now (docs/product.md, Dashboard), with the way to the waitlist. */
export function OrdersPanel() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <Package aria-hidden="true" className="size-10 text-slate-500" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">No orders yet</h3>
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        {PRODUCT_NAME} launches in Q3. Join the waitlist for early access to the first production run, with
        30% off and a complimentary extra sole.
      </p>
      <a href="/#waitlist" className={`mt-6 ${buttonClass()}`}>
        Join Waitlist
      </a>
    </div>
  );
}
