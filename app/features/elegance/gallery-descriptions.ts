import type { GalleryShoeId } from "./gallery-shoes";

/** The gallery shoes' descriptions: our words for each shoe of docs/product.md, Gallery. */
export const SHOE_DESCRIPTIONS: Record<GalleryShoeId, string> = {
  "aurora-elite":
    "A pointed stiletto for the evening, with a carbon-reinforced shank that keeps the tall heel steady.",
  "celestial-grace":
    "A block heel made for long working days, with a broad base and cushioning that stays soft into the evening.",
  "quantum-luxe":
    "A platform stiletto for the red carpet: the lifted forefoot lowers the pitch, so five inches feel like four.",
  "ethereal-comfort":
    "A kitten heel for everyday elegance, light enough to wear from morning coffee to dinner.",
};
