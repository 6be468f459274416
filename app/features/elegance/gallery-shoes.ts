/** The Elegance gallery's four shoes (docs/product.md, Gallery). */
export const GALLERY_SHOES = [
  {
    id: "aurora-elite",
    name: "Aurora Elite",
    style: "pointed stiletto",
    heightInches: 4.5,
    occasion: "evening",
    comfort: 92,
    elegance: 98,
    stability: 85,
  },
  {
    id: "celestial-grace",
    name: "Celestial Grace",
    style: "block heel",
    heightInches: 3,
    occasion: "professional",
    comfort: 95,
    elegance: 88,
    stability: 96,
  },
  {
    id: "quantum-luxe",
    name: "Quantum Luxe",
    style: "platform stiletto",
    heightInches: 5,
    occasion: "red carpet",
    comfort: 89,
    elegance: 99,
    stability: 82,
  },
  {
    id: "ethereal-comfort",
    name: "Ethereal Comfort",
    style: "kitten heel",
    heightInches: 2,
    occasion: "daily elegance",
    comfort: 98,
    elegance: 85,
    stability: 98,
  },
] as const;

export type GalleryShoe = (typeof GALLERY_SHOES)[number];
export type GalleryShoeId = GalleryShoe["id"];

export const GALLERY_SHOE_IDS = GALLERY_SHOES.map((s) => s.id) as [GalleryShoeId, ...GalleryShoeId[]];

export function isGalleryShoeId(value: string): value is GalleryShoeId {
  return (GALLERY_SHOE_IDS as readonly string[]).includes(value);
}
