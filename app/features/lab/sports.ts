/** A sole's four adaptations, in percent (docs/product.md, Lab: Customizer). */
export type Adaptations = {
  flexibility: number;
  grip: number;
  cushioning: number;
  stability: number;
};

export type LabSportId = "trail" | "tennis" | "gym" | "street";

export type LabSport = {
  id: LabSportId;
  name: string;
  terrain: string;
  description: string;
  adaptations: Adaptations;
};

/** The bars' order and visible labels. */
export const ADAPTATION_LABELS: readonly { key: keyof Adaptations; label: string }[] = [
  { key: "flexibility", label: "Flexibility" },
  { key: "grip", label: "Grip" },
  { key: "cushioning", label: "Cushioning" },
  { key: "stability", label: "Stability" },
];

export const LAB_SPORTS: readonly LabSport[] = [
  {
    id: "trail",
    name: "Trail",
    terrain: "Rocky, uneven trails",
    description:
      "Deep lugs bite into loose ground while a firm base keeps your ankle steady over roots and rock.",
    adaptations: { flexibility: 75, grip: 95, cushioning: 80, stability: 90 },
  },
  {
    id: "tennis",
    name: "Tennis",
    terrain: "Hard and clay courts",
    description:
      "A low, wide sole holds you through sharp lateral cuts and lets you push off fast at the baseline.",
    adaptations: { flexibility: 85, grip: 85, cushioning: 70, stability: 95 },
  },
  {
    id: "gym",
    name: "Gym",
    terrain: "Flat gym floors",
    description: "A flexible forefoot moves with lunges and jumps, with a flat, stable heel for lifting.",
    adaptations: { flexibility: 95, grip: 70, cushioning: 85, stability: 80 },
  },
  {
    id: "street",
    name: "Street",
    terrain: "City pavements",
    description: "Soft, springy cushioning takes the sting out of concrete on long days on your feet.",
    adaptations: { flexibility: 80, grip: 60, cushioning: 90, stability: 75 },
  },
];

export const DEFAULT_LAB_SPORT: LabSportId = "trail";

export function labSport(id: LabSportId): LabSport {
  return LAB_SPORTS.find((sport) => sport.id === id) ?? LAB_SPORTS[0]!;
}

/** The sport a form value names, or null for anything else. */
export function parseLabSport(value: unknown): LabSportId | null {
  return LAB_SPORTS.find((sport) => sport.id === value)?.id ?? null;
}
