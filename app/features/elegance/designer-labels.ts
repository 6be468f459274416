import type { ArchType, HeelStyle, Occasion } from "./designer-rules";

/** What each choice is called on screen, with a short hint. */
export type Choice<T extends string> = { value: T; label: string; hint: string };

export const ARCH_CHOICES: readonly Choice<ArchType>[] = [
  { value: "low", label: "Low", hint: "Flatter foot" },
  { value: "normal", label: "Normal", hint: "Medium curve" },
  { value: "high", label: "High", hint: "Pronounced curve" },
];

export const HEEL_CHOICES: readonly Choice<HeelStyle>[] = [
  { value: "stiletto", label: "Stiletto", hint: "Slim and tall" },
  { value: "block", label: "Block", hint: "Broad and steady" },
  { value: "kitten", label: "Kitten", hint: "Short and light" },
  { value: "platform", label: "Platform", hint: "Lifted forefoot" },
];

export const OCCASION_CHOICES: readonly Choice<Occasion>[] = [
  { value: "professional", label: "Professional", hint: "Office and meetings" },
  { value: "evening", label: "Evening", hint: "Dinners and events" },
  { value: "formal", label: "Formal", hint: "Galas and weddings" },
  { value: "daily", label: "Daily", hint: "Everyday wear" },
];
