export type StarFill = "full" | "empty";

/**
 * How each of `scale` stars is drawn for a rating (docs/product.md, Testimonials): a star is filled when
 * its index is below the rating, so 4.5 fills all five (index 4 < 4.5); there are no half stars.
 * The accessible label (ratingLabel) still reads the exact rating.
 */
export function starFills(rating: number, scale = 5): StarFill[] {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), scale) : 0;
  return Array.from({ length: scale }, (_, i): StarFill => (i < clamped ? "full" : "empty"));
}

/** The text a screen reader hears for a star row, e.g. "Rated 4.5 out of 5". */
export function ratingLabel(rating: number, scale = 5): string {
  return `Rated ${rating} out of ${scale}`;
}
