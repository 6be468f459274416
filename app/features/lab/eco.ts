import { PRODUCT_NAME } from "~/lib/product";

/** The Eco Impact figures (docs/product.md, Lab). */
export const ECO_STATS: readonly { value: string; label: string }[] = [
  { value: "2.3 kg", label: "CO2 saved per pair" },
  { value: "78%", label: "Waste reduction" },
  { value: "94%", label: "Materials recycled" },
  { value: "45%", label: "Energy saved" },
];

export type Footprint = { name: string; pairs: number; co2Kg: number };

/** Four sport shoes against one base with four soles. */
export const ECO_COMPARISON: { traditional: Footprint; modular: Footprint } = {
  traditional: { name: "Traditional shoes", pairs: 4, co2Kg: 12 },
  modular: { name: PRODUCT_NAME, pairs: 1, co2Kg: 2.3 },
};

/** A footprint's bar length, as a share of the larger one (for the comparison's picture). */
export function footprintShare(co2Kg: number): number {
  const largest = Math.max(ECO_COMPARISON.traditional.co2Kg, ECO_COMPARISON.modular.co2Kg);
  return Math.round((co2Kg / largest) * 100);
}
