import { Activity, Footprints, Scale, ShieldCheck } from "lucide-react";

import { PRODUCT_NAME } from "~/lib/product";

import { type Feature, FeatureList } from "./feature-list";

const FEATURES: readonly Feature[] = [
  {
    icon: Footprints,
    title: "Reads every step",
    text: "Pressure sensors in the footbed map where your weight lands, from the ball of the foot to the heel, with every step you take.",
  },
  {
    icon: Scale,
    title: "Shares the load",
    text: "Adaptive cushioning firms up under the ball of your foot while a reinforced shank carries weight back through the arch to the heel, so the forefoot no longer takes it all.",
  },
  {
    icon: Activity,
    title: "Adjusts in under 100 ms",
    text: "The same adaptive core as our athletic soles responds within a single stride, whether you stand at a reception or cross a stone courtyard.",
  },
  {
    icon: ShieldCheck,
    title: "Steadies the heel",
    text: "A weighted heel core and a grippy tip keep even a slim stiletto from wobbling on polished floors.",
  },
];

/** The Balance Engine tab: a static explanation (docs/product.md, Elegance). */
export function BalanceEnginePanel() {
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">Balance Engine</h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        A high heel tips your weight forward onto the ball of your foot. The {PRODUCT_NAME} Balance Engine
        spreads it back across the whole foot, so you stay steady and comfortable from the first step to the
        last.
      </p>
      <FeatureList features={FEATURES} />
      <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        The AI Designer&apos;s balance score estimates how steady a heel will feel for your height and wear
        time; the Balance Engine is what keeps you there.
      </p>
    </div>
  );
}
