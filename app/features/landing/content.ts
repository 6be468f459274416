import type { LucideIcon } from "lucide-react";
import { Feather, Layers, Leaf, Lock, Package, Recycle, Trash2, Waves, Wind, Zap } from "lucide-react";

/** A feature or benefit card (docs/product.md, Landing page): icon, title, description. */
export type Card = { icon: LucideIcon; title: string; description: string };

export const BENEFITS: readonly Card[] = [
  {
    icon: Layers,
    title: "Versatility",
    description:
      "One base, a sole for every sport. Switch from trail to court, gym or street and let one pair do the work of four.",
  },
  {
    icon: Leaf,
    title: "Sustainability",
    description:
      "When a sole wears out, replace only the sole. The base keeps going, so far fewer shoes end up in landfill.",
  },
  {
    icon: Zap,
    title: "Performance",
    description:
      "Each sole is engineered for its sport, with the grip, support and cushioning that activity demands.",
  },
];

export const FEATURES: readonly Card[] = [
  {
    icon: Wind,
    title: "Breathable Mesh Upper",
    description:
      "An engineered mesh moves air where your foot heats up, keeping it cool and dry through long sessions.",
  },
  {
    icon: Lock,
    title: "Patented Click-Lock Sole System",
    description: "Soles click firmly onto the base and come off again in under 30 seconds, with no tools.",
  },
  {
    icon: Feather,
    title: "Lightweight Design",
    description:
      "A streamlined base and hollow-core soles keep every pair light, so you move freely all day.",
  },
  {
    icon: Waves,
    title: "Responsive Cushioning",
    description: "Energy-returning foam absorbs each impact and springs back, stride after stride.",
  },
];

export const TECHNOLOGY_POINTS: readonly { title: string; description: string }[] = [
  { title: "Composite materials", description: "make the base strong, flexible and light." },
  { title: "Biomechanical research", description: "shapes every sole around how athletes really move." },
  { title: "A weather-resistant treatment", description: "protects the upper from rain, mud and snow." },
  { title: "Anti-microbial linings", description: "keep the shoe fresh from one session to the next." },
];

export const SUSTAINABILITY_POINTS: readonly Card[] = [
  {
    icon: Trash2,
    title: "Up to 80% Less Landfill Waste",
    description: "Replace a worn sole instead of a whole pair, and up to 80% less ends up in landfill.",
  },
  {
    icon: Recycle,
    title: "Recycled and Ocean-Plastic Laces",
    description: "Every lace is spun from recycled plastic, including plastic recovered from the ocean.",
  },
  {
    icon: Package,
    title: "Plastic-Free Packaging",
    description: "Boxes and wrapping are plastic-free and made of 100% post-consumer recycled material.",
  },
];
