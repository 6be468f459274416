import { Brain, PersonStanding, Ruler, Smartphone } from "lucide-react";

import { PRODUCT_NAME } from "~/lib/product";

import { type Feature, FeatureList } from "./feature-list";

const FEATURES: readonly Feature[] = [
  {
    icon: PersonStanding,
    title: "Reads your stance",
    text: "A 6-axis motion sensor in the heel counter notices when your hips tilt forward or your knees lock to make up for the heel.",
  },
  {
    icon: Ruler,
    title: "Keeps you aligned",
    text: "The arch support and heel pitch adjust together to keep ankle, knee and hip stacked, easing the strain on your lower back.",
  },
  {
    icon: Brain,
    title: "Learns your walk",
    text: "Over your first 7 days of wear, Posture Sync learns your natural stride and tunes its support to you rather than to an average foot.",
  },
  {
    icon: Smartphone,
    title: "Gentle reminders",
    text: "The companion app, coming soon, will show how your posture holds up through the day and suggest when to rest.",
  },
];

/** The Posture Sync tab: a static explanation (docs/product.md, Elegance). */
export function PostureSyncPanel() {
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">Posture Sync</h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        Heels change how you stand: the pelvis tilts forward and the spine works to compensate. {PRODUCT_NAME}{" "}
        Posture Sync watches your alignment and adjusts the shoe, so elegance never costs you your back.
      </p>
      <FeatureList features={FEATURES} />
      <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        Posture Sync is part of the Elegance beta and is being tested with our first wearers.
      </p>
    </div>
  );
}
