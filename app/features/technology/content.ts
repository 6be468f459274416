import type { LucideIcon } from "lucide-react";
import { Activity, Brain, Cpu, Footprints, Gauge, Layers, Radar, Repeat } from "lucide-react";

import { PRODUCT_NAME } from "~/lib/product";

/** A headline figure: the number as shown and what it measures. */
export type Stat = { value: string; label: string };

/** A feature card (docs/product.md, Technology page): icon, title, description, and its claim. */
export type TechnologyFeature = { icon: LucideIcon; title: string; description: string; stat: Stat };

/** The feature cards at the top of /technology, with its claims (docs/product.md, Technology page). */
export const TECHNOLOGY_FEATURES: readonly TechnologyFeature[] = [
  {
    icon: Brain,
    title: "AdaptIQ Neural AI",
    description:
      "An on-board neural network reads every stride and retunes the sole before your foot leaves the ground.",
    stat: { value: "Under 100 ms", label: "to adapt" },
  },
  {
    icon: Activity,
    title: "Real-Time Sensing",
    description:
      "Pressure, motion and temperature are sampled continuously, so AdaptIQ always knows the terrain.",
    stat: { value: "10,000+", label: "data points per second" },
  },
  {
    icon: Repeat,
    title: "3-Second Sole Swap",
    description:
      "The click-lock plate releases and secures a sole in one practised twist. No tools, no laces.",
    stat: { value: "3 seconds", label: "swap time" },
  },
  {
    icon: Layers,
    title: "A Sole for Every Sport",
    description: "Trail, court, gym and street soles at launch, with new variants released every quarter.",
    stat: { value: "12+", label: "sole variants" },
  },
];

export type ExplorerTab = {
  id: string;
  name: string;
  icon: LucideIcon;
  title: string;
  paragraphs: readonly string[];
  stats: readonly Stat[];
  points: readonly string[];
};

/** The technology explorer's four tabs, in the order of docs/product.md, Technology page. */
export const EXPLORER_TABS: readonly ExplorerTab[] = [
  {
    id: "neural-ai",
    name: "Neural AI",
    icon: Cpu,
    title: "A coach built into the sole",
    paragraphs: [
      `AdaptIQ is the neural AI inside every ${PRODUCT_NAME} base. It turns the raw signal of your stride into a sole configuration: softer where you land hard, firmer where you push off, grippier where the ground gets loose.`,
      "Because the model runs on the shoe itself, it adapts in under 100 ms, and keeps working with no phone and no connection.",
    ],
    stats: [
      { value: "Under 100 ms", label: "adaptation time" },
      { value: "10,000+", label: "data points per second" },
      { value: "7 days", label: "to learn your stride" },
    ],
    points: [
      "Recognises running, court, gym and walking movement patterns",
      "Spots fatigue as your gait changes late in a session",
      "Learns your personal stride over a 7-day learning period",
    ],
  },
  {
    id: "modular-system",
    name: "Modular System",
    icon: Layers,
    title: "One base, every sole",
    paragraphs: [
      `The ${PRODUCT_NAME} base carries the upper, the electronics and the click-lock plate. Soles clip on beneath it, each tuned for one activity.`,
      "Once you know the motion a swap takes 3 seconds; even your very first swap takes under 30 seconds, with no tools. When a sole wears out, you replace the sole and keep the base.",
    ],
    stats: [
      { value: "3 seconds", label: "swap time" },
      { value: "12+", label: "sole variants" },
      { value: "Up to 4x", label: "intense-activity force the lock withstands" },
    ],
    points: [
      "Guide pins align every sole the same way, every time",
      "The click-lock holds through sprints, cuts and jumps",
      "Each sole tells AdaptIQ which sport it is built for",
    ],
  },
  {
    id: "smart-sensors",
    name: "Smart Sensors",
    icon: Radar,
    title: "Feeling every step",
    paragraphs: [
      "A thin sensor layer in the base maps how your weight moves across your foot, while a motion unit tracks how the shoe travels through space.",
      "Together they send AdaptIQ over 10,000 data points per second: enough to tell a rocky descent from a court sprint within a single stride.",
    ],
    stats: [
      { value: "64", label: "pressure sensors" },
      { value: "6-axis IMU", label: "motion tracking" },
      { value: "±0.1 °C", label: "temperature accuracy" },
    ],
    points: [
      "64 pressure sensors map heel strike, arch load and toe-off",
      "A 6-axis IMU measures acceleration and rotation in every direction",
      "Temperature sensing with ±0.1 °C accuracy keeps cushioning consistent from cold mornings to hot courts",
    ],
  },
  {
    id: "auto-calibration",
    name: "Auto-Calibration",
    icon: Gauge,
    title: "Tuned to you, automatically",
    paragraphs: [
      "Micro-tensioners in the midsole set the firmness of each zone anywhere from 30 to 100%, and respond in 50 ms when the ground changes under you.",
      "Over your first 7 days AdaptIQ learns your weight, pace and stride, then calibrates itself before every session. There is nothing to set up.",
    ],
    stats: [
      { value: "30 to 100%", label: "firmness range" },
      { value: "50 ms", label: "response time" },
      { value: "7 days", label: "learning period" },
    ],
    points: [
      "Recalibrates whenever you swap a sole",
      "Compensates for temperature so the feel stays the same",
      "Keeps learning as your fitness and stride change",
    ],
  },
];

/** What the companion app will do (teaser only: the app is coming soon). */
export const COMPANION_APP_POINTS: readonly { icon: LucideIcon; text: string }[] = [
  { icon: Activity, text: "See your stride, cadence and impact after every session" },
  { icon: Footprints, text: "Check sole wear and get told when a sole needs replacing" },
  { icon: Gauge, text: "Fine-tune firmness for each sole if you like to be in control" },
];

/** The toast for the Download App button. */
export const COMPANION_APP_TOAST = {
  title: "Coming soon",
  description: `The ${PRODUCT_NAME} companion app is coming soon.`,
} as const;
