export type StarFill = "full" | "half" | "empty";

/**
 * How each of `scale` stars is drawn for a rating. The spec's rule: a star is filled when its index
 * is below the rating; a filled star whose whole width is not covered (4.5 → the fifth) is half.
 */
export function starFills(rating: number, scale = 5): StarFill[] {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), scale) : 0;
  return Array.from({ length: scale }, (_, i): StarFill => {
    if (i >= clamped) return "empty";
    return i + 1 <= clamped ? "full" : "half";
  });
}

/** The text a screen reader hears for a star row, e.g. "Rated 4.5 out of 5". */
export function ratingLabel(rating: number, scale = 5): string {
  return `Rated ${rating} out of ${scale}`;
}
